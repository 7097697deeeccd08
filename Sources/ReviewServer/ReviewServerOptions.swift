/// How the server presents itself and guards its connections.
public struct ReviewServerOptions: Sendable {
  /// The base of absolute links in replies; nil builds them from each request's Host.
  public var publicURL: PublicBaseURL?
  /// Timeouts and the cap on connections.
  public var limits: ConnectionLimits
  /// Also serve `GET /bench/floor` (the list reply from memory) for `make bench`.
  public var benchmarkRoutes = false

  public init(publicURL: PublicBaseURL? = nil, limits: ConnectionLimits = .init()) {
    self.publicURL = publicURL
    self.limits = limits
  }
}
