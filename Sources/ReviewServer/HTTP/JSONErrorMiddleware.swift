import Hummingbird
import Logging
import NIOCore
import ReviewStore

/// Turns every error (ours, the router's 404, an oversized body, a bug) into a JSON error, and
/// keeps the body off every reply to HEAD (errors included, or a client would read the JSON as
/// the start of the next response).
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
  /// Where store errors are counted, when metrics are on.
  let metrics: ServerMetrics?

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let response: Response
    do {
      response = try await next(request, context)
    } catch {
      response = try apiError(for: error, request: request, context: context)
        .response(from: request, context: context)
    }
    return request.method == .head ? response.createHeadResponse() : response
  }

  private func apiError(for error: any Error, request: Request, context: Context) -> APIError {
    switch error {
    case let error as APIError: return error
    case let refusal as InputRefusal: return APIError(refusal)
    case let error as HTTPError: return .from(status: error.status)
    case is NIOTooManyBytesError: return .bodyTooLarge
    // The guard has already answered 408 on the connection; this reply goes nowhere.
    case is ConnectionGuard.BodyTimedOut: return ProtocolErrorReply.bodyTimeout.apiError
    case let error as ReviewStoreError:
      let apiError = APIError.from(error)
      // A refusal (no such review, not yours) is an answer; a failure is counted.
      if apiError.status.code >= 500 { metrics?.storeError(apiError.code) }
      return apiError
    default:
      // A body the HTTP decoder could not parse: nothing more can be read on this connection.
      if var apiError = ProtocolErrorReply.reply(to: error)?.apiError {
        apiError.headers[.connection] = "close"
        return apiError
      }
      context.logger.error("request failed: \(error)", metadata: ["path": "\(request.uri.path)"])
      metrics?.storeError(APIError.serverFault.code)
      return .serverFault
    }
  }
}
