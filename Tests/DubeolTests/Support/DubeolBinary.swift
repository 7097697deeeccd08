import Foundation
import Testing

/// Where the built `dubeol` executable is: `$DUBEOL_BIN` (set by `make test`), else `.build/debug`.
enum DubeolBinary {
  static var path: String {
    if let path = ProcessInfo.processInfo.environment["DUBEOL_BIN"], !path.isEmpty { return path }
    return packageRoot.appendingPathComponent(".build/debug/dubeol").path
  }

  /// Whether there is a binary to run (the end-to-end suites are skipped without one).
  static var exists: Bool { FileManager.default.isExecutableFile(atPath: path) }

  static let missing: Comment =
    "needs the dubeol binary: swift build --product dubeol, or set DUBEOL_BIN"

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // DubeolTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
  }
}

/// A private temporary directory removed by `remove()`.
struct TemporaryDirectory {
  let url: URL

  init(_ prefix: String = "dubeol-test") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Runs the built `dubeol` with `arguments` (stdin a closed pipe unless `stdin` is given).
@discardableResult
func runDubeol(
  _ arguments: [String], environment: [String: String]? = nil, stdin: String? = nil
) throws -> CommandResult {
  try runCommand(DubeolBinary.path, arguments, environment: environment, stdin: stdin)
}
