import Foundation
import TestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `dubeol serve --ssh 127.0.0.1:0` over a data directory of its own, and OpenSSH's client with
/// keys made by ssh-keygen: a known_hosts file of its own, no agent, no user config.
final class SSHServe {
  let directory: TemporaryDirectory
  var dataDirectory: URL { directory.url.appendingPathComponent("server-data") }
  var knownHosts: URL { directory.file("known_hosts") }
  private(set) var server: BackgroundProcess?
  private(set) var sshPort = 0
  private(set) var httpPort = 0
  private var starts = 0

  static let sshPath = "/usr/bin/ssh"
  static let keygenPath = "/usr/bin/ssh-keygen"
  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: sshPath)
      && FileManager.default.isExecutableFile(atPath: keygenPath)
  }

  init() throws {
    directory = try TemporaryDirectory("dubeol-ssh")
  }

  /// Starts the server (again, over the same data directory) and waits for both ports.
  func start(_ extra: [String] = []) async throws {
    starts += 1
    let server = try startServe(
      [
        "--port", "0", "--data-dir", dataDirectory.path, "--ssh", "127.0.0.1:0",
        "--database", directory.file("reviews.sqlite").path,
      ] + extra, log: directory.file("serve-\(starts).log"))
    self.server = server
    httpPort = try await server.listeningPort()
    let pattern = #"ssh server listening on 127\.0\.0\.1:(\d+)"#
    let output = try await server.waitForOutput("the ssh listening line") {
      $0.range(of: pattern, options: .regularExpression) != nil
    }
    let line = output[output.range(of: pattern, options: .regularExpression)!]
    sshPort = Int(line.split(separator: ":").last ?? "") ?? 0
  }

  func stop() {
    server?.stop()
    server = nil
  }

  /// A new ed25519 key pair without a passphrase; returns the private key's path.
  func makeKey(_ name: String) throws -> String {
    let path = directory.file(name).path
    let made = try runCommand(
      Self.keygenPath, ["-q", "-t", "ed25519", "-N", "", "-C", name, "-f", path])
    guard made.status == 0 else {
      throw CommandError(executable: "ssh-keygen", message: made.stderr)
    }
    return path
  }

  /// The key's fingerprint as `ssh-keygen -lf` prints it (`SHA256:…`).
  func fingerprint(of key: String) throws -> String {
    let listed = try runCommand(Self.keygenPath, ["-l", "-f", key + ".pub"])
    return listed.stdout.split(separator: " ").dropFirst().first.map(String.init) ?? ""
  }

  /// ssh's arguments up to the destination: this key only, this known_hosts, no questions.
  func clientArguments(key: String, strictHostKey: Bool = false) -> [String] {
    [
      "-F", "/dev/null", "-p", "\(sshPort)", "-i", key,
      "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes", "-o", "IdentityAgent=none",
      "-o", "StrictHostKeyChecking=\(strictHostKey ? "yes" : "no")",
      "-o", "UserKnownHostsFile=\(knownHosts.path)", "-o", "LogLevel=ERROR",
      "-o", "ConnectTimeout=20",
    ]
  }

  /// `ssh … person@127.0.0.1 COMMAND` to completion, off the cooperative pool.
  func ssh(key: String, _ command: [String], options: [String] = [], stdin: String? = nil)
    async throws -> CommandResult
  {
    try await runCommandOffPool(
      Self.sshPath, clientArguments(key: key) + options + ["person@127.0.0.1"] + command,
      environment: clientEnvironment, stdin: stdin)
  }

  /// The client's environment: a HOME of its own, no agent.
  var clientEnvironment: [String: String] {
    ["HOME": directory.url.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
  }

  /// The pids of the server's children (the sessions' dubeol processes).
  func sessionProcesses() throws -> [Int32] {
    guard let server else { return [] }
    let found = try runCommand("/usr/bin/pgrep", ["-P", "\(server.pid)"])
    return found.stdout.split(separator: "\n").compactMap { Int32($0) }
  }

  /// Polls `body` until it holds (the processes of other tests' servers never count here).
  func waitUntil(timeout: TimeInterval = 30, _ body: () throws -> Bool) async throws -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if try body() { return true }
      try await Task.sleep(for: .milliseconds(50))
    }
    return try body()
  }

  /// GET /metrics of the HTTP server beside the ssh one.
  func metrics() throws -> String {
    let url = URL(string: "http://127.0.0.1:\(httpPort)/metrics")!
    return try String(contentsOf: url, encoding: .utf8)
  }

  func remove() {
    stop()
    directory.remove()
  }
}
