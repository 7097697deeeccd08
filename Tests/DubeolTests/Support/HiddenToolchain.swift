import Foundation
import TestSupport

/// A command prefix that runs what follows in a mount namespace of its own, where the Swift
/// toolchain (/opt/swift) and this package's build folder are empty folders: the machine an
/// installed dubeol must work on. Needs root (`unshare -m`, `mount --bind`).
struct HiddenToolchain {
  static let hidden = [
    "/opt/swift", DubeolBinary.packageRoot.appendingPathComponent(".build").path,
  ]
  let empty: TemporaryDirectory

  init() throws { empty = try TemporaryDirectory("dubeol-empty") }

  /// `launcher + [command, arguments…]` runs the command with the folders hidden; the mounts
  /// are private to that namespace and go with its last process.
  var launcher: [String] {
    let mounts = Self.hidden.map { "mount --bind \"$0\" '\($0)'" }.joined(separator: " && ")
    return [
      "/usr/bin/unshare", "-m", "--", "/bin/sh", "-c", mounts + " && exec \"$@\"", empty.url.path,
    ]
  }

  /// Runs `command` to completion with the folders hidden, in a clean environment (off the
  /// cooperative pool).
  func run(_ command: [String], environment: [String: String], stdin: String? = nil)
    async throws -> CommandResult
  {
    let full = launcher + command
    return try await runCommandOffPool(
      full[0], Array(full.dropFirst()), environment: environment, stdin: stdin)
  }

  func remove() { empty.remove() }
}
