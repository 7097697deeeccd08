import Hangul
import Persistence
import Terminal
import Testing

@testable import App

/// Each place that holds a composing field: the keys reach it, and what ends a syllable there.
/// What the field itself does is in `ComposingFieldTests`.
@Suite("the places that type Hangul")
struct FieldPlacesTests {
  func searching(_ keys: String) -> AppState {
    var state = makeState(reviews: sampleReviews)
    state.focus = .list
    state.typeKeys("/" + keys)
    return state
  }

  @Test func theSearchLineEditsAsTheComposePaneDoes() {
    var state = searching("")
    _ = state.press(.function(4))  // English
    state.typeKeys("abc def")
    state.press(.ctrl("w"))
    state.typeKeys("X")
    #expect(state.list.search?.field.text == "abc X")
    state.press(.left, .ctrl)
    state.typeKeys("Y")
    #expect(state.list.search?.field.text == "abc YX")
    state.press(.ctrl("z"))
    #expect(state.list.search?.field.text == "abc X")
    state.press(.ctrl("u"))
    #expect(state.list.search?.field.text == "X")
    state.press(.backspace, .alt)
    #expect(state.list.search?.field.text == "X")
    state.press(.end)
    state.press(.backspace, .alt)
    #expect(state.list.search?.field.text == "")
  }

  @Test func escInTheSearchLineEndsTheSyllableThenCloses() {
    var state = searching("rm")
    state.press(.escape)
    #expect(state.list.search?.field.composing == nil)
    state.typeKeys("f")
    #expect(state.list.search?.field.text == "그ㄹ")
    state.press(.escape)  // ends ㄹ
    #expect(state.list.search != nil)
    state.press(.escape)
    #expect(state.list.search == nil)
  }

  @Test func escInTheComposePaneEndsTheSyllable() {
    var state = makeState()
    state.typeKeys("rm")
    state.press(.escape)
    state.typeKeys("f")
    #expect(state.compose.text == "그ㄹ")
    #expect(state.compose.mode == .hangul)
  }

  @Test func escToLatinSwitchesTheComposePaneToEnglish() {
    var settings = Settings.defaults
    settings.escToLatin = true
    var state = makeState(settings: settings)
    state.typeKeys("rm")
    state.press(.escape)
    state.typeKeys("f")
    #expect(state.compose.text == "그f")
    #expect(state.compose.mode == .english)
  }

  @Test func aFocusChangeEndsTheSyllable() {
    var state = makeState()
    state.typeKeys("rm")
    state.press(.tab)
    #expect(state.compose.composing == nil)
  }

  @Test func aClickInTheTextEndsTheSyllable() {
    var state = makeState()
    state.typeKeys("rm")
    let pane = state.layout.compose
    state.click(x: pane.x, y: pane.y)
    #expect(state.compose.composing == nil)
    #expect(state.compose.buffer.cursor == 0)
  }

  @Test func postingEndsTheSyllable() {
    var state = makeState()
    state.typeKeys("rm")
    state.press(.ctrl("s"))
    #expect(state.compose.composing == nil)
  }

  @Test(arguments: [Key.function(2), .function(3), .function(1)])
  func openingAPopupEndsTheSyllable(_ key: Key) {
    var state = makeState()
    state.typeKeys("rm")
    state.press(key)
    #expect(state.compose.composing == nil)
  }

  @Test func thePhraseEditorEditsAPhraseInPlace() {
    var state = makeState()
    state.press(.function(2))
    state.typeKeys("je")  // the second phrase, edit
    state.press(.ctrl("w"))
    state.typeKeys("rm")
    state.press(.escape)  // ends the syllable, the editor stays
    state.typeKeys("f")
    let effects = state.press(.enter)
    #expect(state.settings.favoritePhrases[1] == "그ㄹ")
    #expect(effects.contains(.saveSettings(state.settings)))
  }

  @Test func escInAPopupEditorWithNothingComposingCancels() {
    var state = makeState()
    state.press(.function(2))
    state.typeKeys("e")
    state.press(.ctrl("u"))
    state.press(.escape)
    guard case .phrases(let popup) = state.overlay else {
      Issue.record("the popup closed")
      return
    }
    #expect(popup.editor == nil)
    #expect(state.settings.favoritePhrases == Settings.defaults.favoritePhrases)
  }
}
