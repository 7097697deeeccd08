import Hummingbird

/// Requests the API cannot take whatever their path: a method it does not implement (501; CONNECT
/// never gets here, `RequestHeadCheck` answers it) and an expectation other than `100-continue`
/// (417).
struct ProtocolMiddleware: RouterMiddleware {
  typealias Context = ReviewRequestContext
  /// The API's path patterns with the methods each takes (`Allow`), for the 405 of a method the
  /// router has no entry for.
  let allowed: [(pattern: String, allow: String)]
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard Self.implemented.contains(request.method) else {
      if let served = allowed.first(where: { Self.path(request.uri.path, matches: $0.pattern) }) {
        throw APIError.methodNotAllowed(allow: served.allow)
      }
      throw ProtocolErrorReply.methodNotImplemented.apiError
    }
    if let expect = request.headers[.expect], expect.lowercased() != "100-continue" {
      throw APIError.expectationFailed
    }
    return try await next(request, context)
  }

  /// Methods the router has entries for: on a path the API serves, those not served there get 405
  /// with `Allow`. Any other method gets the same 405 on such a path, and 501 elsewhere.
  static let implemented: [HTTPRequest.Method] = [
    .get, .head, .post, .put, .patch, .delete, .options, .trace,
  ]
}

extension ProtocolMiddleware {
  /// Whether `path` fits a router pattern: `:name` takes one segment, `{name}.png` one segment
  /// ending in `.png`; other segments are literal.
  static func path(_ path: String, matches pattern: String) -> Bool {
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    let expected = pattern.split(separator: "/", omittingEmptySubsequences: false)
    guard segments.count == expected.count else { return false }
    return zip(segments, expected).allSatisfy { segment, part in
      if part.hasPrefix(":") { return !segment.isEmpty }
      if part.hasPrefix("{"), let close = part.firstIndex(of: "}") {
        let suffix = part[part.index(after: close)...]
        return segment.count > suffix.count && segment.hasSuffix(suffix)
      }
      return segment == part
    }
  }
}

extension APIError {
  static let expectationFailed = APIError(
    .expectationFailed, code: "expectation_failed",
    message: "Expect 헤더는 100-continue만 받아요.")
}
