import Foundation
import Terminal
import TerminalTestSupport

/// Starts `arguments` on a new 120×40 pseudo-terminal as a user would run it there: xterm-256color,
/// a UTF-8 locale, and a home and config directory of its own under `home`; `extra` is added to
/// its environment.
func startInPty(
  _ arguments: [String], home: URL, environment extra: [String: String] = [:]
) throws -> (PseudoTerminal, Process) {
  let pty = try PseudoTerminal(width: 120, height: 40)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: arguments[0])
  process.arguments = Array(arguments.dropFirst())
  var environment = ProcessInfo.processInfo.environment
  environment["TERM"] = "xterm-256color"
  environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
  environment["HOME"] = home.path
  environment["LANG"] = "C.UTF-8"
  environment.merge(extra) { _, added in added }
  process.environment = environment
  let tty = FileHandle(fileDescriptor: pty.secondary, closeOnDealloc: false)
  process.standardInput = tty
  process.standardOutput = tty
  process.standardError = FileHandle.nullDevice
  try process.run()
  return (pty, process)
}
