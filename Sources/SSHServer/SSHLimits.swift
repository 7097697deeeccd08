/// The ssh server's limits for the open internet (`dubeol serve --ssh-…`); 0 turns one off.
public struct SSHLimits: Sendable, Equatable {
  /// Sessions (each one a dubeol process) one address may hold at once.
  public var sessionsPerAddress = 4
  /// Connections one address may hold at once (each may carry several sessions).
  public var connectionsPerAddress = 8
  /// Sessions on the whole server at once.
  public var sessions = 64
  /// Logins one address may make a minute (a burst of a sixth at once).
  public var loginsPerMinute = 60
  /// Seconds a session may go without the person typing (output and keepalives do not count).
  public var idleSeconds = 30 * 60
  /// Seconds a session may last at all.
  public var longestSessionSeconds = 8 * 60 * 60
  /// Bytes a second a session may send (a burst of four seconds' worth); beyond that the
  /// server stops reading, so ssh's window holds the client back and nothing is lost.
  public var bytesPerSecond = 64 * 1024
  /// Seconds a connection may take to log in, and may then go without a session.
  public var loginGraceSeconds = 30

  public init() {}
}
