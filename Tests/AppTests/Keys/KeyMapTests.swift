import Terminal
import Testing

@testable import App

/// The one command table: dispatch, hints and help are all made from it.
@Suite("the command table and the key map")
struct KeyMapTests {
  @Test func everyCommandHasARowWithADescription() {
    for command in Command.allCases {
      let rows = CommandTable.rows.filter { $0.command == command }
      #expect(!rows.isEmpty, "\(command.rawValue) has no row")
      #expect(rows.allSatisfy { !$0.help.isEmpty && !$0.scopes.isEmpty })
    }
  }

  @Test func noKeyRunsTwoCommandsInOneScope() {
    for scope in KeyScope.allCases {
      var seen: [KeyChord: Command] = [:]
      for row in CommandTable.rows where row.scopes.contains(scope) {
        for chord in row.keys {
          if let other = seen[chord.normalized], other != row.command {
            Issue.record(
              "\(KeyName.short(chord)) runs \(other.rawValue) and \(row.command.rawValue) in \(scope)"
            )
          }
          seen[chord.normalized] = row.command
        }
      }
    }
  }

  @Test func everyKeyOfTheTableDispatchesToItsCommand() {
    for row in CommandTable.rows {
      for scope in row.scopes {
        for chord in row.keys {
          #expect(KeyMap.defaults.command(for: chord, in: [scope]) == row.command)
        }
      }
    }
  }

  @Test("a letter the user binds runs its command; a letter bound nowhere runs none")
  func userLettersDispatch() throws {
    let chord = KeyChord(.character("x"), [])
    #expect(KeyMap.defaults.command(for: chord, in: KeyScope.allCases) == nil)
    let keys = KeyMap(overrides: [.refresh: [chord]])
    let scope = try #require(CommandTable.rows.first { $0.command == .refresh }?.scopes.first)
    #expect(keys.command(for: chord, in: [scope]) == .refresh)
    #expect(keys.command(for: KeyChord(.character("X"), .shift), in: [scope]) == nil)
  }

  @Test func aShiftedLetterIsTheLetter() {
    let keys = KeyMap.defaults
    #expect(keys.command(for: KeyChord(.character("G"), .shift), in: [.list]) == .bottom)
    #expect(
      keys.command(for: KeyChord(.character(" "), .shift), in: [.everywhere]) == .toggleInputMode)
  }

  @Test func theFocusedPanesKeysComeFirst() {
    let keys = KeyMap.defaults
    #expect(keys.command(for: KeyChord(.home), in: Focus.list.scopes) == .top)
    #expect(keys.command(for: KeyChord(.home), in: Focus.compose.scopes) == .cursorHome)
    #expect(keys.command(for: KeyChord(.enter), in: KeyScope.searchLine) == .submit)
    #expect(keys.command(for: KeyChord(.character("q")), in: Focus.compose.scopes) == nil)
  }

  @Test func aBindingReplacesTheDefaultKeysInDispatchHintsAndHelp() {
    let keys = KeyMap(overrides: [.post: [KeyChord(.function(10))]])
    #expect(keys.command(for: KeyChord(.function(10)), in: Focus.compose.scopes) == .post)
    #expect(keys.command(for: KeyChord(.ctrl("s")), in: Focus.compose.scopes) == nil)
    #expect(keys.hint(.post) == "F10 등록")
    #expect(StatusLineView.hintTexts(.compose, keys: keys).contains("F10 등록"))
    #expect(HelpOverlay.lines(keys).contains(.entry(keys: "F10", help: "리뷰 등록")))
  }

  @Test func theAppDispatchesThroughItsKeyMap() {
    var state = makeState()
    state.keys = KeyMap(overrides: [.openPhrases: [KeyChord(.character("p"), .alt)]])
    state.press(.function(2))
    #expect(state.overlay == nil)
    state.press(.character("p"), .alt)
    #expect(state.overlay?.kind == .phrases)
  }

  @Test func configNamesAreSnakeCase() {
    for command in Command.allCases {
      #expect(command.rawValue.allSatisfy { $0.isLowercase || $0 == "_" })
    }
  }
}
