import Foundation
import TestSupport

/// dubeol run from a bash prompt in a private tmux window, on a sandbox of its own: a temporary
/// data directory, config directory and HOME, so a test never touches the user's data.
/// `close()` (call it in a `defer`) kills whatever is left and removes the sandbox.
final class AppSession {
  let sandbox: TemporaryDirectory
  let tmux: Tmux
  var dataDirectory: URL { sandbox.url.appendingPathComponent("data", isDirectory: true) }
  var configHome: URL { sandbox.url.appendingPathComponent("config", isDirectory: true) }
  var configFile: URL { configHome.appendingPathComponent("dubeol/config.toml") }
  var draftFile: URL { dataDirectory.appendingPathComponent("draft.txt") }
  var outboxFile: URL { dataDirectory.appendingPathComponent("outbox.json") }
  private var launches = 0
  /// How many `dubeol serve` processes this session started (names their logs).
  var servers = 0
  /// The dubeol that `launch` starts.
  let executable: String

  /// `launcher` prefixes the tmux server (see `Tmux`); `executable` is the dubeol to run.
  init(
    width: Int = 120, height: Int = 40, launcher: [String] = [],
    executable: String = DubeolBinary.path
  ) throws {
    self.executable = executable
    sandbox = try TemporaryDirectory("dubeol-e2e")
    let home = sandbox.url.appendingPathComponent("home", isDirectory: true)
    let configHome = sandbox.url.appendingPathComponent("config", isDirectory: true)
    for directory in [home, configHome] {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    tmux = try Tmux(
      width: width, height: height,
      environment: [
        "HOME": home.path, "XDG_CONFIG_HOME": configHome.path, "HISTFILE": "/dev/null",
        "XDG_DATA_HOME": sandbox.url.appendingPathComponent("xdg-data").path,
      ], launcher: launcher)
    let log = dataDirectory.appendingPathComponent("dubeol.log")
    tmux.diagnostics = { Self.tail(of: log) }
  }

  /// The last lines of the app's log, for a failed wait's message (empty when there is none).
  static func tail(of log: URL, lines: Int = 6) -> String {
    guard let text = try? String(contentsOf: log, encoding: .utf8), !text.isEmpty else { return "" }
    let last = text.split(separator: "\n").suffix(lines).map { "  " + $0.prefix(240) }
    return "the app's log ends:\n" + last.joined(separator: "\n") + "\n"
  }

  /// The environment of a CLI run that shares the session's sandbox.
  var cliEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = configHome.path
    environment["HOME"] = sandbox.url.appendingPathComponent("home").path
    environment["XDG_DATA_HOME"] = sandbox.url.appendingPathComponent("xdg-data").path
    return environment
  }

  /// Starts dubeol on the session's data directory from the bash prompt. When it ends the shell
  /// prints `EXIT<n>=<status>` (n counts launches), so tests can see how it ended.
  func launch(_ arguments: [String] = [], environment: [String: String] = [:]) async throws {
    launches += 1
    // The shell must be up before the line is typed, or its echo lands on the app's screen.
    if launches == 1 {
      try await tmux.screen("a shell prompt") { !$0.text.trimmingWhitespace.isEmpty }
    }
    let assignments = environment.sorted { $0.key < $1.key }.map {
      "\($0.key)=" + Self.shellQuoted($0.value) + " "
    }
    let words = [executable, "--data-dir", dataDirectory.path] + arguments
    // Arithmetic in the echo keeps the marker out of the typed command line.
    try tmux.run(
      assignments.joined() + words.map(Self.shellQuoted).joined(separator: " ")
        + "; echo EXIT$((\(launches)))=$?")
  }

  /// Waits until the UI is up: the whole layout is drawn and the list shows its reviews.
  @discardableResult
  func waitUntilReady() async throws -> Screen {
    try await tmux.screen("the full layout with the review list loaded") {
      $0.showsFullLayout && $0.listIsLoaded && !$0.reviews.isEmpty
    }
  }

