import Hummingbird

/// The per-client limits a server applies to requests: writes, and searches, per client a
/// minute. Refusals are 429 with Retry-After, counted in the metrics.
struct RequestLimits: Sendable {
  let address: ClientAddress
  private let limiters: [LimitKind: RateLimiter]
  private let metrics: ServerMetrics?

  init(_ limits: ClientLimits, metrics: ServerMetrics?) {
    address = ClientAddress(trustedProxies: limits.trustedProxies)
    let rates: [(LimitKind, Int)] = [
      (.writes, limits.writesPerMinute), (.searches, limits.searchesPerMinute),
    ]
    limiters = Dictionary(
      uniqueKeysWithValues: rates.filter { $0.1 > 0 }.map { ($0.0, RateLimiter(perMinute: $0.1)) })
    self.metrics = metrics
  }

  /// `handler`, answering 429 first when the client is over the `kind` limit.
  func guarding(_ kind: LimitKind?, _ handler: @escaping ReviewServerApp.Handler)
    -> ReviewServerApp.Handler
  {
    guard let kind, let limiter = limiters[kind] else { return handler }
    return { request, context in
      if Self.applies(kind, to: request),
        let peer = context.peer,
        let wait = limiter.take(
          address.client(peer: peer, headers: request.headers)?.clientKey ?? "")
      {
        metrics?.refused(kind)
        throw APIError.rateLimited(retryAfter: wait)
      }
      return try await handler(request, context)
    }
  }

  /// Searches count only when the list is filtered (`q=` with something in it).
  private static func applies(_ kind: LimitKind, to request: Request) -> Bool {
    kind != .searches
      || request.uri.queryParameters["q"].map { !$0.allSatisfy(\.isWhitespace) } ?? false
  }
}
