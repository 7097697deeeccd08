import Foundation
import TestSupport

/// A tmux server of its own (private socket) running one window, driven like a user would.
final class Tmux {
  /// The path of the server's socket.
  let socket: String
  let session = "dubeol"
  /// What else a failed wait should show, such as the end of the app's log.
  var diagnostics: () -> String = { "" }

  static let executable = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static var isAvailable: Bool { executable != nil }

  /// Starts `bash` in a detached window of the given size with a clean, UTF-8 environment.
  /// `launcher` is a command prefix the tmux server starts under (and so the shell and what it
  /// runs), such as a mount namespace of their own.
  init(
    width: Int = 120, height: Int = 40, environment: [String: String] = [:],
    launcher: [String] = []
  ) throws {
    // A socket path of its own (not -L, whose sockets tmux leaves behind in /tmp/tmux-UID).
    socket =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("dubeol-tmux-\(UUID().uuidString.prefix(8))").path
    var env = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
    env.merge(environment) { $1 }
    var arguments = ["new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)"]
    for (key, value) in env.sorted(by: { $0.key < $1.key }) {
      arguments += ["-e", "\(key)=\(value)"]
    }
    arguments += ["bash --norc --noprofile"]
    try tmux(arguments, launcher: launcher)
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

  /// Pastes `text` as a terminal does: bracketed when the program in the pane asked for it.
  func paste(_ text: String) throws {
    try tmux(["set-buffer", "-b", "dubeol-paste", text])
    try tmux(["paste-buffer", "-p", "-d", "-b", "dubeol-paste", "-t", session])
  }

  /// Presses and releases the left mouse button at a 0-based cell, as an SGR mouse sequence.
  func click(x: Int, y: Int) throws {
    try typeLiteral("\u{1B}[<0;\(x + 1);\(y + 1)M")
    try typeLiteral("\u{1B}[<0;\(x + 1);\(y + 1)m")
  }

  /// Lets programs in the pane set tmux's paste buffer with OSC 52 (`set-clipboard on`), so a
  /// copy can be read back with `clipboard()`.
  func acceptClipboard() throws { try tmux(["set-option", "-s", "set-clipboard", "on"]) }

  /// The newest paste buffer (what the last OSC 52 copy sent), or nil while there is none.
  func clipboard() -> String? { try? tmux(["show-buffer"]) }

  func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
  }

  /// The visible screen as lines of text.
  func capture() throws -> String {
    try tmux(["capture-pane", "-p", "-t", session])
  }

  /// The visible screen with its colours, as SGR escape sequences (`capture-pane -e`).
  func captureWithColours() throws -> String {
    try tmux(["capture-pane", "-p", "-e", "-t", session])
  }

  /// A tmux format of the pane, e.g. `#{alternate_on}` or `#{pane_pid}`.
  func format(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", session, format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The pid of the shell in the pane.
  func shellPID() throws -> Int32? { Int32(try format("#{pane_pid}")) }

  /// Looks at the screen every 40 ms until `predicate` holds or `timeout` passes, and returns the
  /// last screen. It looks from a thread of its own: the tests' few cooperative threads are held
  /// by other tests' work for seconds at a time (a 40 ms `Task.sleep` there was measured taking
  /// 2–3 s often, and 53 s once, in a full run on two cores), and a toast lasts 3 s. Failing the
  /// test is the caller's job.
  @discardableResult
  func waitUntil(timeout: TimeInterval = 20, _ predicate: (String) -> Bool) async throws -> String {
    try await withoutActuallyEscaping(predicate) { predicate in
      try await onThreadOfItsOwn {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try self.capture()
        while !predicate(screen) && Date() < deadline {
          usleep(40_000)
          screen = try self.capture()
        }
        return screen
      }
    }
  }

  @discardableResult
  func waitFor(_ text: String, timeout: TimeInterval = 20) async throws -> String {
    try await waitUntil(timeout: timeout) { $0.contains(text) }
  }

  /// Polls until `predicate` holds for the screen and returns it; throws `ScreenTimeout` (with
  /// the last screen, so a failure shows what the user would have seen) when it never does.
  @discardableResult
  func screen(
    _ expectation: String, timeout: TimeInterval = 20, where predicate: (Screen) -> Bool
  ) async throws -> Screen {
    let last = Screen(try await waitUntil(timeout: timeout) { predicate(Screen($0)) })
    guard predicate(last) else {
      throw ScreenTimeout(expectation: expectation, screen: last, diagnostics: diagnostics())
    }
    return last
  }

  func kill() {
    _ = try? tmux(["kill-server"])
    unlink(socket)
  }

  @discardableResult
  private func tmux(_ arguments: [String], launcher: [String] = []) throws -> String {
    guard let executable = Self.executable else {
      throw TmuxError(arguments: arguments, message: "tmux is not installed")
    }
    let command = launcher + [executable, "-S", socket, "-f", "/dev/null"] + arguments
    let result = try runCommand(command[0], Array(command.dropFirst()))
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

/// The screen never showed what a test waited for.
struct ScreenTimeout: Error, CustomStringConvertible {
  let expectation: String
  let screen: Screen
  /// Shown before the screen: a CI page that cuts the message short keeps it.
  var diagnostics = ""
  var description: String {
    "timed out waiting for: \(expectation)\n\(diagnostics)the screen was:\(screen)"
  }
}
