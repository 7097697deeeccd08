import Hummingbird

/// Refuses writes from web pages of other sites: a POST, PUT, PATCH or DELETE carrying an
/// `Origin` that is not in `--allowed-origin` gets 403 (the body is read as JSON whatever its
/// Content-Type, so a `text/plain` form post, which needs no preflight, would otherwise be
/// taken). Requests without `Origin` (the iOS apps, dubeol, curl) are not affected. Listed
/// origins get their preflights answered and `Access-Control-Allow-Origin` on replies.
struct CrossSiteMiddleware: RouterMiddleware {
  typealias Context = ReviewRequestContext
  let allowed: AllowedOrigins

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard let origin = request.headers[.origin] else { return try await next(request, context) }
    let listed = allowed.contains(origin)
    if request.method == .options, request.headers[.accessControlRequestMethod] != nil {
      guard listed else { throw APIError.crossSiteRefused }
      return Response(status: .noContent, headers: Self.preflightHeaders(origin: origin))
    }
    if Self.writes.contains(request.method), !listed { throw APIError.crossSiteRefused }
    var response = try await next(request, context)
    if listed {
      response.headers[.accessControlAllowOrigin] = origin
      response.headers[.accessControlExposeHeaders] = "Retry-After, Idempotent-Replayed"
      response.headers[.vary] = "Origin"
    }
    return response
  }

  static let writes: Set<HTTPRequest.Method> = [.post, .put, .patch, .delete]

  static func preflightHeaders(origin: String) -> HTTPFields {
    [
      .accessControlAllowOrigin: origin,
      .accessControlAllowMethods: "GET, HEAD, POST, PATCH, DELETE",
      .accessControlAllowHeaders: "Content-Type, Accept, Idempotency-Key, X-Author-Key",
      .accessControlMaxAge: "600", .vary: "Origin",
    ]
  }
}

/// The web origins allowed to write (`--allowed-origin`), as browsers serialise them:
/// `scheme://host[:port]`, compared without regard to case.
public struct AllowedOrigins: Equatable, Sendable {
  private let origins: Set<String>

  /// Why an `--allowed-origin` value was refused.
  public struct Invalid: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  public static let none = AllowedOrigins(origins: [])

  private init(origins: Set<String>) { self.origins = origins }

  /// Parses `--allowed-origin` values: http(s)://host[:port], nothing after.
  public init(parsing values: [String]) throws(Invalid) {
    var origins = Set<String>()
    for value in values {
      var text = value.lowercased()
      if text.hasSuffix("/") { text.removeLast() }
      let parts = text.split(separator: "://", maxSplits: 1)
      guard parts.count == 2, ["http", "https"].contains(parts[0]), !parts[1].isEmpty,
        !parts[1].contains(where: { "/?#@ ".contains($0) })
      else {
        throw Invalid(
          description:
            "--allowed-origin takes scheme://host[:port], like https://example.com: \(value)")
      }
      origins.insert(text)
    }
    self.init(origins: origins)
  }

  func contains(_ origin: String) -> Bool { origins.contains(origin.lowercased()) }
}

extension APIError {
  static let crossSiteRefused = APIError(
    .forbidden, code: "cross_site_forbidden",
    message: "다른 사이트의 웹 페이지에서 보낸 요청은 받지 않아요.")
}
