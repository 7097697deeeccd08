import Foundation

/// Where and how `dubeol serve --ssh` listens, and what it starts for a session.
public struct SSHServerOptions: Sendable {
  /// The address to listen on and its port (0 picks a free one).
  public var host: String
  public var port: Int
  /// The ssh directory (`ssh/` in the data directory): the host key, the server's secret and
  /// one directory per key.
  public var directory: URL
  /// The cache the keys' processes share (the hanja index, pictures): `ssh/cache`.
  public var cacheDirectory: URL
  /// The dubeol binary started for each session.
  public var executable: String
  public var limits = SSHLimits()

  public init(
    host: String, port: Int, directory: URL, cacheDirectory: URL, executable: String
  ) {
    self.host = host
    self.port = port
    self.directory = directory
    self.cacheDirectory = cacheDirectory
    self.executable = executable
  }

  /// `ADDRESS:PORT` (`[::]:2222` for IPv6) as host and port.
  public static func address(_ text: String) throws(SSHServerError) -> (host: String, port: Int) {
    guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]),
      (0...65_535).contains(port)
    else { throw .address(text) }
    var host = String(text[..<colon])
    if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    guard !host.isEmpty else { throw .address(text) }
    return (host, port)
  }

  /// The path of this process's own binary, for starting the sessions' dubeol.
  public static var ownExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }
}
