import Foundation
import TestSupport
import Testing

@testable import Persistence

/// A broken config.toml and the line and message its problem must name.
struct BrokenCase: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  var line: Int?
  var message: String

  var testDescription: String { name }
}

@Suite("broken config.toml")
struct BrokenConfigTests {
  static let cases: [BrokenCase] = [
    BrokenCase(
      name: "bad TOML syntax", text: "author = \"민수\"\n\n[engine\nprofile = \"mobile\"\n",
      line: 3, message: "invalid TOML"),
    BrokenCase(
      name: "unterminated string", text: "# comment\nauthor = \"민수\n", line: 2,
      message: "invalid TOML"),
    BrokenCase(
      name: "duplicate key", text: "author = \"a\"\nauthor = \"b\"\n", line: 2,
      message: "invalid TOML"),
    BrokenCase(
      name: "author is a number", text: "# mine\nauthor = 42\n", line: 2,
      message: "author must be a string in quotes (found integer)"),
    BrokenCase(
      name: "empty author", text: "author = \"  \"\n", line: 1,
      message: "author must not be empty"),
    BrokenCase(
      name: "server not a URL", text: "author = \"a\"\nserver = \"localhost:8080\"\n", line: 2,
      message: "server must be an http:// or https:// URL"),
    BrokenCase(
      name: "theme with a slash", text: "theme = \"../admin\"\n", line: 1,
      message: "theme must be letters, digits, - or _"),
    BrokenCase(
      name: "unknown profile", text: "[engine]\n\nprofile = \"sebeolsik\"\n", line: 3,
      message: "engine.profile must be one of \"mobile\", \"standard\" (found \"sebeolsik\")"),
    BrokenCase(
      name: "option not a bool", text: "[engine]\ndouble_stroke = \"yes\"\n", line: 2,
      message: "engine.double_stroke must be true or false (found string)"),
    BrokenCase(
      name: "engine not a table", text: "engine = \"mobile\"\n", line: 1,
      message: "engine must be a table like [engine] (found string)"),
    BrokenCase(
      name: "phrases not a list", text: "[phrases]\nlist = \"안녕\"\n", line: 2,
      message: "phrases.list must be a list of strings"),
    BrokenCase(
      name: "phrase not a string",
      text: "[phrases]\nlist = [\n  \"안녕\",\n  3,\n]\n", line: 2,
      message: "phrases.list item 2 must be a string in quotes (found integer)"),
    BrokenCase(
      name: "empty phrase", text: "[phrases]\nlist = [\"안녕\", \"\"]\n", line: 2,
      message: "phrases.list item 2 must not be empty"),
    BrokenCase(
      name: "phrase with a line break", text: "[phrases]\nlist = [\"안녕\\n하세요\"]\n", line: 2,
      message: "phrases.list item 1 must not contain control characters"),
    BrokenCase(
      name: "five shortcuts",
      text: "[shortcuts]\nitems = [\"a\", \"b\", \"c\", \"d\", \"e\"]\n", line: 2,
      message: "shortcuts.items must hold exactly 6 items (found 5)"),
    BrokenCase(
      name: "seven shortcuts",
      text: "[shortcuts]\nitems = [\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\"]\n", line: 2,
      message: "shortcuts.items must hold exactly 6 items (found 7)"),
    BrokenCase(
      name: "current out of range", text: "[shortcuts]\ncurrent = 6\n", line: 2,
      message: "shortcuts.current must be between 0 and 5 (found 6)"),
    BrokenCase(
      name: "negative current", text: "[shortcuts]\ncurrent = -1\n", line: 2,
      message: "shortcuts.current must be between 0 and 5 (found -1)"),
    BrokenCase(
      name: "current not a number", text: "[shortcuts]\ncurrent = 1.5\n", line: 2,
      message: "shortcuts.current must be a whole number (found floating-point number)"),
    BrokenCase(
      name: "unknown colour theme", text: "[ui]\ncolor_theme = \"neon\"\n", line: 2,
      message: "ui.color_theme must be one of \"default\", \"mono\" (found \"neon\")"),
    BrokenCase(
      name: "problem in an inline table", text: "\n\nui = { color_theme = 1 }\n", line: 3,
      message: "ui.color_theme must be a string in quotes (found integer)"),
    BrokenCase(
      name: "problem after a multi-line string",
      text: "note = \"\"\"\n[engine]\nprofile = 1\n\"\"\"\n[engine]\nprofile = 2\n", line: 6,
      message: "engine.profile must be a string in quotes (found integer)"),
    BrokenCase(
      name: "quoted keys", text: "[\"engine\"]\n\"auto_reorder\" = 1\n", line: 2,
      message: "engine.auto_reorder must be true or false (found integer)"),
    BrokenCase(
      name: "escape sequence in a value", text: "[engine]\nprofile = \"\\u001b[31m\"\n", line: 2,
      message: "(found \"\\u001B[31m\")"),
    BrokenCase(
      name: "NUL character", text: "author = \"a\"\n# \0\n", line: 2,
      message: "contains a NUL character"),
    // Headers that made toml++ abort the process (found by make fuzz).
    BrokenCase(
      name: "[[ alone", text: "author = \"a\"\n[[\n", line: 2, message: "must name a key"),
    BrokenCase(name: "[.a]", text: "[.a]\n", line: 1, message: "must name a key"),
    BrokenCase(
      name: "[ at the end of a line", text: "[\na]\n", line: 1, message: "must name a key"),
    BrokenCase(name: "[[[", text: "\n\n[[[a]]]\n", line: 3, message: "must name a key"),
  ]

