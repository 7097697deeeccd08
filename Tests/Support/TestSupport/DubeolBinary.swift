import Foundation

/// Where the built `dubeol` executable is: `$DUBEOL_BIN` (set by `make test`), else `.build/debug`.
public enum DubeolBinary {
  public static var path: String {
    if let path = ProcessInfo.processInfo.environment["DUBEOL_BIN"], !path.isEmpty { return path }
    return packageRoot.appendingPathComponent(".build/debug/dubeol").path
  }

  /// Whether there is a binary to run (the suites that run it are skipped without one).
  public static var exists: Bool { FileManager.default.isExecutableFile(atPath: path) }

  public static var packageRoot: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // TestSupport
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
  }
}

/// Runs the built `dubeol` with `arguments` (stdin a closed pipe unless `stdin` is given).
@discardableResult
public func runDubeol(
  _ arguments: [String], environment: [String: String]? = nil, stdin: String? = nil
) throws -> CommandResult {
  try runCommand(DubeolBinary.path, arguments, environment: environment, stdin: stdin)
}

/// Starts `dubeol serve` with `arguments`, its output logged into `log`.
public func startServe(_ arguments: [String], log: URL) throws -> BackgroundProcess {
  try BackgroundProcess(DubeolBinary.path, ["serve"] + arguments, log: log)
}

extension BackgroundProcess {
  /// The port from `dubeol serve`'s "listening on http://127.0.0.1:PORT" line.
  public func listeningPort() async throws -> Int {
    let pattern = #"listening on http://127\.0\.0\.1:(\d+)"#
    let output = try await waitForOutput("a listening line") {
      $0.range(of: pattern, options: .regularExpression) != nil
    }
    let line = output[output.range(of: pattern, options: .regularExpression)!]
    guard let port = Int(line.split(separator: ":").last ?? "") else {
      throw CommandError(executable: "dubeol serve", message: "no port in: \(output)")
    }
    return port
  }
}
