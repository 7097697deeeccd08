import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ReviewStore
import Reviews

/// Builds the review server: router, middleware and application.
public enum ReviewServerApp {
  /// The router with every route of the API and JSON errors for everything else.
  static func router(
    store: any ReviewStore, clock: ReviewClock = .system, options: ReviewServerOptions = .init()
  ) -> Router<ReviewRequestContext> {
    let routes = ReviewRoutes(store: store, clock: clock, publicURL: options.publicURL)
    // HEAD is answered wherever GET is, with the GET reply's headers and no body.
    let router = Router(context: ReviewRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.middlewares.add(JSONErrorMiddleware())
    let table: [(path: RouterPath, method: HTTPRequest.Method, handler: Handler)] = [
      (RouterPath(ReviewAPI.reviewsPath), .get, routes.list),
      (RouterPath(ReviewAPI.postRoute), .post, routes.post),
      (RouterPath(ReviewAPI.reviewRoute), .patch, routes.edit),
      (RouterPath(ReviewAPI.reviewRoute), .delete, routes.delete),
      (ProfileImageRoute.path, .get, ProfileImageRoute.avatar),
      (RouterPath(ReviewAPI.healthPath), .get, routes.health),
      (RouterPath(ReviewAPI.capabilitiesPath), .get, routes.capabilities),
    ]
    for route in table {
      router.on(route.path, method: route.method, use: route.handler)
    }
    if options.benchmarkRoutes {
      router.get(FloorRoute.path, use: FloorRoute(routes: routes).serve)
    }
    // A path served with some methods answers the others with 405 and the ones it takes.
    let paths = table.map { "\($0.path)" }.reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    for path in paths {
      let served = table.filter { "\($0.path)" == path }.map(\.method)
      let allowed = served.flatMap { $0 == .get ? [$0, .head] : [$0] }
      let allow = allowed.map(\.rawValue).joined(separator: ", ")
      for method in methodsAnsweredWith405 where !allowed.contains(method) {
        router.on(RouterPath(path), method: method) { _, _ -> Response in
          throw APIError.methodNotAllowed(allow: allow)
        }
      }
    }
    return router
  }

  typealias Handler = @Sendable (Request, ReviewRequestContext) async throws -> Response

  /// Methods that get "405, Allow: …" on a path the API serves with other methods; anything
  /// more exotic is a 404 like an unknown path.
  static let methodsAnsweredWith405: [HTTPRequest.Method] = [
    .get, .head, .post, .put, .patch, .delete, .options,
  ]

  /// The application listening on `host:port` (0 = a free port); `onRunning` gets the real port.
  public static func application(
    store: any ReviewStore, host: String, port: Int, logger: Logger,
    clock: ReviewClock = .system, options: ReviewServerOptions = .init(),
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let limits = options.limits
    return Application(
      router: router(store: store, clock: clock, options: options),
      server: HTTPServerBuilder { responder in
        ReviewHTTPChannel(responder: responder, limits: limits)
      },
      configuration: .init(
        address: .hostname(host, port: port), serverName: "dubeol",
        availableConnectionsDelegate: MaximumAvailableConnections(
          limits.maxConnections, logger: logger)),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
      logger: logger)
  }

  /// Seeds `store` with the bundled sample reviews when it holds none.
  public static func seedIfEmpty(
    _ store: any ReviewStore, location: String, logger: Logger, clock: ReviewClock = .system
  ) async throws {
    if try await store.seedIfEmpty(SeedReviews.bundled(now: clock.now())) {
      logger.info(
        "seeded an empty database with sample reviews", metadata: ["database": "\(location)"])
    }
  }

  /// Maps a failure to start listening to a clear `ReviewServerError`.
  public static func listenError(_ error: any Error, host: String, port: Int) -> any Error {
    if let error = error as? IOError, error.errnoCode == EADDRINUSE {
      return ReviewServerError.addressInUse(host: host, port: port)
    }
    let text = "\(error)"
    if text.contains("Address already in use") {
      return ReviewServerError.addressInUse(host: host, port: port)
    }
    return ReviewServerError.cannotListen(host: host, port: port, reason: text)
  }
}
