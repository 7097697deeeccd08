import Foundation
import Testing

extension AppSession {
  /// Starts `dubeol serve` on loopback (port 0 picks a free one) over `database`, logging into
  /// the sandbox. Stop it with `stop()`; if a test does not, it is killed when released.
  func startServer(port: Int, database: String) throws -> BackgroundProcess {
    servers += 1
    return try BackgroundProcess(
      DubeolBinary.path, ["serve", "--port", "\(port)", "--database", database],
      log: sandbox.url.appendingPathComponent("serve-\(servers).log"))
  }
}

extension BackgroundProcess {
  /// The port from `dubeol serve`'s "listening on http://127.0.0.1:PORT" line.
  func listeningPort() async throws -> Int {
    let pattern = #"listening on http://127\.0\.0\.1:(\d+)"#
    let output = try await waitForOutput("a listening line") {
      $0.range(of: pattern, options: .regularExpression) != nil
    }
    let line = String(output[output.range(of: pattern, options: .regularExpression)!])
    return try #require(Int(line.split(separator: ":").last ?? ""), "\(output)")
  }
}
