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
    // The UI's own options, which a bare `dubeol` takes: every one `dubeol ui --help` lists.
    let ui = try sandbox.dubeol("ui", "--help")
    let options = Set(
      ui.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," })
        .filter { $0.hasPrefix("--") }.map(String.init)
    )
    .subtracting(["--help", "--version"])
    #expect(options.isSuperset(of: ["--server", "--keyboard", "--profile"]), "\(options)")
    let overview = run.stdout.components(separatedBy: "SUBCOMMANDS:").first ?? ""
    for option in options {
      #expect(overview.contains(option + " "), "\(option) missing from:\n\(run.stdout)")
    }
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

/// Command-line conventions every subcommand keeps.
@Suite("dubeol's command line", .needsBinary)
struct CommandLineConventionTests {
  @Test(
    "a bad option is a usage error with exit code 2, whichever command it is given to",
    arguments: [
      [], ["ui"], ["convert"], ["serve"], ["reviews", "list"], ["reviews", "post"],
      ["reviews", "edit", "x"], ["reviews", "delete", "x"], ["outbox", "list"], ["outbox", "send"],
      ["outbox", "drop", "x"], ["config", "path"], ["config", "show"],
    ])
  func badOption(command: [String]) throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let run = try runDubeol(command + ["--bogus"], environment: sandbox.environment)
    #expect(run.status == 2, "\(command): \(run.status) \(run.stderr)")
    #expect(run.stderr.contains("--bogus"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test(
    "a word that names no subcommand lists the subcommands there, with exit code 2",
    arguments: [
      ([], ["ui", "convert", "serve", "reviews", "outbox", "config"]),
      (["reviews"], ["list", "post", "edit", "delete"]),
      (["outbox"], ["list", "send", "drop"]),
      (["config"], ["path", "show"]),
    ])
  func unknownSubcommand(path: [String], subcommands: [String]) throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let run = try runDubeol(path + ["bogus"], environment: sandbox.environment)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("'bogus' is not a subcommand"), "\(run.stderr)")
    let listed = run.stderr.split(separator: "\n").map { String($0).trimmingWhitespace }
    for name in subcommands {
      #expect(listed.contains { $0.hasPrefix(name + " ") }, "\(name) missing: \(run.stderr)")
    }
  }

  @Test("--version is the version scripts/version.sh computes from git")
  func version() throws {
    let script = DubeolBinary.packageRoot.appendingPathComponent("scripts/version.sh").path
    let expected = try runCommand("/bin/sh", [script]).stdout
    let run = try runDubeol(["--version"])
    #expect(run.status == 0)
    // Uncommitted edits since the build change only the .dirty mark.
    let plain = { (text: String) in text.replacingOccurrences(of: ".dirty", with: "") }
    #expect(plain(run.stdout) == plain(expected), "built \(run.stdout), now \(expected)")
    #expect(
      run.stdout.hasPrefix(
        try String(
          contentsOfFile: DubeolBinary.packageRoot.appendingPathComponent("VERSION").path,
          encoding: .utf8
        ).trimmingWhitespace))
  }
}
