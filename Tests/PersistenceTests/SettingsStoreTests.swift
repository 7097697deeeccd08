import Foundation
import TestSupport
import Testing

@testable import Persistence

@Suite("SettingsStore")
struct SettingsStoreTests {
  @Test func aMissingFileMeansDefaultsAndNoProblem() throws {
    try withTemporaryDirectory { dir in
      let load = SettingsStore(file: dir.appendingPathComponent("config.toml")).load()
      #expect(load.settings == .defaults)
      #expect(load.problem == nil)
      #expect(!load.fileExists)
    }
  }

  @Test func whatIsSavedIsLoaded() throws {
    try withTemporaryDirectory { dir in
      let store = SettingsStore(file: dir.appendingPathComponent("dubeol/config.toml"))
      var settings = Settings.defaults
      settings.authorName = "지은"
      settings.shortcuts[1] = "ㅎㅎㅎ"
      settings.currentShortcut = 1
      settings.favoritePhrases.append("곧 도착!")
      try store.save(settings)
      let load = store.load()
      #expect(load.settings == settings)
      #expect(load.problem == nil)
      #expect(load.fileExists)
    }
  }

  @Test func savingLeavesNoTempFilesAndAPrivateFile() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("config.toml")
      let store = SettingsStore(file: file)
      try store.save(.defaults)
      var settings = Settings.defaults
      settings.profile = .standard
      try store.save(settings)
      #expect(try contents(of: dir) == ["config.toml"])
      let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[
        .posixPermissions]
      #expect(permissions as? Int == 0o600)
    }
  }

  @Test func unknownKeysAreWarningsNotProblems() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("config.toml")
      try "author = \"민수\"\nautor = \"x\"\n".write(to: file, atomically: false, encoding: .utf8)
      let load = SettingsStore(file: file).load()
      #expect(load.settings.authorName == "민수")
      #expect(load.problem == nil)
      #expect(load.warnings.map(\.line) == [2])
    }
  }

  @Test func aHandWrittenFileIsBackedUpBeforeItIsRewritten() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("config.toml")
      let handWritten = "# my own notes\nauthor = \"민수\"  # 내 이름\nmy_key = 1\n"
      try handWritten.write(to: file, atomically: false, encoding: .utf8)
      let store = SettingsStore(file: file)
      var settings = store.load().settings
      settings.currentShortcut = 2
      try store.save(settings)
      #expect(try String(contentsOf: store.backupFile, encoding: .utf8) == handWritten)
      #expect(store.load().settings == settings)
      // dubeol's own layout is not backed up again, so the hand-written copy stays.
      settings.currentShortcut = 3
      try store.save(settings)
      #expect(try String(contentsOf: store.backupFile, encoding: .utf8) == handWritten)
      #expect(try contents(of: dir) == ["config.toml", "config.toml.bak"])
    }
  }

  @Test func aBadValueGivesItsDefaultAndTheLineAndKeepsTheRest() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("config.toml")
      try "author = \"민수\"\n[shortcuts]\ncurrent = 9\n".write(
        to: file, atomically: false, encoding: .utf8)
      let load = SettingsStore(file: file).load()
      var expected = Settings.defaults
      expected.authorName = "민수"
      #expect(load.settings == expected)
      #expect(load.problem?.line == 3)
      #expect(load.problem?.file == file)
    }
  }

  @Test func aBrokenFileIsNeverOverwritten() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("config.toml")
      let broken = "author = \"민수\n# my notes\n"
      try broken.write(to: file, atomically: false, encoding: .utf8)
      let store = SettingsStore(file: file)
      #expect {
        try store.save(.defaults)
      } throws: { error in
        guard case .brokenFile(let problem) = error as? SettingsStoreError else { return false }
        return problem.line == 1
      }
      #expect(try String(contentsOf: file, encoding: .utf8) == broken)
      #expect(try contents(of: dir) == ["config.toml"])
    }
  }

  @Test func aFileThatIsNotUTF8NamesItsLineAndIsKept() throws {
    try withTemporaryDirectory { dir in
      let file = dir.appendingPathComponent("config.toml")
      let bytes = Data("author = \"a\"\n".utf8) + Data([0x61, 0x20, 0x3D, 0x20, 0xFF, 0x0A])
      try bytes.write(to: file)
      let store = SettingsStore(file: file)
      #expect(store.load().problem?.line == 2)
      #expect(throws: SettingsStoreError.self) { try store.save(.defaults) }
      #expect(try Data(contentsOf: file) == bytes)
    }
  }

  @Test func settingsTheFileCannotHoldAreNotSaved() throws {
    try withTemporaryDirectory { (dir: URL) throws in
      let store = SettingsStore(file: dir.appendingPathComponent("config.toml"))
      var settings = Settings.defaults
      settings.currentShortcut = 6
      #expect(
        throws: SettingsStoreError.invalid(["shortcuts.current must be between 0 and 5 (found 6)"])
      ) {
        try store.save(settings)
      }
      #expect(try contents(of: dir) == [])
    }
  }

  @Test func aSymlinkedConfigStaysASymlink() throws {
    try withTemporaryDirectory { dir in
      let real = dir.appendingPathComponent("dotfiles/dubeol.toml")
      try FileManager.default.createDirectory(
        at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Settings.defaults.tomlText.write(to: real, atomically: false, encoding: .utf8)
      let link = dir.appendingPathComponent("config.toml")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
      var settings = Settings.defaults
      settings.colorTheme = .mono
      try SettingsStore(file: link).save(settings)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
      #expect(SettingsStore(file: real).load().settings == settings)
    }
  }
}
