import ArgumentParser
import Foundation
import Logging
import ReviewServer
import SSHServer

/// `dubeol serve --ssh ADDRESS:PORT` and its limits: the dubeol UI and the `reviews` commands for
/// anyone with an ssh key, beside the HTTP server and over the same store.
struct ServeSSHOptions: ParsableArguments {
  @Option(
    name: .customLong("ssh"),
    help: ArgumentHelp(
      "Also serve ssh on ADDRESS:PORT (such as 0.0.0.0:2222): public-key login, the key is the "
        + "account; the host key is ssh/host-key-ed25519 in the data directory.",
      valueName: "address:port"))
  var address: String?

  @Flag(
    name: .customLong("print-host-key"),
    help: "Print the ssh host key's fingerprint and public key (made if missing), and exit.")
  var printHostKey = false

  @Option(
    name: .customLong("ssh-sessions-per-address"),
    help: ArgumentHelp("ssh sessions one address may hold at once (0: no limit).", valueName: "n"))
  var sessionsPerAddress = SSHLimits().sessionsPerAddress

  @Option(
    name: .customLong("ssh-connections-per-address"),
    help: ArgumentHelp(
      "ssh connections one address may hold at once (0: no limit).", valueName: "n"))
  var connectionsPerAddress = SSHLimits().connectionsPerAddress

  @Option(
    name: .customLong("ssh-sessions"),
    help: ArgumentHelp("ssh sessions in all at once (0: no limit).", valueName: "n"))
  var sessions = SSHLimits().sessions

  @Option(
    name: .customLong("ssh-logins-per-minute"),
    help: ArgumentHelp(
      "ssh logins one address may make a minute, in a burst of a sixth (0: no limit).",
      valueName: "n"))
  var loginsPerMinute = SSHLimits().loginsPerMinute

  @Option(
    name: .customLong("ssh-idle-timeout"),
    help: ArgumentHelp(
      "Seconds an ssh session may go without the person's input (0: no limit).",
      valueName: "seconds"))
  var idleSeconds = SSHLimits().idleSeconds

  @Option(
    name: .customLong("ssh-longest-session"),
    help: ArgumentHelp("Seconds an ssh session may last (0: no limit).", valueName: "seconds"))
  var longestSessionSeconds = SSHLimits().longestSessionSeconds

  @Option(
    name: .customLong("ssh-bytes-per-second"),
    help: ArgumentHelp(
      "Bytes a second an ssh session may send, in bursts of four seconds' worth (0: no limit).",
      valueName: "n"))
  var bytesPerSecond = SSHLimits().bytesPerSecond

  func validate() throws {
    if let address {
      do {
        _ = try SSHServerOptions.address(address)
      } catch {
        throw ValidationError("\(error)")
      }
    }
    let counts = [
      ("--ssh-sessions-per-address", sessionsPerAddress), ("--ssh-sessions", sessions),
      ("--ssh-connections-per-address", connectionsPerAddress),
      ("--ssh-logins-per-minute", loginsPerMinute), ("--ssh-idle-timeout", idleSeconds),
      ("--ssh-longest-session", longestSessionSeconds),
      ("--ssh-bytes-per-second", bytesPerSecond),
    ]
    for (name, value) in counts where value < 0 {
      throw ValidationError("\(name) must be 0 (no limit) or more, not \(value).")
    }
  }

  var limits: SSHLimits {
    var limits = SSHLimits()
    limits.sessionsPerAddress = sessionsPerAddress
    limits.sessions = sessions
    limits.connectionsPerAddress = connectionsPerAddress
    limits.loginsPerMinute = loginsPerMinute
    limits.idleSeconds = idleSeconds
    limits.longestSessionSeconds = longestSessionSeconds
    limits.bytesPerSecond = bytesPerSecond
    return limits
  }

  /// The ssh server when `--ssh` is given, listening.
  func start(directory: URL, metrics: ServerMetrics?, logger: Logger) async throws -> SSHService? {
    guard let address else { return nil }
    let (host, port) = try SSHServerOptions.address(address)
    var options = SSHServerOptions(
      host: host, port: port, directory: directory,
      cacheDirectory: directory.appendingPathComponent("cache", isDirectory: true),
      executable: SSHServerOptions.ownExecutable)
    options.limits = limits
    return try await SSHService.start(options, metrics: metrics, logger: logger)
  }

  /// `--print-host-key`: what to publish so that people can check they reached this server.
  func printHostKey(directory: URL) throws {
    do {
      let key = try HostKeyStore(directory: directory).published()
      print("256 \(key.fingerprint) (ED25519)")
      print(key.publicKey)
    } catch {
      FileHandle.standardError.write(Data("dubeol serve: \(error)\n".utf8))
      throw ExitCode.failure
    }
  }

  /// How a session's dubeol on this machine reaches the HTTP server listening on `host`.
  static func localURL(host: String, port: Int) -> String {
    switch host {
    case "0.0.0.0", "", "*": "http://127.0.0.1:\(port)"
    case "::": "http://[::1]:\(port)"
    default: host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
    }
  }
}
