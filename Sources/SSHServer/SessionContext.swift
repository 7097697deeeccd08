import Foundation
import Logging

/// What every session of the server shares: how to start dubeol for a key, the limits and the
/// counters.
struct SessionContext: Sendable {
  /// The dubeol binary (this process's own).
  let executable: String
  /// The HTTP server the UI and the commands talk to.
  let serverURL: String
  let limits: SSHLimits
  let metrics: SSHMetrics
  /// The cache (the hanja index, pictures), shared by every key.
  let cache: URL
  /// The connection's address, for the log.
  let address: String
  let logger: Logger

  /// `dubeol ARGUMENTS… --server URL`: the server's options go last, after the subcommand
  /// (exec commands cannot name them; see `ExecCommand`).
  func arguments(_ command: [String]) -> [String] {
    [executable] + command + ["--server", serverURL]
  }

  /// The key's environment, the terminal type and nothing of the server's own.
  func environment(_ home: KeyHome, term: String?) -> [String: String] {
    var environment = home.environment(cache: cache)
    environment["PATH"] = "/usr/local/bin:/usr/bin:/bin"
    environment["LANG"] = "C.UTF-8"
    if let term { environment["TERM"] = TerminalType.checked(term) }
    return environment
  }
}

/// The client's TERM when this machine has its terminfo entry; xterm-256color otherwise (a
/// client's `xterm-kitty` or `alacritty` would stop ncurses from starting at all).
enum TerminalType {
  static let fallback = "xterm-256color"
  /// Where ncurses looks (Debian: /etc, /lib, /usr/share).
  static let directories = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]

  static func checked(_ term: String, directories: [String] = directories) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_+")
    guard (1...64).contains(term.count), term.allSatisfy(allowed.contains), let first = term.first
    else { return fallback }
    let known = directories.contains { directory in
      FileManager.default.fileExists(atPath: "\(directory)/\(first)/\(term)")
    }
    return known ? term : fallback
  }
}
