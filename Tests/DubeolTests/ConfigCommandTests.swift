import Foundation
import TestSupport
import Testing

/// `dubeol config path` and `dubeol config show`, run as the built binary.
@Suite("dubeol config", .needsBinary)
struct ConfigCommandTests {
  @Test("config path is $XDG_CONFIG_HOME/dubeol/config.toml, else ~/.config/dubeol/config.toml")
  func path() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let run = try sandbox.dubeol("config", "path")
    #expect(run.status == 0 && run.stderr.isEmpty)
    #expect(run.stdout == sandbox.configFile.path + "\n")

    var environment = sandbox.environment
    environment.removeValue(forKey: "XDG_CONFIG_HOME")
    let fallback = try runDubeol(["config", "path"], environment: environment)
    #expect(fallback.stdout == sandbox.home.path + "/.config/dubeol/config.toml\n")
    // XDG says a relative path in the variable is to be ignored.
    environment["XDG_CONFIG_HOME"] = "relative/config"
    let relative = try runDubeol(["config", "path"], environment: environment)
    #expect(relative.stdout == sandbox.home.path + "/.config/dubeol/config.toml\n")
  }

  @Test("with no file, config show prints the defaults as a config.toml to start from")
  func showDefaults() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let run = try sandbox.dubeol("config", "show")
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("# In effect: the built-in defaults"))
    for line in [
      "author = \"익명\"", "theme = \"PLKEY0-L-81\"", "profile = \"mobile\"",
      "list = [\"안녕하세요~\", \"감사합니다!\", \"지금 가는 중이야!\"]",
      "items = [\"😀\", \"ㅋㅋㅋㅋㅋㅋ\", \"❤️\", \"넵넵!!\", \"안녕하세요!\", \"ㅠㅠㅠㅠ\"]",
    ] {
      #expect(run.stdout.contains("\n\(line)\n"), "missing \(line) in:\n\(run.stdout)")
    }
    #expect(!FileManager.default.fileExists(atPath: sandbox.configFile.path), "show writes nothing")
    #expect(try sandbox.dubeol("config").stdout == run.stdout, "show is the default subcommand")

    // What it prints is a valid config file that means the same.
    try sandbox.writeConfig(run.stdout)
    let reread = try sandbox.dubeol("config", "show")
    #expect(reread.status == 0 && reread.stderr.isEmpty, "\(reread.stderr)")
    #expect(reread.stdout.hasPrefix("# In effect: \(sandbox.configFile.path)\n"))
    #expect(body(reread.stdout) == body(run.stdout))
  }

  @Test("a valid file is what config show reports in effect")
  func showValidFile() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    try sandbox.writeConfig(
      """
      author = "민수"
      theme = "7"

      [engine]
      profile = "standard"
      double_stroke = true

      [phrases]
      list = ["잘 부탁해요"]

      """)
    let run = try sandbox.dubeol("config", "show")
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("# In effect: \(sandbox.configFile.path)\n"))
    for line in [
      "author = \"민수\"", "theme = \"7\"", "profile = \"standard\"", "double_stroke = true",
      "list = [\"잘 부탁해요\"]",
    ] {
      #expect(run.stdout.contains("\n\(line)\n"), "missing \(line) in:\n\(run.stdout)")
    }
  }

  /// Broken files: the line `config show` must point at, and a word of the reason.
  static let brokenFiles: [(text: String, line: Int, reason: String)] = [
    ("author = \"민수\"\ntheme = \n[engine]\n", 2, "invalid TOML"),
    ("author = 3\n", 1, "author"),
    ("author = \"민수\"\n\n[engine]\nprofile = \"qwerty\"\n", 4, "qwerty"),
  ]

  @Test(
    "a broken file: exit 1, path:line: and the reason on stderr, what is in effect on stdout, the file left as is",
    arguments: brokenFiles.indices)
  func showBrokenFile(index: Int) throws {
    let (text, line, reason) = Self.brokenFiles[index]
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    try sandbox.writeConfig(text)
    let folder = sandbox.configFile.deletingLastPathComponent().path
    let before = try FileManager.default.contentsOfDirectory(atPath: folder)

    let run = try sandbox.dubeol("config", "show")
    #expect(run.status == 1)
    #expect(run.stderr.contains("\(sandbox.configFile.path):\(line): "), "\(run.stderr)")
    #expect(run.stderr.contains(reason), "\(run.stderr)")
    if reason == "invalid TOML" {
      #expect(run.stdout.contains("the built-in defaults"), "\(run.stdout)")
      #expect(run.stdout.contains("author = \"익명\""), "the defaults are shown as in effect")
    } else {
      // A bad value falls back alone: the rest of the file stays in effect.
      #expect(run.stdout.contains("the built-in default for each value"), "\(run.stdout)")
      let author = text.hasPrefix("author = \"민수\"") ? "민수" : "익명"
      #expect(run.stdout.contains("author = \"\(author)\""), "\(run.stdout)")
    }
    #expect(try String(contentsOf: sandbox.configFile, encoding: .utf8) == text)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == before, "no file added")
  }

  /// The settings part of `config show` (after the "# In effect" line).
  private func body(_ output: String) -> String {
    output.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).last.map(
      String.init)
      ?? ""
  }
}
