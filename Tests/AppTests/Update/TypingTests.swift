import Hangul
import Persistence
import Terminal
import Testing

@testable import App

@Suite("Typing in the compose pane")
struct TypingTests {
  @Test("physical keys go through 2-beolsik: dkssudgktpdy → 안녕하세요")
  func twoBeolsik() {
    var state = makeState()
    state.typeKeys("dkssudgktpdy")
    #expect(state.compose.text == "안녕하세요")
    #expect(state.compose.composing?.text == "요")
    // Typing in the compose pane, the syllable is marked where it is typed; the status line
    // names its jamo only when asked (jamo_slots) or while the grid has focus.
    #expect(StatusLineView.summary(state.statusLineInput) == "[한]")
    state.settings.jamoSlots = true
    #expect(StatusLineView.summary(state.statusLineInput) == "[한]  초성 ㅇ  중성 ㅛ  종성 --")
  }

  @Test("in grid focus, or with jamo_slots, the status line names 초성, 중성 and 종성")
  func composingState() {
    var state = makeState()
    state.typeKeys("gks")
    #expect(state.compose.composing == Syllable(initial: "ㅎ", medial: "ㅏ", final: "ㄴ", text: "한"))
    #expect(!StatusLineView.summary(state.statusLineInput).contains("초성"))
    state.focus = .keyboard
    #expect(StatusLineView.summary(state.statusLineInput).contains("초성 ㅎ  중성 ㅏ  종성 ㄴ"))
    state.focus = .compose
    state.settings.jamoSlots = true
    #expect(StatusLineView.summary(state.statusLineInput).contains("초성 ㅎ  중성 ㅏ  종성 ㄴ"))
  }

  @Test("the hardware cursor sits on the composing syllable, drawn plain; after it once it ends")
  func cursorOnComposing() {
    var state = makeState()
    state.typeKeys("rk gks")
    var frame = render(state)
    let compose = state.layout.compose
    #expect(frame.cursor == Point(x: compose.x + 3, y: compose.y))
    #expect(frame[compose.x + 3, compose.y].text == "한")
    #expect(frame[compose.x + 3, compose.y].style == state.theme.body)
    state.typeKeys(" ")
    frame = render(state)
    #expect(frame.cursor == Point(x: compose.x + 6, y: compose.y))
  }

  @Test("Shift-Space, F4 and the grid's 한/영 key switch to English, which types letters as is")
  func englishMode() {
    for toggle in [KeyChord(.character(" "), .shift), KeyChord(.function(4))] {
      var state = makeState()
      state.typeKeys("gks")
      state.press(toggle.key, toggle.modifiers)
      #expect(state.compose.mode == .english)
      #expect(state.layer == .english)
      state.typeKeys(" Hi!")
      #expect(state.compose.text == "한 Hi!")
    }
    var state = makeState()
    let point = state.point(ofKey: "한/영")!
    state.click(x: point.x, y: point.y)
    #expect(state.compose.mode == .english)
  }

  @Test("Backspace follows the mobile profile: 닭 + ㅏ = 달가, then back to 닭")
  func backspaceMobile() {
    var state = makeState()
    state.typeKeys("ekfrk")
    #expect(state.compose.text == "달가")
    state.press(.backspace)
    #expect(state.compose.text == "닭")
  }

  @Test("Backspace follows the standard profile when the settings say so")
  func backspaceStandard() {
    var settings = Settings.defaults
    settings.profile = .standard
    var state = makeState(settings: settings)
    state.typeKeys("ekfrk")
    state.press(.backspace)
    #expect(state.compose.text == "달ㄱ")
  }

  @Test("Ctrl-W removes the composing syllable, then the word before the cursor (the space stays)")
  func deleteWord() {
    var state = makeState()
    state.typeKeys("dkssud gktpdy")
    state.press(.ctrl("w"))
    #expect(state.compose.text == "안녕 하세")
    state.press(.ctrl("w"))
    #expect(state.compose.text == "안녕 ")
  }

  @Test("IME text is inserted as is, control characters dropped")
  func imeText() {
    var state = makeState()
    state.typeKeys("gk")
    state.send(.input(.text("국어\u{1B}[31m")))
    #expect(state.compose.text == "하국어[31m")
    #expect(state.compose.composing == nil)
  }

  @Test("arrows, Home and End move the cursor and end the composition")
  func cursorMoves() {
    var state = makeState()
    state.typeKeys("gksrmf")
    #expect(state.compose.text == "한글")
    state.press(.left)
    #expect(state.compose.composing == nil)
    #expect(state.compose.buffer.cursor == 1)
    state.typeKeys("ek")
    #expect(state.compose.text == "한다글")
    state.press(.home)
    #expect(state.compose.buffer.cursor == 0)
    state.press(.end)
    #expect(state.compose.buffer.cursor == 3)
  }

  @Test("↑/↓ move between wrapped lines at the same column")
  func upDown() {
    var state = makeState()
    state.send(.input(.text(String(repeating: "가", count: 50))))
    // 76 columns hold 38 syllables a line.
    #expect(state.compose.buffer.cursor == 50)
    state.press(.up)
    #expect(state.compose.buffer.cursor == 12)
    state.press(.down)
    #expect(state.compose.buffer.cursor == 50)
  }

  @Test("a click in the compose pane moves the cursor there")
  func clickMovesCursor() {
    var state = makeState()
    state.typeKeys("gksrmf")
    let compose = state.layout.compose
    state.click(x: compose.x + 1, y: compose.y)
    #expect(state.compose.composing == nil)
    #expect(state.compose.buffer.cursor == 1)
  }

  @Test("the counter shows n/1000 and a draft over 1000 characters is not sent")
  func counter() {
    var state = makeState(draft: String(repeating: "a", count: 1001))
    #expect(render(state).textLines()[state.layout.composeTitle.y].contains("1001/1000"))
    let effects = state.press(.ctrl("s"))
    #expect(posts(in: effects).isEmpty)
    #expect(state.toast?.kind == .warning)
  }

  @Test("the draft is saved once within a second of a change, then again after the next")
  func draftDebounce() {
    var state = makeState()
    let first = state.typeKeys("g")
    #expect(first == [.startTimer(.draftSave, milliseconds: 700)])
    #expect(state.typeKeys("k").isEmpty)
    #expect(state.send(.timer(.draftSave)) == [.saveDraft("하")])
    #expect(state.typeKeys("s") == [.startTimer(.draftSave, milliseconds: 700)])
    state.press(.backspace)
    state.press(.backspace)
    state.press(.backspace)
    #expect(state.send(.timer(.draftSave)) == [.clearDraft])
  }

  @Test("a restored draft starts in the compose pane with the cursor at its end")
  func restoredDraft() {
    let state = makeState(draft: "어제 쓰던 글")
    #expect(state.compose.text == "어제 쓰던 글")
    #expect(state.compose.buffer.cursor == 7)
    #expect(state.focus == .compose)
  }
}
