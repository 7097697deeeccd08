import Foundation

/// A tmux server of its own (private socket) running one window, driven like a user would.
final class Tmux {
  let socket: String
  let session = "dubeol"

  /// Starts `bash` in a detached window of the given size with a clean, UTF-8 environment.
  init(width: Int = 120, height: Int = 40, environment: [String: String] = [:]) throws {
    socket = "dubeol-e2e-\(UUID().uuidString.prefix(8))"
    var env = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
    env.merge(environment) { $1 }
    var arguments = ["new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)"]
    for (key, value) in env.sorted(by: { $0.key < $1.key }) {
      arguments += ["-e", "\(key)=\(value)"]
    }
    arguments += ["bash --norc --noprofile"]
    try tmux(arguments)
    // Without this, tmux keeps the default size of the first client (none is attached).
    try tmux(["set-option", "-t", session, "window-size", "manual"])
    try tmux(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
  }

  deinit { kill() }

  /// Types a shell command line and presses Enter.
  func run(_ commandLine: String) throws {
    try typeLiteral(commandLine)
    try sendKeys("Enter")
  }

  /// Sends text exactly as typed (no key-name lookup).
  func typeLiteral(_ text: String) throws { try tmux(["send-keys", "-t", session, "-l", text]) }

  /// Sends named keys (`Enter`, `Tab`, `C-s`, `Up` …).
  func sendKeys(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }

  /// Presses and releases the left mouse button at a 0-based cell, as an SGR mouse sequence.
  func click(x: Int, y: Int) throws {
    try typeLiteral("\u{1B}[<0;\(x + 1);\(y + 1)M")
    try typeLiteral("\u{1B}[<0;\(x + 1);\(y + 1)m")
  }

  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
  }

  /// The visible screen as lines of text.
  func capture() throws -> String {
    try tmux(["capture-pane", "-p", "-t", session])
  }

  /// Polls the screen until `predicate` holds; returns the last screen (failing the test is the caller's job).
  @discardableResult
  func waitUntil(timeout: TimeInterval = 15, _ predicate: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var screen = try capture()
    while !predicate(screen) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.1)
      screen = try capture()
    }
    return screen
  }

  func waitFor(_ text: String, timeout: TimeInterval = 15) throws -> String {
    try waitUntil(timeout: timeout) { $0.contains(text) }
  }

  func kill() {
    _ = try? tmux(["kill-server"])
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let result = try runCommand("/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments)
    guard result.status == 0 else {
      throw TmuxError(arguments: arguments, message: result.stderr)
    }
    return result.stdout
  }
}

/// A tmux command that failed.
struct TmuxError: Error, CustomStringConvertible {
  let arguments: [String]
  let message: String
  var description: String { "tmux \(arguments.joined(separator: " ")): \(message)" }
}
