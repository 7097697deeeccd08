import Hangul
import Reviews
import Terminal
import Testing

@testable import App

/// Views rendered from states, compared with the text fixtures in Fixtures/ (the spec).
@Suite("Frame snapshots")
struct FrameSnapshotTests {
  @Test("list with long Korean lines", arguments: [(80, 24), (120, 40)])
  func list(size: (Int, Int)) {
    var state = makeState(width: size.0, height: size.1, reviews: sampleReviews)
    state.focus = .list
    state.send(.input(.key(.character("j"), [])))
    expectSnapshot(render(state), "list-\(size.0)x\(size.1)")
  }

  @Test("compose with a composing syllable", arguments: [(80, 24), (120, 40)])
  func composing(size: (Int, Int)) {
    var state = makeState(width: size.0, height: size.1, reviews: sampleReviews)
    // 안녕하세요. 오늘 처음 써 봤는데 정말 편하네요! 긴 문장도 창 너비에 맞춰 잘 줄바꿈되는지 확인해 봅니다. 한글
    state.typeKeys(
      "dkssudgktpdy. dhsmf cjdma Tj qhkTsmsep wjdakf vusgkspdy! rls answkdeh ckd sjqldp akwcnj wkf wnfqkRnaehlsmswl ghkrdlsgo qhqslek. gksrmf"
    )
    expectSnapshot(render(state), "compose-\(size.0)x\(size.1)")
  }

  @Test(
    "each keyboard layer",
    arguments: [
      ("hangul", [String]()),
      ("hangul-shift", ["shift"]),
      ("english", ["한/영"]),
      ("english-upper", ["한/영", "shift"]),
      ("symbols", ["123"]),
      ("more-symbols", ["123", "#+="]),
    ])
  func layer(name: String, keys: [String]) {
    var state = makeState(reviews: sampleReviews)
    state.focus = .keyboard
    for label in keys { state.pressKey(labelled: label) }
    state.keyboard.flashing = nil
    state.keyboard.highlighted = .init(row: 0, column: 0)
    expectSnapshot(render(state), "keyboard-\(name)-80x24")
  }

  @Test("boxed keys with shift locked at 120×40")
  func boxedKeys() {
    var state = makeState(width: 120, height: 40, reviews: sampleReviews)
    state.focus = .keyboard
    state.keyboard.shift = .locked
    state.keyboard.highlighted = .init(row: 1, column: 4)
    expectSnapshot(render(state), "keyboard-shift-locked-120x40")
  }

  @Test("help overlay", arguments: [(80, 24), (120, 40)])
  func help(size: (Int, Int)) {
    var state = makeState(width: size.0, height: size.1, reviews: sampleReviews)
    state.press(.function(1))
    expectSnapshot(render(state), "help-\(size.0)x\(size.1)")
  }

  @Test("help on a small screen has pages: Space turns them, then any key closes")
  func helpPages() {
    var state = makeState(width: 80, height: 24, reviews: sampleReviews)
    let pages = HelpOverlay.paging(state.keys, width: 80, height: 24).pages
    #expect(pages > 1)
    state.press(.function(1))
    #expect(render(state).textLines()[0].contains("도움말 1/\(pages)"))
    state.press(.character(" "))
    #expect(state.overlay?.kind == .help)
    expectSnapshot(render(state), "help-page2-80x24")
    for _ in 1..<pages { state.press(.character(" ")) }
    #expect(state.overlay == nil, "no page after the last: Space closes")
    state.press(.function(1))
    #expect(
      render(state).textLines()[0].contains("도움말 1/\(pages)"), "opens on the first page again")
  }

  @Test("error toast after a failed post", arguments: [(80, 24), (120, 40)])
  func errorToast(size: (Int, Int)) {
    var state = makeState(width: size.0, height: size.1, reviews: sampleReviews)
    state.typeKeys("whgdkdy")
    let key = posts(in: state.press(.ctrl("s")))[0].id
    state.send(.postFailed(key: key, message: "서버에 연결할 수 없어요.", retryable: true))
    expectSnapshot(render(state), "toast-error-\(size.0)x\(size.1)")
  }

  @Test("empty-text warning")
  func emptyWarning() {
    var state = makeState(reviews: sampleReviews)
    state.press(.ctrl("s"))
    expectSnapshot(render(state), "toast-empty-80x24")
  }

  @Test("too small", arguments: [(79, 24), (100, 20)])
  func tooSmall(size: (Int, Int)) {
    let state = makeState(width: size.0, height: size.1, reviews: sampleReviews)
    expectSnapshot(render(state), "too-small-\(size.0)x\(size.1)")
  }

  @Test("loading and error states of an empty list")
  func loadingAndError() {
    var state = makeState()
    _ = start(&state)
    expectSnapshot(render(state), "list-loading-80x24")
    state.send(
      .reviewsFailed(generation: state.list.generation, start: 0, message: "서버에 연결할 수 없어요."))
    expectSnapshot(render(state), "list-error-80x24")
  }

  @Test("the quit question is drawn above an error toast")
  func confirmQuitOverToast() {
    var state = makeState(reviews: sampleReviews)
    state.typeKeys("rkskek")
    let key = posts(in: state.press(.ctrl("s")))[0].id
    state.send(.postFailed(key: key, message: "서버에 연결할 수 없어요.", retryable: true))
    state.press(.ctrl("c"))
    expectSnapshot(render(state), "confirm-quit-over-toast-80x24")
  }

  @Test("a long server label is shortened so the header keeps the author")
  func longServerLabel() {
    var state = makeState(reviews: sampleReviews)
    state.serverLabel = "내장 서버 127.0.0.1:54321"
    state.settings.authorName = "테스트봇"
    expectSnapshot(render(state), "header-long-server-80x24")
  }

  @Test("quit confirmation with a draft")
  func confirmQuit() {
    var state = makeState(reviews: sampleReviews, draft: "쓰던 글")
    state.press(.ctrl("c"))
    expectSnapshot(render(state), "confirm-quit-80x24")
  }
}