  /// Waits for the app of the latest launch to end and returns its exit status.
  func waitForExit(timeout: TimeInterval = 20) async throws -> Int32 {
    let marker = "EXIT\(launches)="
    let screen = try await tmux.screen("\(marker)<status> from the shell", timeout: timeout) {
      $0.contains(marker)
    }
    let after = screen.text.components(separatedBy: marker).last ?? ""
    return Int32(after.prefix { $0.isNumber }) ?? -1
  }

  /// The pid of the running app: the shell's child.
  func appPID() throws -> Int32? {
    guard let shell = try tmux.shellPID() else { return nil }
    let result = try runCommand("/usr/bin/pgrep", ["-P", "\(shell)"])
    return result.stdout.split(separator: "\n").compactMap { Int32($0) }.first
  }

  /// Types keys in the 2-beolsik layout as on a physical keyboard.
  func type(_ keys: String) throws { try tmux.typeLiteral(keys) }

  /// Moves the grid's highlight to the key labelled `label` with the arrow keys, reading the
  /// screen after each step, then presses Enter. The grid must have focus.
  func pressOnGrid(_ label: String) async throws {
    for _ in 0..<40 {
      let screen = try await tmux.screen("a highlighted key and a key labelled \(label)") {
        $0.highlightedKey != nil && $0.key(label) != nil
      }
      let target = screen.key(label)!
      let current = screen.highlightedKey!
      if current.label == label {
        try tmux.sendKeys("Enter")
        return
      }
      let arrow =
        target.y < current.y
        ? "Up" : target.y > current.y ? "Down" : target.x > current.x ? "Right" : "Left"
      try tmux.sendKeys(arrow)
      try await tmux.screen("the highlight to move \(arrow) from \(current)") {
        $0.highlightedKey != nil && $0.highlightedKey != current
      }
    }
    throw ScreenTimeout(
      expectation: "the highlight to reach \(label)", screen: Screen(try tmux.capture()),
      diagnostics: tmux.diagnostics())
  }

  /// Clicks the key labelled `label`, found on the current screen.
  func clickOnGrid(_ label: String) throws {
    let screen = Screen(try tmux.capture())
    guard let key = screen.key(label) else {
      throw ScreenTimeout(
        expectation: "a key labelled \(label) to click", screen: screen,
        diagnostics: tmux.diagnostics())
    }
    try tmux.click(x: key.x, y: key.y)
  }

  /// Writes config.toml (its folder made first) for the next launch.
  func writeConfig(_ text: String) throws {
    try FileManager.default.createDirectory(
      at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: configFile)
  }

  /// The saved draft, or nil when there is none.
  func savedDraft() -> String? { try? String(contentsOf: draftFile, encoding: .utf8) }

  /// Polls a file-system condition (drafts are saved within a second, not at once).
  func waitUntil(
    _ expectation: String, timeout: TimeInterval = 20, _ condition: () -> Bool
  ) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      guard Date() < deadline else {
        throw ScreenTimeout(
          expectation: expectation, screen: Screen(try tmux.capture()),
          diagnostics: tmux.diagnostics())
      }
      try await Task.sleep(for: .milliseconds(100))
    }
  }

  /// Kills the app if it still runs, the tmux server, and removes the sandbox.
  func close() {
    if let pid = try? appPID() { Foundation.kill(pid, SIGKILL) }
    let shell = try? tmux.shellPID()
    tmux.kill()
    // The shell may still be writing into the sandbox as it hangs up; let it go first.
    if let shell {
      for _ in 0..<50 where Self.isAlive(shell) { usleep(20_000) }
    }
    sandbox.remove()
  }

  /// Whether `pid` still runs (a zombie does not count: nobody may be left to reap it).
  static func isAlive(_ pid: Int32) -> Bool {
    guard Foundation.kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return true }
    return !stat[end...].hasPrefix(") Z")
  }

  static func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
