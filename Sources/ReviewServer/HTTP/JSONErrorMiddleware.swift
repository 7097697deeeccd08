import Hummingbird
import Logging
import NIOCore

/// Turns every error (ours, the router's 404, an oversized body, a bug) into a JSON error.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as APIError {
      return try error.response(from: request, context: context)
    } catch let refusal as InputRefusal {
      return try APIError(refusal).response(from: request, context: context)
    } catch let error as HTTPError {
      return try APIError.from(status: error.status).response(from: request, context: context)
    } catch is NIOTooManyBytesError {
      return try APIError.bodyTooLarge.response(from: request, context: context)
    } catch is ConnectionGuard.BodyTimedOut {
      // The guard has already answered 408 on the connection; this reply goes nowhere.
      return try ProtocolErrorReply.bodyTimeout.apiError.response(from: request, context: context)
    } catch let error as ReviewStoreError {
      return try APIError.from(error).response(from: request, context: context)
    } catch {
      context.logger.error("request failed: \(error)", metadata: ["path": "\(request.uri.path)"])
      return try APIError.serverFault.response(from: request, context: context)
    }
  }
}
