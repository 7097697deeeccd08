import Terminal
import Testing

@testable import App

@Suite("Focus, overlays, resizing and quitting")
struct FocusAndQuitTests {
  @Test("focus starts in compose; Tab cycles compose → keyboard → list, Shift-Tab goes back")
  func tabCycle() {
    var state = makeState()
    #expect(state.focus == .compose)
    state.press(.tab)
    #expect(state.focus == .keyboard)
    state.press(.tab)
    #expect(state.focus == .list)
    state.press(.tab)
    #expect(state.focus == .compose)
    state.press(.backTab)
    #expect(state.focus == .list)
  }

  @Test("q quits from the list at once when there is no draft")
  func quitWithoutDraft() {
    var state = makeState()
    state.focus = .list
    #expect(state.typeKeys("q").isEmpty)
    #expect(state.shouldQuit)
  }

  @Test("q in the compose pane types ㅂ")
  func qTypes() {
    var state = makeState()
    state.typeKeys("q")
    #expect(state.compose.text == "ㅂ")
    #expect(!state.shouldQuit)
  }

  @Test("with a draft, quitting asks; n keeps going, y quits and keeps the draft")
  func confirmQuit() {
    var state = makeState()
    state.typeKeys("gks")
    state.press(.ctrl("c"))
    #expect(state.overlay == .confirm(.quit))
    state.typeKeys("n")
    #expect(state.overlay == nil)
    #expect(state.compose.text == "한")
    state.focus = .list
    state.typeKeys("q")
    #expect(state.overlay == .confirm(.quit))
    let effects = state.typeKeys("y")
    #expect(effects == [.saveDraft("한")])
    #expect(state.shouldQuit)
  }

  @Test("Ctrl-C twice quits even with a draft")
  func ctrlCTwice() {
    var state = makeState(draft: "초안")
    state.press(.ctrl("c"))
    let effects = state.press(.ctrl("c"))
    #expect(effects.isEmpty && state.shouldQuit)  // the draft was already saved
  }

  @Test("? in the list and F1 anywhere open help; any key closes it")
  func help() {
    var state = makeState()
    state.press(.function(1))
    #expect(state.overlay?.kind == .help)
    state.typeKeys("x")
    #expect(state.overlay == nil)
    #expect(state.compose.text.isEmpty)
    state.focus = .list
    state.typeKeys("?")
    #expect(state.overlay?.kind == .help)
  }

  @Test("help lists every row of the command table with its keys (dubeol type's are its own)")
  func helpListsEverything() {
    let lines = HelpOverlay.lines(.defaults)
    for row in CommandTable.rows where row.scopes.contains(where: \.inUI) {
      // Each name once: backTab and Shift-Tab both read "Shift-Tab".
      let names = row.keys.map(KeyName.short)
      let keys = names.enumerated().filter { !names[..<$0.offset].contains($0.element) }
        .map(\.element).joined(separator: ", ")
      #expect(lines.contains(.entry(keys: keys, help: row.help)), "\(row.help) missing from help")
    }
    for scope in KeyScope.allCases {
      #expect(lines.contains(.heading(scope.title)) == scope.inUI)
    }
  }

  @Test("resizing re-lays out; below 80×24 a message replaces the panes")
  func resize() {
    var state = makeState(reviews: sampleReviews)
    state.send(.input(.resize(width: 70, height: 20)))
    #expect(render(state).textLines().joined().contains("창이 너무 작아요"))
    state.send(.input(.resize(width: 120, height: 40)))
    let frame = render(state)
    #expect(frame.width == 120)
    #expect(state.layout.keyStyle == .boxed)
    #expect(frame.textLines()[state.layout.toolbar.y].contains("자주 쓰는 말"))
  }

  @Test("toasts go away when their timer ends")
  func toastExpiry() {
    var state = makeState()
    let effects = state.press(.ctrl("s"))
    #expect(effects == [.startTimer(.toastExpiry(1), milliseconds: 3000)])
    state.send(.timer(.toastExpiry(1)))
    #expect(state.toast == nil)
  }

  @Test("a long toast stays long enough to read, up to 12 seconds")
  func longToastStaysLonger() {
    let short = Toast(kind: .warning, message: "저장했어요", id: 1)
    let path = Toast(
      kind: .warning, message: "설정 파일 오류: /home/민수/.config/dubeol/config.toml:2: 값이 없어요",
      id: 2)
    let essay = Toast(kind: .info, message: String(repeating: "가", count: 1000), id: 3)
    #expect(short.milliseconds == 3000)
    #expect(path.milliseconds > 4000)
    #expect(essay.milliseconds == 12_000)
  }

  @Test("the spinner ticks while busy and stops after")
  func spinner() {
    var state = makeState()
    _ = start(&state)
    #expect(state.send(.timer(.spinner)) == [.startTimer(.spinner, milliseconds: 100)])
    #expect(state.spinnerFrame == 1)
    state.send(.reviewsLoaded(generation: 1, start: 0, reviews: []))
    #expect(state.send(.timer(.spinner)).isEmpty)
    #expect(!state.spinnerRunning)
  }

  @Test("toolbar items open by mouse")
  func toolbarClicks() {
    var state = makeState()
    let items = ToolbarGeometry.items(
      in: state.layout.toolbar, shortcut: state.currentShortcut, layer: state.layer,
      keys: state.keys)
    let keyboard = items.first { $0.item == .keyboard }!.rect
    state.click(x: keyboard.x, y: keyboard.y)
    #expect(state.focus == .keyboard)
    let favorites = items.first { $0.item == .favorites }!.rect
    state.click(x: favorites.x + 1, y: favorites.y)
    #expect(state.overlay?.kind == .phrases)
  }

  @Test("NO_COLOR draws without colours")
  func noColor() {
    let state = makeState(reviews: sampleReviews, noColor: true)
    let frame = render(state)
    for cell in frame.cells {
      #expect(cell.style.foreground == .default && cell.style.background == .default)
    }
  }
}
