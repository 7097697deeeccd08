import Foundation
import TestSupport
import Testing

/// `dubeol hanja`, run as the built binary on libhangul-data's tables, in a sandbox (its own
/// HOME, so the index is cached there and the user's cache is not touched).
@Suite("dubeol hanja", .enabled(if: DubeolBinary.exists))
struct HanjaCommandTests {
  func hanja(_ sandbox: CLISandbox, _ arguments: [String], stdin: [UInt8] = []) throws
    -> CommandResult
  {
    try runCommand(
      DubeolBinary.path, ["hanja"] + arguments, environment: sandbox.environment, stdinBytes: stdin)
  }

  func withSandbox(_ body: (CLISandbox) throws -> Void) throws {
    let sandbox = try CLISandbox()
    defer { sandbox.directory.remove() }
    try body(sandbox)
  }

  /// The usual lines skip the parser (`QuickStart.plainHanja`); with `--` before the words the
  /// same line goes through it, and the answers must not differ.
  @Test(
    "the usual lines answer as the parser's reading of them does",
    arguments: [
      (["--json", "대한민국"], ["--json", "--", "대한민국"]),
      (["--match", "suffix", "삼국사기"], ["--match", "suffix", "--", "삼국사기"]),
      (["--match=prefix", "--json", "한국어"], ["--match=prefix", "--json", "--", "한국어"]),
      (["--symbols", "ㅁ"], ["--symbols", "--", "ㅁ"]),
      (["한국", "--json", "대한"], ["--json", "--", "한국", "대한"]),
      (["--data-dir", "DATA", "한국"], ["--data-dir", "DATA", "--", "한국"]),
      (["--json"], ["--json", "--"]),
    ])
  func quickLinesAsParsed(quick: [String], parsed: [String]) throws {
    try withSandbox { sandbox in
      let data = { (line: [String]) in
        line.map { $0 == "DATA" ? sandbox.directory.url.path : $0 }
      }
      let stdin = Array("한국\n삼국\n".utf8)
      let fast = try hanja(sandbox, data(quick), stdin: stdin)
      let slow = try hanja(sandbox, data(parsed), stdin: stdin)
      #expect(fast.status == 0 && fast.stdout.count > 10, "\(quick): \(fast.stderr)")
      #expect(fast.stdout == slow.stdout && fast.stderr == slow.stderr, "\(quick)")
      #expect(fast.status == slow.status)
    }
  }

  @Test("a word prints a table of key, hanja and meaning, 韓國 대한민국 first")
  func table() throws {
    try withSandbox { sandbox in
      let run = try hanja(sandbox, ["한국"])
      #expect(run.status == 0 && run.stderr.isEmpty)
      #expect(run.stdout.hasPrefix("한국  韓國  대한민국\n한국  寒國\n"))
    }
  }

  @Test("--json: one JSON array a word, comment \"\" when there is none; stdin lines alike")
  func json() throws {
    try withSandbox { sandbox in
      let run = try hanja(sandbox, ["--json"], stdin: Array("한국\n없는말\n".utf8))
      #expect(run.status == 0)
      let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 3 && lines[1] == "[]" && lines[2] == "")
      let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [[String: String]]
      #expect(first?.first == ["key": "한국", "value": "韓國", "comment": "대한민국"])
      #expect(first?.dropFirst().first == ["key": "한국", "value": "寒國", "comment": ""])
    }
  }

  @Test("--match suffix and prefix find the word's endings and beginnings, longest first")
  func match() throws {
    try withSandbox { sandbox in
      let suffix = try hanja(sandbox, ["--json", "--match", "suffix", "삼국사기"]).stdout
      #expect(suffix.hasPrefix(#"[{"key":"삼국사기","value":"三國史記","comment":""}"#))
      #expect(suffix.contains(#""key":"사기""#) && suffix.contains(#""key":"기""#))
      let prefix = try hanja(sandbox, ["--json", "--match", "prefix", "삼국사기"]).stdout
      #expect(prefix.contains(#""key":"삼국""#) && !prefix.contains(#""key":"사기""#))
    }
  }

  @Test("--symbols looks a jamo up in the symbol table: ㅁ gives ★")
  func symbols() throws {
    try withSandbox { sandbox in
      let run = try hanja(sandbox, ["--symbols", "--json", "ㅁ"])
      #expect(run.status == 0 && run.stdout.contains(#""value":"★""#))
    }
  }

  @Test("a line that is not UTF-8 is reported with its number, the others answered, exit 1")
  func invalidLine() throws {
    try withSandbox { sandbox in
      let input = Array("한국\n".utf8) + [0xFF, 0xFE, 0x0A] + Array("국\n".utf8)
      let run = try hanja(sandbox, ["--json"], stdin: input)
      #expect(run.status == 1)
      #expect(run.stderr == "dubeol hanja: stdin:2: invalid UTF-8, line skipped\n")
      #expect(run.stdout.split(separator: "\n").count == 2)
    }
  }

  @Test("[hanja] table in config.toml selects another file; a missing or bad one is named")
  func configuredTable() throws {
    try withSandbox { sandbox in
      let table = sandbox.directory.file("my.txt")
      try Data("한국:韓國:우리 나라\n".utf8).write(to: table)
      try FileManager.default.createDirectory(
        at: sandbox.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("[hanja]\ntable = \"\(table.path)\"\n".utf8).write(to: sandbox.configFile)
      #expect(try hanja(sandbox, ["한국"]).stdout == "한국  韓國  우리 나라\n\n")
      try Data("한국:韓國:우리 나라\n한국\n".utf8).write(to: table)
      let bad = try hanja(sandbox, ["한국"])
      #expect(bad.status == 1)
      #expect(bad.stderr.contains("\(table.path):2: expected key:value:comment"))
      try FileManager.default.removeItem(at: table)
      let missing = try hanja(sandbox, ["한국"])
      #expect(missing.status == 1 && missing.stderr.contains("\(table.path): no such file"))
    }
  }
}
