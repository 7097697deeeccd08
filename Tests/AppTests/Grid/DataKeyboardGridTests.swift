import Hangul
import HangulKeyboards
import Persistence
import Terminal
import Testing

@testable import App

/// The grid and the physical keys on keyboards from data (세벌식 390, 최종).
@Suite("keyboards from data in the UI")
struct DataKeyboardGridTests {
  static let catalog = KeyboardCatalog.load(userDirectories: [])

  func state(_ ids: [String], width: Int = 80, height: Int = 24) -> AppState {
    var state = makeState(width: width, height: height, reviews: sampleReviews)
    let keyboards = ids.compactMap {
      $0 == "2" ? Keyboard.dubeolsik : Self.catalog.keyboard(id: $0)
    }
    state.keyboards = KeyboardChoice(keyboards: keyboards, current: ids[0])
    state.compose.field.use(state.freshComposer)
    return state
  }

  @Test(
    "the grid is drawn from the keyboard's data, with its shift layer",
    arguments: [("39", false), ("39", true), ("3f", false), ("3f", true)])
  func snapshots(id: String, shifted: Bool) {
    var state = state([id])
    state.focus = .keyboard
    if shifted { state.pressKey(labelled: "shift") }
    state.keyboard.flashing = nil
    state.keyboard.highlighted = .init(row: 0, column: 0)
    expectSnapshot(render(state), "keyboard-\(id)\(shifted ? "-shift" : "")-80x24")
  }

  @Test("390's number row carries ㅎ ㅆ ㅂ ㅛ ㅠ ㅑ ㅖ ㅢ ㅜ ㅋ, finals marked")
  func numberRow() {
    let rows = state(["39"]).gridRows
    #expect(rows.count == 5)
    #expect(
      rows[0].prefix(10).map(\.label) == ["ㅎˍ", "ㅆˍ", "ㅂˍ", "ㅛ", "ㅠ", "ㅑ", "ㅖ", "ㅢ", "ㅜ", "ㅋ"])
    #expect(rows[0][0].slot == .final && rows[0][9].slot == .initial)
    // It fits 80 columns: twelve keys of six cells.
    let rects = state(["39"]).keyRects
    #expect(rects.allSatisfy { $0.allSatisfy { $0.maxX <= 80 } })
  }

  @Test("the layout counts the 한글 layer's rows without making them, on every keyboard")
  func rowCountWithoutLabels() {
    let keyboards = [Keyboard.dubeolsik] + Self.catalog.keyboards
    #expect(keyboards.count > 5)
    for keyboard in keyboards {
      #expect(
        KeyLayers.hangulLetterRowCount(keyboard)
          == KeyLayers.letterRows(.hangul, keyboard: keyboard).count, "\(keyboard.id)")
    }
  }

  @Test("physical digits and punctuation go to the engine in 한글 mode; English is unchanged")
  func physicalKeys() {
    var state = state(["39"])
    state.typeKeys("jfshea")
    #expect(state.compose.buffer.text == "안녕")
    state.typeKeys(" ;43")  // ㅂ (;) ㅛ (4) and the final ㅂ (3)
    #expect(state.compose.buffer.text == "안녕 뵵")
    state.press(.function(4))
    state.typeKeys(" 1;")
    #expect(state.compose.buffer.text == "안녕 뵵 1;")
  }

  @Test("pressing a grid key types what the keyboard maps it to")
  func gridPress() {
    var state = state(["39"])
    state.focus = .keyboard
    state.pressKey(labelled: "ㅇ")
    state.pressKey(labelled: "ㅏ")
    state.pressKey(labelled: "ㄴˍ")
    #expect(state.compose.buffer.text == "안")
  }

  @Test("cycling goes through [engine] keyboards, ends the syllable and keeps the choice")
  func cycle() {
    var state = state(["2", "39"])
    state.typeKeys("dk")
    #expect(state.compose.composing?.text == "아")
    let effects = state.cycleKeyboard()
    #expect(state.keyboards.current.id == "39")
    #expect(state.compose.composing == nil)
    #expect(effects.contains(.saveSettings(state.settings)))
    #expect(state.settings.keyboard == "39")
    #expect(state.gridRows.count == 5)
    state.typeKeys("jf")
    #expect(state.compose.buffer.text == "아아")
    state.press(.function(7))  // the command table's key for it
    #expect(state.keyboards.current.id == "2" && state.gridRows.count == 4)
  }

  @Test("a setting that makes no sense on the keyboard is left off")
  func optionsLeftOff() {
    var settings = Settings.defaults
    settings.doubleStroke = true
    settings.autoReorder = true
    let composer = Composer.from(settings, keyboard: Self.catalog.keyboard(id: "39")!)
    #expect(composer.profile == .standard)
    #expect(composer.options == ComposerOptions(autoReorder: true))
  }

  @Test("the panes keep their places on 한/영 (the grid keeps five rows)")
  func layoutIsStable() {
    var state = state(["39"])
    let before = state.layout
    state.press(.function(4))
    #expect(state.layout == before)
    #expect(before.keyboard.height == 5)
  }
}
