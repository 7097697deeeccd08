/// Per-client limits of `dubeol serve` (0 turns one off); the embedded server has none.
public struct ClientLimits: Equatable, Sendable {
  /// Posts, edits and deletes a client may make a minute.
  public var writesPerMinute: Int
  /// Searches (`q=`) a client may make a minute.
  public var searchesPerMinute: Int
  /// Connections one client may hold at once.
  public var connectionsPerClient: Int
  /// Reverse proxies whose `Forwarded`/`X-Forwarded-For` name the client.
  public var trustedProxies: [IPAddressRange]

  public init(
    writesPerMinute: Int, searchesPerMinute: Int, connectionsPerClient: Int,
    trustedProxies: [IPAddressRange] = []
  ) {
    self.writesPerMinute = writesPerMinute
    self.searchesPerMinute = searchesPerMinute
    self.connectionsPerClient = connectionsPerClient
    self.trustedProxies = trustedProxies
  }

  /// No limits: the embedded server, which only its own user reaches.
  public static let none = ClientLimits(
    writesPerMinute: 0, searchesPerMinute: 0, connectionsPerClient: 0)
  /// `dubeol serve`'s defaults.
  public static let serveDefaults = ClientLimits(
    writesPerMinute: 30, searchesPerMinute: 600, connectionsPerClient: 64)
}

/// Which per-client limit a request counts against.
enum LimitKind: String, Sendable, CaseIterable {
  case writes, searches, connections
}
