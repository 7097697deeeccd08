import Hummingbird

/// Requests the API cannot take whatever their path: a method it does not implement (501; CONNECT
/// never gets here, `RequestHeadCheck` answers it) and an expectation other than `100-continue`
/// (417).
struct ProtocolMiddleware: RouterMiddleware {
  typealias Context = ReviewRequestContext
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard Self.implemented.contains(request.method) else {
      throw ProtocolErrorReply.methodNotImplemented.apiError
    }
    if let expect = request.headers[.expect], expect.lowercased() != "100-continue" {
      throw APIError.expectationFailed
    }
    return try await next(request, context)
  }

  static let implemented: Set<HTTPRequest.Method> = [
    .get, .head, .post, .put, .patch, .delete, .options,
  ]
}

extension APIError {
  static let expectationFailed = APIError(
    .expectationFailed, code: "expectation_failed",
    message: "Expect 헤더는 100-continue만 받아요.")
}
