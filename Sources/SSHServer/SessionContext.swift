import Foundation

/// What every session of the server shares: how to start dubeol for a key, the limits and the
/// counters.
struct SessionContext: Sendable {
  /// The dubeol binary (this process's own).
  let executable: String
  /// The HTTP server the UI and the commands talk to.
  let serverURL: String
  let limits: SSHLimits
  let metrics: SSHMetrics
  /// The hanja index cache, shared by every key.
  let cache: URL

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

/// The client's TERM, when it is a plausible terminfo name; xterm-256color otherwise.
enum TerminalType {
  static func checked(_ term: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_+")
    guard (1...64).contains(term.count), term.allSatisfy(allowed.contains) else {
      return "xterm-256color"
    }
    return term
  }
}
