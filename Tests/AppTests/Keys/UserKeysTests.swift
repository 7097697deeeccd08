import Foundation
import Persistence
import Terminal
import Testing

@testable import App

/// config.toml's `[keys]`: the user's keys replace a command's defaults; a line that cannot be
/// used is reported by name and line and every other binding stays in effect.
@Suite("the user's keys")
struct UserKeysTests {
  /// The key map and problems of a config.toml text.
  private func keys(_ toml: String) -> UserKeys {
    let load = SettingsStore.load(text: toml, file: URL(fileURLWithPath: "/c/config.toml"))
    #expect(load.problems.isEmpty, "\(load.problems)")
    return UserKeys(load.settings.keyBindings)
  }

  @Test func aKeyNameOrAListOfThemReplacesTheDefaultKeys() {
    let user = keys("[keys]\npost = \"f5\"\nrefresh = [\"ctrl+t\", \"f8\"]\n")
    #expect(user.problems.isEmpty)
    #expect(user.map.command(for: KeyChord(.function(5)), in: Focus.compose.scopes) == .post)
    #expect(user.map.command(for: KeyChord(.ctrl("s")), in: Focus.compose.scopes) == nil)
    #expect(user.map.command(for: KeyChord(.ctrl("t")), in: Focus.compose.scopes) == .refresh)
    #expect(user.map.command(for: KeyChord(.function(8)), in: Focus.compose.scopes) == .refresh)
    // The binding replaces the keys of every row of the command (`r` in the list too).
    #expect(user.map.command(for: KeyChord(.character("r")), in: Focus.list.scopes) == nil)
  }

  @Test(
    "every key name of the issue reads as the chord the terminal sends",
    arguments: [
      ("ctrl+x", KeyChord(.ctrl("x"))), ("Ctrl+X", KeyChord(.ctrl("x"))),
      ("alt+x", KeyChord(.character("x"), .alt)), ("shift+tab", KeyChord(.backTab)),
      ("f1", KeyChord(.function(1))), ("f12", KeyChord(.function(12))),
      ("enter", KeyChord(.enter)), ("esc", KeyChord(.escape)), ("tab", KeyChord(.tab)),
      ("space", KeyChord(.character(" "))), ("backspace", KeyChord(.backspace)),
      ("up", KeyChord(.up)), ("down", KeyChord(.down)), ("left", KeyChord(.left)),
      ("right", KeyChord(.right)), ("pgup", KeyChord(.pageUp)), ("pgdn", KeyChord(.pageDown)),
      ("home", KeyChord(.home)), ("end", KeyChord(.end)), ("x", KeyChord(.character("x"))),
      ("G", KeyChord(.character("G"))), ("shift+g", KeyChord(.character("G"))),
      ("+", KeyChord(.character("+"))), ("ctrl+enter", KeyChord(.enter, .ctrl)),
      ("ctrl+space", KeyChord(.ctrl(" "))),
      ("alt+backspace", KeyChord(.backspace, .alt)),
    ])
  func keyNames(_ name: String, _ chord: KeyChord) throws {
    #expect(try KeyConfigName.chords(name).get().first == chord)
  }

  @Test(
    "names no terminal can send are refused",
    arguments: ["ctrl+qq", "f13", "f0", "hyper+x", "", "ㄱ", "ctrl+i", "ctrl+1", "ctrl+"])
  func badKeyNames(_ name: String) {
    #expect(throws: KeyNameProblem.self) { try KeyConfigName.chords(name).get() }
  }

  @Test func everyDefaultKeyIsWrittenAsANameThatReadsBackAsIt() throws {
    for row in CommandTable.rows {
      for chord in row.keys {
        let name = KeyConfigName.name(chord)
        let read = try KeyConfigName.chords(name).get().map(\.normalized)
        #expect(read.contains(chord.normalized), "\(name) for \(row.command.rawValue)")
      }
    }
  }

