import Foundation
import TestSupport
import Testing

/// `dubeol config keys` and `[keys]` problems in `dubeol config show`, run as the built binary.
@Suite("dubeol config keys", .needsBinary)
struct ConfigKeysCommandTests {
  @Test("config keys lists every command with where it works, its keys in effect and what it does")
  func listsTheKeysInEffect() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let defaults = try sandbox.dubeol("config", "keys")
    #expect(defaults.status == 0 && defaults.stderr.isEmpty, "\(defaults.stderr)")
    let postLine = defaults.stdout.split(separator: "\n").first { $0.hasPrefix("post ") }
    #expect(postLine?.contains("everywhere") == true)
    #expect(postLine?.contains("ctrl+s, ctrl+enter, alt+enter") == true)
    #expect(postLine?.hasSuffix("리뷰 등록") == true, "\(postLine ?? "")")

    try sandbox.writeConfig("[keys]\npost = \"f5\"\nrefresh = \"ctrl+t\"\n")
    let mine = try sandbox.dubeol("config", "keys")
    #expect(mine.status == 0 && mine.stderr.isEmpty, "\(mine.stderr)")
    let post = mine.stdout.split(separator: "\n").first { $0.hasPrefix("post ") }
    #expect(post?.contains(" f5 ") == true && post?.contains("ctrl+s") == false, "\(post ?? "")")
  }

  @Test(
    "a bad [keys] line is named with its line by config show and config keys; the others stay")
  func badBindingsAreReported() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    try sandbox.writeConfig(
      "author = \"민수\"\n[keys]\npots = \"f5\"\nhelp = \"ctrl+qq\"\nshortcuts = \"f2\"\nrefresh = \"f8\"\n"
        + "outbox = \"f8\"\n"
    )
    let path = sandbox.configFile.path
    let show = try sandbox.dubeol("config", "show")
    #expect(show.status == 1)
    #expect(show.stdout.contains("author = \"민수\""))
    for expected in [
      "\(path):3: keys.pots: unknown command \"pots\"",
      "\(path):4: keys.help: unknown key name \"ctrl+qq\"",
      "help keeps its default keys f1, ?",
      "\(path):7: keys.outbox: \"f8\" is already refresh's key in everywhere; outbox keeps its default keys f6, o",
      // The user's key wins over another command's default, and that is said once.
      "dubeol: note: \(path):5: keys.shortcuts: f2 now runs shortcuts (단축키 고르기); phrases keeps alt+1",
      "dubeol: every other setting of the file is in effect",
    ] {
      #expect(show.stderr.contains(expected), "missing \(expected) in:\n\(show.stderr)")
    }
    #expect(!show.stderr.contains("built-in defaults are in effect"))
    let keys = try sandbox.dubeol("config", "keys")
    #expect(keys.stderr.contains("\(path):3: keys.pots"), "\(keys.stderr)")
    let refresh = keys.stdout.split(separator: "\n").first { $0.hasPrefix("refresh ") }
    #expect(refresh?.contains(" f8 ") == true, "the good binding stays: \(refresh ?? "")")
  }

  @Test("a config path that is a directory is said plainly")
  func directory() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(
      at: sandbox.configFile, withIntermediateDirectories: true)
    let show = try sandbox.dubeol("config", "show")
    #expect(show.status == 1)
    #expect(show.stderr.contains("\(sandbox.configFile.path): is a directory, not a file"))
    #expect(!show.stderr.contains("NSCocoaErrorDomain") && !show.stderr.contains("256"))
    #expect(show.stderr.contains("the built-in defaults are in effect"))
  }
}
