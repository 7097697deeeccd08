/// Limits that keep slow, idle or hostile clients from holding the server's connections.
public struct ConnectionLimits: Equatable, Sendable {
  /// A connection with no request in progress, or one still sending its request line and
  /// headers, is closed this long after it last sent or received a complete part.
  public var idleTimeout: Duration
  /// A request whose body has not all arrived this long after its headers gets a 408 and the
  /// connection is closed (a body trickled a byte at a time never looks idle).
  public var bodyTimeout: Duration
  /// After a reply that ends a connection, how long the server keeps reading and discarding what
  /// the client is still sending before it closes: long enough for the client to read the reply
  /// rather than a reset, short enough that a client that never closes cannot hold the socket.
  public var lingerTimeout: Duration
  /// Connections served at once; further ones wait in the listen backlog until one closes.
  public var maxConnections: Int

  public init(
    idleTimeout: Duration = .seconds(30), bodyTimeout: Duration = .seconds(30),
    lingerTimeout: Duration = .seconds(2), maxConnections: Int = 512
  ) {
    self.idleTimeout = idleTimeout
    self.bodyTimeout = bodyTimeout
    self.lingerTimeout = lingerTimeout
    self.maxConnections = maxConnections
  }
}
