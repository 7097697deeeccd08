import Foundation
import TestSupport

/// A temporary HOME, XDG config and data directory for running `dubeol` subcommands, so a test
/// never reads or writes the user's files. `remove()` it in a `defer`.
struct CLISandbox {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory("dubeol-cli")
  }

  var home: URL { directory.url.appendingPathComponent("home", isDirectory: true) }
  var configHome: URL { directory.url.appendingPathComponent("config", isDirectory: true) }
  var dataHome: URL { directory.url.appendingPathComponent("data", isDirectory: true) }
  var configFile: URL { configHome.appendingPathComponent("dubeol/config.toml") }
  /// The data directory passed with `--data-dir`.
  var dataDirectory: URL { directory.url.appendingPathComponent("reviews-data", isDirectory: true) }

  var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = configHome.path
    environment["XDG_DATA_HOME"] = dataHome.path
    environment.removeValue(forKey: "NO_COLOR")
    return environment
  }

  /// Runs `dubeol` with `arguments` in the sandbox.
  @discardableResult
  func dubeol(_ arguments: String..., stdin: String? = nil) throws -> CommandResult {
    try runDubeol(arguments, environment: environment, stdin: stdin)
  }

  /// `dubeol(_:)` on a thread of its own, for async tests that serve the child from this
  /// process: a blocked cooperative thread could starve the server the child talks to.
  func dubeolOffPool(_ arguments: String..., stdin: String? = nil) async throws -> CommandResult {
    let environment = environment
    return try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result { try runDubeol(arguments, environment: environment, stdin: stdin) })
      }.start()
    }
  }

  /// Writes `text` as config.toml (creating its folder).
  func writeConfig(_ text: String) throws {
    try FileManager.default.createDirectory(
      at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: configFile)
  }

  func remove() { directory.remove() }
}
