import Persistence
import Terminal
import Testing

@testable import App

@Suite("Toolbar popups in the app")
struct PopupIntegrationTests {
  @Test("F2 opens 자주 쓰는 말; Enter inserts the phrase at the cursor, ending the composition")
  func insertPhrase() {
    var state = makeState()
    state.typeKeys("gk")
    state.press(.function(2))
    #expect(state.overlay?.kind == .phrases)
    #expect(state.compose.composing == nil)
    state.press(.down)
    state.press(.enter)
    #expect(state.overlay == nil)
    #expect(state.compose.text == "하감사합니다!")
  }

  @Test("a adds the compose text as a phrase and saves the settings")
  func addPhrase() {
    var state = makeState()
    state.typeKeys("rhakdnjdy")
    state.press(.function(2))
    let effects = state.typeKeys("a")
    #expect(state.settings.favoritePhrases.last == "고마워요")
    #expect(effects == [.saveSettings(state.settings)])
  }

  @Test("the key that opened a popup closes it; Esc too")
  func closeAgain() {
    var state = makeState()
    state.press(.function(2))
    state.press(.function(2))
    #expect(state.overlay == nil)
    state.press(.function(3))
    #expect(state.overlay?.kind == .shortcuts)
    state.press(.escape)
    #expect(state.overlay == nil)
  }

  @Test("F3 picks a shortcut: it becomes current, shows on the key and is saved")
  func pickShortcut() {
    var state = makeState()
    state.press(.function(3))
    state.press(.right)
    let effects = state.press(.enter)
    #expect(state.settings.currentShortcut == 1)
    #expect(effects == [.saveSettings(state.settings)])
    #expect(state.gridRows[3][4].label == "ㅋㅋㅋㅋㅋㅋ")
    let key = state.point(ofKey: "ㅋㅋㅋㅋㅋㅋ")!
    state.click(x: key.x, y: key.y)
    #expect(state.compose.text == "ㅋㅋㅋㅋㅋㅋ")
  }

  @Test(
    "popups in the app frame", arguments: [(Overlay.Kind.phrases, 80, 24), (.shortcuts, 120, 40)])
  func snapshot(popup: Overlay.Kind, width: Int, height: Int) {
    var state = makeState(width: width, height: height, reviews: sampleReviews)
    _ = popup == .phrases ? state.openPhrases() : state.openShortcuts()
    expectSnapshot(
      render(state), "popup-\(popup == .phrases ? "favorites" : "shortcuts")-\(width)x\(height)")
  }
}
