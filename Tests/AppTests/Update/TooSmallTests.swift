import Terminal
import Testing

@testable import App

/// Below 80×24 only a notice is drawn, so nothing may happen that the user cannot see.
@Suite("A window too small to lay out")
struct TooSmallTests {
  func tooSmall(typing keys: String = "") -> AppState {
    var state = makeState(reviews: sampleReviews)
    state.typeKeys(keys)
    state.send(.input(.resize(width: 60, height: 20)))
    return state
  }

  @Test("typing, pasting, Ctrl-S, F1–F3 and Tab do nothing and ask for no work")
  func keysAreIgnored() {
    var state = tooSmall()
    let before = state
    var effects = state.typeKeys("rkskek3")
    effects += state.send(.input(.text("붙여넣기")))
    for key: Key in [.ctrl("s"), .function(1), .function(2), .function(3), .tab, .enter] {
      effects += state.press(key)
    }
    #expect(effects.isEmpty)
    #expect(state.compose.text.isEmpty)
    #expect(state.overlay == nil)
    #expect(state.focus == before.focus)
    #expect(state.settings == before.settings)
  }

  @Test("the mouse does nothing")
  func mouseIsIgnored() {
    var state = tooSmall()
    let effects = state.click(x: 5, y: 18) + state.click(x: 40, y: 10)
    #expect(effects.isEmpty)
    #expect(state.focus == .compose)
    #expect(state.overlay == nil)
  }

  @Test("Ctrl-C quits at once, keeping the draft, as no question could be seen")
  func ctrlCQuits() {
    var state = tooSmall(typing: "gksrmf")
    let effects = state.press(.ctrl("c"))
    #expect(effects == [.saveDraft("한글")])
    #expect(state.shouldQuit)
    #expect(state.overlay == nil)
  }

  @Test("after growing back, keys act again")
  func growingBack() {
    var state = tooSmall()
    state.typeKeys("rk")
    state.send(.input(.resize(width: 80, height: 24)))
    state.typeKeys("rk")
    #expect(state.compose.text == "가")
  }
}