  @Test func anUnknownCommandIsReportedByNameAndLineAndTheOthersStay() {
    let user = keys("[keys]\npots = \"f5\"\npost = \"f9\"\n")
    #expect(user.problems.map(\.line) == [2])
    #expect(user.problems.first?.message.contains("unknown command \"pots\"") == true)
    #expect(user.map.command(for: KeyChord(.function(9)), in: [.everywhere]) == .post)
  }

  @Test func anUnknownKeyNameLeavesItsCommandOnItsDefaultsAndSaysWhich() {
    let user = keys("[keys]\npost = [\"f9\", \"ctrl+ss\"]\nhelp = \"f10\"\n")
    #expect(user.problems.map(\.line) == [2])
    let message = user.problems.first?.message ?? ""
    #expect(message.contains("keys.post") && message.contains("\"ctrl+ss\""), "\(message)")
    #expect(message.hasSuffix("post keeps its default keys ctrl+s, ctrl+enter, alt+enter"))
    #expect(user.map.command(for: KeyChord(.ctrl("s")), in: [.everywhere]) == .post)
    #expect(user.map.command(for: KeyChord(.function(9)), in: [.everywhere]) == nil)
    #expect(user.map.command(for: KeyChord(.function(10)), in: [.everywhere]) == .help)
  }

  @Test func oneKeyOnTwoOfTheUsersLinesInOneScopeLeavesTheLaterLineOut() {
    let user = keys("[keys]\nphrases = \"f9\"\nshortcuts = \"f9\"\n")
    #expect(user.problems.map(\.line) == [3])
    #expect(user.problems[0].message.contains("\"f9\" is already phrases's key in everywhere"))
    #expect(user.map.command(for: KeyChord(.function(9)), in: [.everywhere]) == .openPhrases)
    #expect(user.map.command(for: KeyChord(.function(3)), in: [.everywhere]) == .openShortcuts)
  }

