import Foundation
import TestSupport
import Testing

/// `dubeol convert`, run as the built binary.
@Suite("dubeol convert")
struct ConvertCommandTests {
  typealias Run = CommandResult

  /// Runs `dubeol convert` with raw bytes on stdin (these tests need invalid UTF-8), with a
  /// cache folder of its own (keyboard files are cached there, not in the user's).
  func convert(_ arguments: [String], data input: Data, cache: URL? = nil) throws -> Run {
    let own = cache == nil ? try TemporaryDirectory() : nil
    defer { own?.remove() }
    let environment = ProcessInfo.processInfo.environment.merging(
      ["XDG_CACHE_HOME": (cache ?? own!.url).path]) { $1 }
    return try runCommand(
      DubeolBinary.path, ["convert"] + arguments, environment: environment,
      stdinBytes: Array(input))
  }

  func convert(_ arguments: [String], _ input: String) throws -> Run {
    try convert(arguments, data: Data(input.utf8))
  }

  func convert(_ input: String) throws -> Run {
    try convert([], input)
  }

  @Test("the binary exists (build it first: swift build)")
  func binaryExists() {
    #expect(FileManager.default.isExecutableFile(atPath: DubeolBinary.path), "\(DubeolBinary.path)")
  }

  @Test("echo dkssudgktpdy | dubeol convert prints 안녕하세요")
  func example() throws {
    let run = try convert("dkssudgktpdy\n")
    #expect(run.stdout == "안녕하세요\n" && run.stderr.isEmpty && run.status == 0)
  }

  @Test("one output line per input line; non-keys pass through; no newline added at the end")
  func linesAndPassThrough() throws {
    #expect(try convert("rk, sk!\n3 dn😀\n").stdout == "가, 나!\n3 우😀\n")
    #expect(try convert("rk\nsk").stdout == "가\n나")
    #expect(try convert("\n\n").stdout == "\n\n")
  }

