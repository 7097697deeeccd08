import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ReviewStore
import Reviews

/// Builds the review server: router, middleware and application.
public enum ReviewServerApp {
  /// What one server shares between its router and its connections.
  struct Parts: Sendable {
    let metrics: ServerMetrics?
    let linkBase: LinkBase
    let requestLimits: RequestLimits
    let connectionShare: ConnectionShare?

    init(options: ReviewServerOptions, host: String, port: Int) {
      metrics = options.metrics ? options.sharedMetrics ?? ServerMetrics() : nil
      linkBase = LinkBase(publicURL: options.publicURL, host: host, port: port)
      requestLimits = RequestLimits(options.clientLimits, metrics: metrics)
      let perClient = options.clientLimits.connectionsPerClient
      connectionShare = perClient > 0 ? ConnectionShare(perClient: perClient) : nil
    }
  }

  /// The router with every route of the API and JSON errors for everything else.
  static func router(
    store: any ReviewStore, clock: ReviewClock, options: ReviewServerOptions, parts: Parts
  ) -> Router<ReviewRequestContext> {
    let routes = ReviewRoutes(
      store: store, clock: clock, linkBase: parts.linkBase,
      reservedNames: .administrators(adding: options.adminNames), nameClaims: options.nameClaims)
    // HEAD is answered wherever GET is, with the GET reply's headers and no body.
    let router = Router(context: ReviewRequestContext.self, options: .autoGenerateHeadEndpoints)
    // Middleware applies to the routes added after it (and to unknown paths): all first.
    if let metrics = parts.metrics { router.middlewares.add(MetricsMiddleware(metrics: metrics)) }
    router.middlewares.add(JSONErrorMiddleware(metrics: parts.metrics))
    var table:
      [(path: RouterPath, method: HTTPRequest.Method, handler: Handler, limit: LimitKind?)] = [
        (RouterPath(ReviewAPI.reviewsPath), .get, routes.list, .searches),
        (RouterPath(ReviewAPI.postRoute), .post, routes.post, .writes),
        (RouterPath(ReviewAPI.reviewRoute), .patch, routes.edit, .writes),
        (RouterPath(ReviewAPI.reviewRoute), .delete, routes.delete, .writes),
        (ProfileImageRoute.path, .get, ProfileImageRoute.avatar, nil),
        (RouterPath(ReviewAPI.healthPath), .get, routes.health, nil),
        (RouterPath(ReviewAPI.capabilitiesPath), .get, routes.capabilities, nil),
        (OpenAPIRoute.path, .get, OpenAPIRoute.document, nil),
      ]
    if let metrics = parts.metrics {
      table.append((MetricsRoute.path, .get, MetricsRoute(metrics: metrics).serve, nil))
    }
    // A path served with some methods answers the others with 405 and the ones it takes.
    let paths = table.map { "\($0.path)" }.reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    let allowed = paths.map { path in
      let served = table.filter { "\($0.path)" == path }.map(\.method)
      let methods = served.flatMap { $0 == .get ? [$0, .head] : [$0] }
      return (
        pattern: path, methods: methods, allow: methods.map(\.rawValue).joined(separator: ", ")
      )
    }
    router.middlewares.add(ProtocolMiddleware(allowed: allowed.map { ($0.pattern, $0.allow) }))
    router.middlewares.add(CrossSiteMiddleware(allowed: options.allowedOrigins))
    for route in table {
      router.on(
        route.path, method: route.method,
        use: parts.requestLimits.guarding(route.limit, route.handler))
    }
    if options.benchmarkRoutes {
      router.get(FloorRoute.path, use: FloorRoute(routes: routes).serve)
      // The list read from the store every time: what a page costs when it is not kept (after
      // every change), the yardstick of searches and deep pages.
      router.get(FloorRoute.storePath) { request, _ in
        try await routes.list(request, keeping: false)
      }
    }
    for path in allowed {
      for method in ProtocolMiddleware.implemented where !path.methods.contains(method) {
        router.on(RouterPath(path.pattern), method: method) { _, _ -> Response in
          throw APIError.methodNotAllowed(allow: path.allow)
        }
      }
    }
    return router
  }

  typealias Handler = @Sendable (Request, ReviewRequestContext) async throws -> Response

  /// The application listening on `host:port` (0 = a free port); `onRunning` gets the real port.
  public static func application(
    store: any ReviewStore, host: String, port: Int, logger: Logger,
    clock: ReviewClock = .system, options: ReviewServerOptions = .init(),
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let limits = options.limits
    let parts = Parts(options: options, host: host, port: port)
    let connections = ConnectionAdmission(
      share: parts.connectionShare, address: parts.requestLimits.address, metrics: parts.metrics)
    return Application(
      router: router(store: store, clock: clock, options: options, parts: parts),
      server: HTTPServerBuilder { responder in
        ReviewHTTPChannel(responder: responder, limits: limits, admission: connections)
      },
      configuration: .init(
        address: .hostname(host, port: port), serverName: "dubeol",
        availableConnectionsDelegate: MaximumAvailableConnections(
          limits.maxConnections, logger: logger)),
      onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? port
        parts.linkBase.bound(host: host, port: bound)
        await onRunning(bound)
      },
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
