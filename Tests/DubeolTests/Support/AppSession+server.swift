import Foundation
import TestSupport

extension AppSession {
  /// Starts `dubeol serve` on loopback (port 0 picks a free one) over `database`, logging into
  /// the sandbox. Stop it with `stop()`; if a test does not, it is killed when released.
  func startServer(port: Int, database: String) throws -> BackgroundProcess {
    servers += 1
    return try startServe(
      ["--port", "\(port)", "--database", database],
      log: sandbox.file("serve-\(servers).log"))
  }

  /// The database of the session's own `dubeol serve`, the same across restarts.
  var serverDatabase: String { sandbox.file("server.sqlite").path }

  /// Starts `dubeol serve` over `serverDatabase` on `port` (0: a free one) and waits until it
  /// listens; returns the process and the URL the app is given with `--server`.
  func startListeningServer(port: Int = 0) async throws -> (
    process: BackgroundProcess, port: Int, url: String
  ) {
    let server = try startServer(port: port, database: serverDatabase)
    let listening = try await server.listeningPort()
    return (server, listening, "http://127.0.0.1:\(listening)")
  }
}