  @Test("post = \"f5\": F5 posts, refresh keeps Ctrl-R, and that is said once")
  func theUsersKeyWinsOverAnotherCommandsDefault() {
    let user = keys("[keys]\npost = \"f5\"\n")
    #expect(user.problems.isEmpty, "\(user.problems)")
    #expect(user.map.command(for: KeyChord(.function(5)), in: Focus.compose.scopes) == .post)
    #expect(user.map.command(for: KeyChord(.function(5)), in: Focus.list.scopes) == .post)
    #expect(user.map.command(for: KeyChord(.ctrl("s")), in: Focus.compose.scopes) == nil)
    #expect(user.map.command(for: KeyChord(.ctrl("r")), in: Focus.compose.scopes) == .refresh)
    #expect(
      user.notices == [
        .init(line: 2, message: "keys.post: f5 now runs post (리뷰 등록); refresh keeps ctrl+r, r")
      ])
    #expect(user.map.names(.refresh) == "^R")
    #expect(HelpOverlay.lines(user.map).contains(.entry(keys: "^R", help: "목록 새로 고침")))
    #expect(
      KeyTableText.plain(user.map).split(separator: "\n").contains {
        $0.hasPrefix("refresh ") && !$0.contains("f5")
      })
  }

  @Test func aDefaultTakenInOneScopeStaysInTheOthers() {
    // `e` edits one's review in the list and the reader; copy works only in the reader.
    let user = keys("[keys]\ncopy = \"e\"\n")
    #expect(user.problems.isEmpty, "\(user.problems)")
    #expect(user.map.command(for: KeyChord(.character("e")), in: [.reader]) == .copy)
    #expect(user.map.command(for: KeyChord(.character("e")), in: [.list]) == .editReview)
    #expect(user.map.command(for: KeyChord(.character("y")), in: [.reader]) == nil)
    #expect(
      user.notices.map(\.message) == [
        "keys.copy: e now runs copy (복사) in reader; edit_review keeps e"
      ])
  }

  @Test func aPlainCharacterWhereTextIsTypedIsRefusedButAllowedInTheList() {
    let user = keys("[keys]\npost = \"x\"\nhelp = \"space\"\nsearch = \"s\"\n")
    #expect(user.problems.map(\.line) == [2, 3])
    #expect(user.problems.first?.message.contains("\"x\" would no longer type x") == true)
    #expect(user.map.command(for: KeyChord(.ctrl("s")), in: Focus.compose.scopes) == .post)
    #expect(user.map.command(for: KeyChord(.character("s")), in: Focus.list.scopes) == .search)
  }

  @Test func anEmptyListLeavesTheCommandWithoutAKey() {
    let user = keys("[keys]\nquit = []\n")
    #expect(user.problems.isEmpty)
    #expect(user.map.command(for: KeyChord(.character("q")), in: Focus.list.scopes) == nil)
    #expect(
      KeyTableText.plain(user.map).split(separator: "\n").contains {
        $0.hasPrefix("quit ") && $0.contains(" - ")
      })
  }

  @Test func twoCommandsMaySwapTheirKeys() {
    let user = keys("[keys]\npost = \"ctrl+r\"\nrefresh = \"ctrl+s\"\n")
    #expect(user.problems.isEmpty, "\(user.problems)")
    #expect(user.map.command(for: KeyChord(.ctrl("r")), in: [.everywhere]) == .post)
    #expect(user.map.command(for: KeyChord(.ctrl("s")), in: [.everywhere]) == .refresh)
  }

  @Test func helpAndHintsShowTheUsersKeys() {
    let user = keys("[keys]\npost = \"f9\"\nnext_pane = \"ctrl+o\"\n")
    #expect(StatusLineView.hintTexts(.compose, keys: user.map).contains("F9 등록"))
    #expect(HelpOverlay.lines(user.map).contains(.entry(keys: "F9", help: "리뷰 등록")))
    #expect(HelpOverlay.lines(user.map).contains(.entry(keys: "^O", help: "다음 창")))
    #expect(KeyTableText.plain(user.map).contains("f9"))
  }

  /// A file of the repository, by its path from the root.
  private func repositoryFile(_ path: String) throws -> String {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(path)
    return try String(contentsOf: file, encoding: .utf8)
  }

  @Test("every key docs/ui.md's feature table names is a default key of the command table")
  func guideFeatureKeys() throws {
    let text = try repositoryFile("docs/ui.md")
    let table = try #require(
      text.components(separatedBy: "| key | what it does |\n").dropFirst().first?
        .components(separatedBy: "\n\n").first)
    let defaults = Set(CommandTable.rows.flatMap(\.keys).map(\.normalized))
    // The guide writes keys as help does (Ctrl-S, Alt-b, Ctrl-←); config names are ctrl+s.
    let spelled: [(String, String)] = [
      ("Ctrl-", "ctrl+"), ("Alt-", "alt+"), ("Shift-", "shift+"), ("←", "left"), ("→", "right"),
      ("↑", "up"), ("↓", "down"),
    ]
    var checked = 0
    for row in table.split(separator: "\n") {
      let first = row.split(separator: "|").first.map(String.init) ?? ""
      for (index, part) in first.components(separatedBy: "`").enumerated() where index % 2 == 1 {
        // `j`/`k` is two keys; `/` alone is the search key.
        let names = part == "/" ? [part] : part.components(separatedBy: "/")
        for written in names where !written.isEmpty {
          var name = written
          for (from, to) in spelled { name = name.replacingOccurrences(of: from, with: to) }
          let chords = try KeyConfigName.chords(name).get()
          #expect(
            chords.contains { defaults.contains($0.normalized) },
            "docs/ui.md names `\(written)`, which no command has by default")
          checked += 1
        }
      }
    }
    #expect(checked > 20, "the table was not read: \(checked) keys")
  }

  @Test("docs/keys.md is the command table's, so it cannot drift")
  func keysPage() throws {
    #expect(
      try repositoryFile("docs/keys.md") == KeyTableText.page(.defaults),
      "regenerate it with `make docs`")
  }
}
