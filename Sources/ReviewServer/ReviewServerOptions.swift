/// How the server presents itself and guards its connections.
public struct ReviewServerOptions: Sendable {
  /// The base of absolute links in replies; nil builds them from the listening address.
  public var publicURL: PublicBaseURL?
  /// Timeouts and the cap on connections.
  public var limits: ConnectionLimits
  /// Per-client limits: none unless set (`dubeol serve` sets its defaults).
  public var clientLimits: ClientLimits
  /// Web origins whose pages may write (POST, PATCH, DELETE); none by default.
  public var allowedOrigins = AllowedOrigins.none
  /// Administrators' names besides the seed's, which anonymous posts may not take.
  public var adminNames: [String] = []
  /// Bind each name to the first author key that posts under it (`NameClaims`): on with
  /// `dubeol serve --ssh`, where keys are accounts.
  public var nameClaims = false
  /// Serve `GET /metrics` (Prometheus).
  public var metrics = true
  /// The metrics to serve, when something beside the HTTP server (the ssh server) counts into
  /// them too; nil makes the server its own.
  public var sharedMetrics: ServerMetrics?
  /// Also serve `GET /bench/floor` (the list reply from memory) for `make bench`.
  public var benchmarkRoutes = false

  public init(
    publicURL: PublicBaseURL? = nil, limits: ConnectionLimits = .init(),
    clientLimits: ClientLimits = .none
  ) {
    self.publicURL = publicURL
    self.limits = limits
    self.clientLimits = clientLimits
  }
}
