import Foundation
import TestSupport
import Testing

/// `dubeol` itself: its help, and what happens when there is no terminal for the UI.
@Suite("dubeol", .needsBinary)
struct RootCommandTests {
  @Test("--help lists every subcommand with a line about it")
  func help() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let run = try sandbox.dubeol("--help")
    #expect(run.status == 0)
    let subcommands = run.stdout.components(separatedBy: "SUBCOMMANDS:").last ?? ""
    for name in ["ui", "convert", "serve", "reviews", "outbox", "config"] {
      let listed = subcommands.split(separator: "\n").contains { (line: Substring) in
        String(line).trimmingWhitespace.hasPrefix(name + " ")
      }
      #expect(listed, "\(name) missing from:\n\(run.stdout)")
    }
    #expect(subcommands.contains("ui (default)"))
  }

  @Test(
    "each subcommand's --help lists its options",
    arguments: [
      (["reviews", "post"], ["--server", "--data-dir", "--theme", "--author", "--json"]),
      (
        ["reviews", "list"], ["--server", "--data-dir", "--theme", "--start", "--count", "--json"]
      ),
      (["serve"], ["--host", "--port", "--database", "--data-dir", "--log-level"]),
      (["ui"], ["--server", "--data-dir", "--theme", "--author", "--profile"]),
      (["config"], ["path", "show"]),
      (["outbox"], ["list", "send", "drop"]),
      (["outbox", "send"], ["--data-dir", "--all"]),
    ])
  func subcommandHelp(command: [String], options: [String]) throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let run = try runDubeol(command + ["--help"], environment: sandbox.environment)
    #expect(run.status == 0, "\(run.stderr)")
    for option in options {
      #expect(run.stdout.contains(option), "\(option) missing from \(command): \(run.stdout)")
    }
  }

  @Test(
    "without a terminal the UI refuses with a clear message, a failing exit and no terminal control codes",
    arguments: [[], ["ui"], ["--data-dir", "."]])
  func noTerminal(arguments: [String]) throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let run = try runDubeol(arguments, environment: sandbox.environment, stdin: "dkssud\n")
    #expect(run.status != 0)
    #expect(run.stdout.isEmpty, "\(run.stdout)")
    #expect(run.stderr.contains("needs a terminal"), "\(run.stderr)")
    #expect(run.stderr.contains("dubeol reviews list"), "it points at what works in scripts")
    #expect(!(run.stdout + run.stderr).contains("\u{1B}"), "no escape sequences")
  }
}
