import Terminal
import Testing

@testable import App

@Suite("Editing chords, undo and redo")
struct EditingTests {
  @Test("Ctrl-U deletes to the start of the line, Ctrl-K to its end, in any focus")
  func killLine() {
    for focus in Focus.allCases {
      var state = makeState(draft: "첫 줄\n둘째 줄 끝")
      state.focus = focus
      state.press(.left, .ctrl)
      state.press(.ctrl("u"))
      #expect(state.compose.text == "첫 줄\n끝", "focus \(focus)")
      state.press(.ctrl("k"))
      #expect(state.compose.text == "첫 줄\n")
      state.press(.ctrl("z"))
      #expect(state.compose.text == "첫 줄\n끝")
    }
  }

  @Test("word moves: Ctrl-←/→ and Alt-b/f, also with the grid focused")
  func wordMoves() {
    var state = makeState(draft: "밥 먹자 지금")
    state.focus = .keyboard
    state.press(.left, .ctrl)
    #expect(state.compose.buffer.cursor == 5)
    state.press(.character("b"), .alt)
    #expect(state.compose.buffer.cursor == 2)
    state.press(.character("f"), .alt)
    #expect(state.compose.buffer.cursor == 4)
    state.press(.right, .ctrl)
    #expect(state.compose.buffer.cursor == 7)
    state.press(.home)
    #expect(state.compose.buffer.cursor == 0)
    state.press(.end)
    #expect(state.compose.buffer.cursor == 7)
    #expect(state.focus == .keyboard)
  }

  @Test("Ctrl-W deletes a word with the list focused too; Home stays the list's own key there")
  func chordsInListFocus() {
    var state = makeState(reviews: manyReviews(5), draft: "밥 먹자")
    state.focus = .list
    state.list.selected = 3
    state.press(.ctrl("w"))
    #expect(state.compose.text == "밥 ")
    state.press(.home)
    #expect(state.list.selected == 0)
  }

  @Test("Ctrl-Z undoes a typed word at a time, Ctrl-Y redoes; Backspace stays keystroke undo")
  func undoRedo() {
    var state = makeState()
    state.typeKeys("dkssud gkftpdy")
    #expect(state.compose.text == "안녕 할세요")
    state.press(.ctrl("z"))
    #expect(state.compose.text == "안녕 ")
    state.press(.ctrl("z"))
    #expect(state.compose.text == "")
    state.press(.ctrl("z"))
    #expect(state.toast?.message == "되돌릴 것이 없어요")
    state.press(.ctrl("y"))
    #expect(state.compose.text == "안녕 ")
    state.press(.ctrl("y"))
    #expect(state.compose.text == "안녕 할세요")
    #expect(state.compose.buffer.cursor == 6)
    state.typeKeys("dy")
    state.press(.backspace)
    #expect(state.compose.text == "안녕 할세요ㅇ")
    state.press(.ctrl("y"))
    #expect(state.toast?.message == "다시 할 것이 없어요")
  }

  @Test("undo brings back what a paste replaced, and the text typed after it stays undoable")
  func undoPaste() {
    var state = makeState()
    state.typeKeys("gks")
    _ = update(&state, .input(.paste(" hello")))
    #expect(state.compose.text == "한 hello")
    state.press(.ctrl("z"))
    #expect(state.compose.text == "한")
    #expect(state.compose.composing == nil)
    state.typeKeys("rmf")
    #expect(state.compose.text == "한글")
  }

  @Test("focus comes back to the pane it was on when a popup or the help closes")
  func focusReturns() {
    var state = makeState()
    state.focus = .keyboard
    state.press(.function(2))
    #expect(state.overlay?.kind == .phrases)
    state.press(.escape)
    #expect(state.overlay == nil)
    #expect(state.focus == .keyboard)
    state.press(.function(1))
    state.press(.character("x"))
    #expect(state.overlay == nil)
    #expect(state.focus == .keyboard)
  }

  @Test("help lists the editing chords and the redo key")
  func helpListsChords() {
    let entries = HelpOverlay.lines(.defaults).compactMap {
      if case .entry(let keys, _) = $0 { keys } else { nil }
    }
    for keys in ["^Z", "^Y", "^W, Alt-Backspace", "^U", "^K", "^←, Alt-b", "Home, ^A"] {
      #expect(entries.contains(keys), "\(keys) missing from help")
    }
  }
}

@Suite("Key names from the command table")
struct KeyNameTests {
  @Test("hints, header and toolbar name the keys the table binds, per focus")
  func namesFromTheTable() {
    let keys = KeyMap.defaults
    #expect(keys.name(.post) == "^S")
    #expect(keys.name(.help) == "F1")
    #expect(keys.name(.help, in: Focus.keyboard.scopes) == "?")
    #expect(keys.name(.refresh, in: Focus.list.scopes) == "r")
    #expect(keys.name(.refresh, in: Focus.compose.scopes) == "^R")
    #expect(keys.name(.wordLeft, in: [.editing]) == "^←")
    #expect(StatusLineView.hintTexts(.list).contains("r 새로 고침"))
    #expect(!StatusLineView.hintTexts(.compose).contains { $0.hasPrefix("r ") })
    #expect(
      ToolbarGeometry.label(.favorites, shortcut: "", layer: .hangul, keys: keys) == "자주 쓰는 말 F2")
  }
}