  @Test("lines longer than the 1 MB read buffer come out whole, the unfinished last one too")
  func linesLongerThanTheBuffer() throws {
    // 3 MB of "rk" (가) with a line break after the first 2.5 MB: the buffer doubles twice.
    let first = String(repeating: "rk", count: 1_250_000)
    let second = String(repeating: "sk", count: 250_000)
    let run = try convert(first + "\n" + second)
    #expect(run.status == 0 && run.stderr.isEmpty)
    #expect(
      run.stdout == String(repeating: "가", count: 1_250_000) + "\n"
        + String(repeating: "나", count: 250_000))
  }

  @Test("the profile defaults to mobile; --profile standard is libhangul")
  func profiles() throws {
    #expect(try convert("rhkl\n").stdout == "괘\n")
    #expect(try convert(["--profile", "standard"], "rhkl\n").stdout == "과ㅣ\n")
    #expect(try convert(["--profile", "mobile"], "rnjl\n").stdout == "궤\n")
  }

  @Test("options: --double-stroke, --extended-vowels, --auto-reorder")
  func options() throws {
    #expect(try convert(["--double-stroke"], "rrk\n").stdout == "까\n")
    #expect(try convert(["--extended-vowels"], "rkl\n").stdout == "개\n")
    #expect(try convert(["--auto-reorder"], "kr\n").stdout == "가\n")
    #expect(try convert("rrk kl kr\n").stdout == "ㄱ가 ㅏㅣ ㅏㄱ\n")
  }

  @Test("--backspace-char makes a character Backspace; by default it passes through")
  func backspaceCharacter() throws {
    #expect(try convert(["--backspace-char", "<"], "ekfrk<\n").stdout == "닭\n")
    #expect(
      try convert(["--backspace-char", "<", "--profile", "standard"], "ekfrk<\n").stdout == "달ㄱ\n")
    #expect(try convert(["--backspace-char", "#"], "rk #\n").stdout == "가\n")
    #expect(try convert("rk<\n").stdout == "가<\n")
  }

  @Test("--reverse writes the keys, and convert --profile standard reads them back")
  func reverseRoundTrip() throws {
    #expect(try convert(["--reverse"], "안녕하세요\n").stdout == "dkssudgktpdy\n")
    let text = "닭 까치, ㄱㅏ ㄳ 괘 ㅘㅣ 과ㅣ 꿻 100%!\n값이 비싸요 ㅋㅋ\n"
    let keys = try convert(["--reverse"], text)
    #expect(keys.status == 0)
    #expect(try convert(["--profile", "standard"], keys.stdout).stdout == text)
    #expect(try convert([], keys.stdout).stdout == text)
  }

  @Test("--keyboard types any installed keyboard; every printable ASCII key it maps is a key")
  func keyboards() throws {
    #expect(try convert(["--keyboard", "39"], "jfshea <>\n").stdout == "안녕 23\n")
    #expect(try convert(["--keyboard=39"], "jfshea <>\n").stdout == "안녕 23\n")
    #expect(try convert(["--keyboard", "3f"], "kn\n").stdout == "ㄱㄳ\n")
    #expect(try convert(["--keyboard", "ro"], "hanGug\n").stdout == "한국\n")
    #expect(
      try convert(["--keyboard", "39", "--backspace-char", "⌫"], "jfs⌫h\n").stdout == "아ㄴ\n")
    #expect(try convert(["--backspace-char", "k"], "rkrk\n").stdout == "\n")
    let refused = try convert(["--keyboard", "2y"], "rk\n")
    #expect(refused.stderr.contains("old Hangul"), "\(refused.stderr)")
    let mobile = try convert(["--keyboard", "39", "--profile", "mobile"], "rk\n")
    #expect(mobile.stderr.contains("mobile profile"), "\(mobile.stderr)")
  }

  @Test("a keyboard file is cached under XDG_CACHE_HOME, and the next run reads the cache")
  func keyboardCache() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    for _ in 0..<2 {
      let run = try convert(["--keyboard", "39"], data: Data("jfshea\n".utf8), cache: dir.url)
      #expect(run.stdout == "안녕\n" && run.stderr.isEmpty && run.status == 0)
    }
    let folder = dir.url.appendingPathComponent("dubeol/keyboards")
    #expect(try contents(of: folder).map { $0.hasPrefix("hangul-keyboard-39-") } == [true])
  }

  @Test("what an error repeats (an id, a path) reaches the terminal made visible, not raw")
  func errorsAreMadeVisible() throws {
    let run = try convert(["--keyboard", "x\u{1B}]0;owned\u{07}y"], "rk\n")
    #expect(run.status == 2)
    #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(run.stderr.contains("no keyboard x"), "\(run.stderr)")
  }

  @Test("--reverse --keyboard writes that keyboard's keys, and they read back")
  func reverseOnKeyboards() throws {
    #expect(try convert(["--reverse", "--keyboard", "39"], "안녕\n").stdout == "jfshea\n")
    let text = "닭 까치, ㄱㅏ ㄳ 괘 꿻 100%!\n값이 비싸요 ㅋㅋ\n"
    for keyboard in ["32", "39", "3f", "3s", "ahn", "ro"] {
      let keys = try convert(["--reverse", "--keyboard", keyboard], text)
      #expect(try convert(["--keyboard", keyboard], keys.stdout).stdout == text, "\(keyboard)")
    }
    // Latin letters are keys, so they do not stand for themselves (README says exactly when).
    let hello = try convert(["--reverse"], "Hello\n").stdout
    #expect(try convert([], hello).stdout == "ㅗ디ㅣㅐ\n")
  }

  @Test("files as arguments, - for stdin")
  func files() throws {
    let temporary = try TemporaryDirectory("dubeol-convert")
    defer { temporary.remove() }
    let directory = temporary.url
    let first = directory.appendingPathComponent("a.txt")
    let second = directory.appendingPathComponent("b.txt")
    try Data("rk\n".utf8).write(to: first)
    try Data("sk\n".utf8).write(to: second)
    #expect(try convert([first.path, "-", second.path], "ek\n").stdout == "가\n다\n나\n")

    let missing = try convert([directory.appendingPathComponent("none.txt").path, first.path], "")
    #expect(missing.status == 1 && missing.stdout == "가\n")
    #expect(missing.stderr.contains("none.txt") && missing.stderr.split(separator: "\n").count == 1)

    let unreadable = try convert([directory.path], "")
    #expect(unreadable.status == 1 && unreadable.stderr.contains("cannot read"))
  }

  @Test("invalid UTF-8: a one-line error with the line number, other lines converted, exit 1")
  func invalidUTF8() throws {
    let run = try convert(
      [], data: Data("rk\n".utf8) + Data([0xFF, 0xFE, 0x0A]) + Data("sk\n".utf8))
    #expect(run.status == 1)
    #expect(run.stdout == "가\n나\n")
    #expect(run.stderr == "dubeol convert: stdin:2: invalid UTF-8, line skipped\n")
  }

  @Test("an unknown option or bad value: a one-line error and exit 2")
  func usageErrors() throws {
    for arguments in [
      ["--bogus"], ["--profile", "qwerty"], ["--backspace-char", "ab"], ["--keyboard", "zz"],
      ["--keyboard", "2y"], ["--keyboard=zz"],
      ["--keyboard", "39", "--profile", "mobile"],
      ["--keyboard", "39", "--double-stroke"], ["--keyboard", "ro", "--auto-reorder"],
    ] {
      let run = try convert(arguments, "rk\n")
      #expect(run.status == 2, "\(arguments)")
      #expect(
        run.stdout.isEmpty && run.stderr.split(separator: "\n").count == 1,
        "\(arguments): \(run.stderr)")
    }
    #expect(try convert(["--bogus"], "").stderr.contains("--bogus"))
  }
}
