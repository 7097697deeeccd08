import Hanja
import Persistence
import Terminal
import Testing

@testable import App

/// What the screen says around the 한자 window: its keys in the status line while it is open,
/// and that the table is being read while the first F9 waits for it.
@Suite("한자 window hints and loading")
struct HanjaHintsTests {
  @Test("while the window is open the status line names its keys, from the command table")
  func windowHints() {
    #expect(
      StatusLineView.hintTexts(.compose, hanjaOpen: true) == [
        "▶ 한자", "1–9 고르기", "↑/↓ 후보", "PgUp/PgDn 쪽", "Enter 바꾸기", "Esc 닫기",
      ])
    let keys = KeyMap(overrides: [.choose: [KeyChord(.function(10))]])
    #expect(StatusLineView.hintTexts(.list, hanjaOpen: true, keys: keys).contains("F10 바꾸기"))
  }

  @Test("the status line goes back to the pane's hints when the window closes")
  func hintsAfterClosing() {
    var state = makeState(reviews: sampleReviews)
    state.typeKeys("gksrnr")
    state.pressHanja()
    #expect(render(state).textLines().last?.contains("Enter 바꾸기 · Esc 닫기") == true)
    state.press(.escape)
    #expect(render(state).textLines().last?.contains("▶ 작성 창") == true)
  }

  @Test("the first F9 says the table is being read in the window's place until it is there")
  func loadingShown() {
    var state = makeState(reviews: sampleReviews)
    state.typeKeys("gksrnr")
    let effects = state.press(.function(9))
    expectSnapshot(render(state), "hanja-loading-80x24")
    state.runHanjaLoads(effects)
    let lines = render(state).textLines()
    #expect(!lines.contains { $0.contains("한자 사전을 읽는 중…") })
    #expect(state.hanja.window != nil)
  }

  @Test("the symbols' table says so; typing on while it is read takes the notice away")
  func loadingGoesWithTyping() {
    var state = makeState(reviews: sampleReviews)
    state.typeKeys("a")
    let effects = state.press(.function(9))
    #expect(render(state).textLines().contains { $0.contains("기호 표를 읽는 중…") })
    state.typeKeys("k")
    #expect(!render(state).textLines().contains { $0.contains("기호 표를 읽는 중…") })
    state.runHanjaLoads(effects)
    #expect(state.hanja.window == nil)
  }

  @Test("a table that cannot be read takes the notice away and says why")
  func loadingFails() throws {
    var settings = Settings.defaults
    settings.hanjaTable = "/nonexistent/hanja.txt"
    var state = makeState(settings: settings)
    state.typeKeys("gksrnr")
    let effects = state.press(.function(9))
    #expect(render(state).textLines().contains { $0.contains("한자 사전을 읽는 중…") })
    state.runHanjaLoads(effects)
    #expect(!render(state).textLines().contains { $0.contains("한자 사전을 읽는 중…") })
    #expect(state.toast?.message.contains("hanja.txt") == true)
  }
}
