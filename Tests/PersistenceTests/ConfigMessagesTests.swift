import Foundation
import TestSupport
import Testing

@testable import Persistence

#if canImport(Glibc)
  import Glibc
#endif

/// Config problems say what is true: which key fell back to what, and why a file cannot be read,
/// in plain words.
@Suite("config problems say what is in effect")
struct ConfigMessagesTests {
  private let file = URL(fileURLWithPath: "/c/config.toml")

  @Test func aBadValueSaysWhichDefaultTookItsPlace() {
    let text = "author = \"민지\"\n[engine]\nprofile = \"qwerty\"\n[shortcuts]\ncurrent = 9\n"
    let problems = SettingsStore.load(text: text, file: file).problems
    #expect(
      problems.map(\.fallback) == [
        "the default \"mobile\" is in effect", "the default 0 is in effect",
      ])
    #expect(
      problems.first.map { "\($0)" }
        == "/c/config.toml:3: engine.profile must be one of \"mobile\", \"standard\" (found \"qwerty\"); the default \"mobile\" is in effect"
    )
  }

  @Test func settingsTheUICannotSaveAreNotSaidToFallBack() {
    var settings = Settings.defaults
    settings.currentShortcut = 9
    #expect(settings.problems == ["shortcuts.current must be between 0 and 5 (found 9)"])
  }

  @Test func aBadValueOfASettingUnsetByDefaultSaysItStaysUnset() {
    let problems = SettingsStore.load(text: "server = 3\n", file: file).problems
    #expect(problems.map(\.fallback) == ["it stays unset, as by default"])
  }

  @Test func aTableThatIsNotOneNamesEveryKeyThatFellBack() {
    let problems = SettingsStore.load(text: "engine = 3\n", file: file).problems
    #expect(
      problems.map(\.fallback) == [
        "the defaults of profile, keyboard, keyboards, double_stroke, extended_vowels, auto_reorder are in effect"
      ])
  }

  @Test func aDirectoryWhereTheFileShouldBeIsSaidPlainly() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("config.toml")
      try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
      let load = SettingsStore(file: path).load()
      #expect(load.problem?.message == "is a directory, not a file")
      #expect(load.problem.map { "\($0)" } == "\(path.path): is a directory, not a file")
      #expect(load.settings == .defaults && !load.valuesOnly)
    }
  }

  @Test(
    "a file without read permission is said plainly",
    .enabled(if: geteuid() != 0, "root reads any file"))
  func noPermission() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("config.toml")
      try Data("author = \"a\"\n".utf8).write(to: path)
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path.path)
      let load = SettingsStore(file: path).load()
      #expect(load.problem?.message == "cannot be read: permission denied")
    }
  }
}