  @Test(arguments: cases)
  func brokenFilesNameTheirLine(_ broken: BrokenCase) {
    let file = URL(fileURLWithPath: "/test/config.toml")
    let problems = SettingsDecoder.decode(broken.text, file: file).problems
    guard !problems.isEmpty else {
      Issue.record("\(broken.name) was accepted")
      return
    }
    let first = problems[0]
    #expect(first.line == broken.line)
    #expect(first.message.contains(broken.message), "\(first.message)")
    #expect(first.file == file)
  }

  @Test func everyProblemIsReportedInFileOrder() {
    let text = "[ui]\ncolor_theme = \"neon\"\n[engine]\nprofile = 3\n"
    let file = URL(fileURLWithPath: "/test/config.toml")
    let problems = SettingsDecoder.decode(text, file: file).problems
    #expect(problems.map(\.line) == [2, 4])
  }

  @Test func aProblemPrintsLikeACompilerMessage() {
    let problem = ConfigProblem(
      file: URL(fileURLWithPath: "/home/u/.config/dubeol/config.toml"), line: 4,
      message: "shortcuts.current must be between 0 and 5 (found 9)")
    #expect(
      problem.description
        == "/home/u/.config/dubeol/config.toml:4: shortcuts.current must be between 0 and 5 (found 9)"
    )
  }

  @Test("a header-like line inside a multi-line string is text, not a header")
  func headerInsideMultilineString() {
    let text = "author = \"a\"\n[favorites]\nlist = [\"\"\"\n[. not a header\n\"\"\"]\n"
    #expect(TOMLHeaderGuard.firstBadHeader(in: text) == nil)
  }

  @Test("one bad value keeps its default and every other key of the file (the author stays)")
  func oneBadValueKeepsTheRest() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("config.toml")
      let text = "author = \"민지\"\ntheme = \"6\"\n[engine]\nprofile = \"qwerty\"\n"
      try Data(text.utf8).write(to: file)
      let store = SettingsStore(file: file)
      let load = store.load()
      #expect(load.settings.authorName == "민지")
      #expect(load.settings.themeId == "6")
      #expect(load.settings.profile == Settings.defaults.profile)
      #expect(load.problem?.line == 4)
      #expect(load.valuesOnly)

      // Saving from the UI works, keeps the bad line in front of the user, and the old file.
      var edited = load.settings
      edited.favoritePhrases = ["새 문구"]
      try store.save(edited)
      let saved = try String(contentsOf: file, encoding: .utf8)
      #expect(saved.contains("# profile = \"qwerty\""), "\(saved)")
      #expect(try String(contentsOf: store.backupFile, encoding: .utf8) == text)
      let again = store.load()
      #expect(again.problem == nil)
      #expect(again.settings.authorName == "민지" && again.settings.favoritePhrases == ["새 문구"])
    }
  }

  @Test("a file that is not TOML still gives the defaults and is never overwritten")
  func syntaxErrorIsStillBroken() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("config.toml")
      try Data("author = \"민지\n".utf8).write(to: file)
      let store = SettingsStore(file: file)
      #expect(!store.load().valuesOnly)
      #expect(throws: SettingsStoreError.self) { try store.save(.defaults) }
    }
  }
}

@Suite("[colors] and [ui] background in config.toml")
struct ThemeColorsConfigTests {
  @Test("a name, a palette number and #rrggbb set roles; a bad one is reported by line")
  func colorsAndABadOne() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("config.toml")
      let text = """
        [ui]
        background = "light"
        [colors]
        header = "bright_blue"
        key = 238
        author = "#1A7F37"
        hint = "mauve"
        selection = 300

        """
      try Data(text.utf8).write(to: file)
      let load = SettingsStore(file: file).load()
      #expect(load.settings.background == .light)
      let colors = load.settings.themeColors
      #expect(colors.header?.value == .palette(12))
      #expect(colors.key?.value == .palette(238))
      #expect(colors.author?.value == .rgb(0x1A, 0x7F, 0x37))
      #expect(colors.hint == nil, "a bad value keeps the default")
      #expect(colors.selection == nil)
      #expect(load.problems.map(\.line) == [7, 8])
      #expect(load.problems.first?.message.contains("colors.hint must be a colour name") == true)
    }
  }

  @Test("set colours are written back as they were given")
  func roundTrip() {
    var settings = Settings.defaults
    settings.themeColors.header = ThemeColor("#005F87")
    settings.themeColors.key = ThemeColor(number: 7)
    settings.background = .dark
    let text = settings.tomlText
    #expect(text.contains("header = \"#005F87\""))
    #expect(text.contains("key = 7"))
    #expect(text.contains("# toast = \"green\""), "unset roles are listed, commented out")
  }
}
