import Foundation
import Reviews
import Terminal
import Testing

@testable import App

@Suite("Drawing through the render cache")
struct RenderCacheTests {
  /// Steps that change what one pane or another shows.
  static let steps: [(String, @Sendable (inout AppState) -> Void)] = [
    // Three wrapped lines at 80 columns; then edits at the end, the start and the middle.
    ("a long text", { _ = $0.typeKeys(String(repeating: "dkssudgktpdy ", count: 20)) }),
    ("a key at its end", { _ = $0.typeKeys("r") }),
    (
      "Backspace past the line's start",
      { state in for _ in 0..<40 { _ = state.press(.backspace) } }
    ),
    (
      "a key at the start",
      {
        _ = $0.press(.home)
        _ = $0.typeKeys("gks")
      }
    ),
    (
      "a key further on",
      {
        _ = $0.press(.down)
        _ = $0.typeKeys("rmf")
      }
    ),
    ("a newline", { _ = $0.press(.enter) }),
    ("back to the end", { _ = $0.press(.end) }),
    ("type", { _ = $0.typeKeys("dkssud") }),
    ("a 한자 window over the panes", { _ = $0.pressHanja() }),
    ("its next page", { _ = $0.press(.pageDown) }),
    ("the window closes", { _ = $0.press(.escape) }),
    ("focus the grid", { _ = $0.press(.tab) }),
    ("move the highlight", { _ = $0.press(.right) }),
    ("shift", { _ = $0.pressKey(labelled: "shift") }),
    ("focus the list", { _ = $0.press(.tab) }),
    ("next review", { _ = $0.typeKeys("j") }),
    ("a minute later", { $0.now = $0.now.addingTimeInterval(61) }),
    ("an hour later", { $0.now = $0.now.addingTimeInterval(3600) }),
    ("loading", { _ = $0.press(.ctrl("r")) }),
    ("spinner", { _ = $0.send(.timer(.spinner)) }),
    (
      "loaded",
      { state in
        _ = state.send(
          .reviewsLoaded(generation: state.list.generation, start: 0, reviews: manyReviews(30)))
      }
    ),
    ("a toast over the list", { _ = $0.showToast(.info, "되돌릴 것이 없어요") }),
    ("type under the toast", { _ = $0.typeKeys("gk") }),
    ("the toast goes", { state in _ = state.send(.timer(.toastExpiry(state.toastsShown))) }),
    ("help", { _ = $0.press(.function(1)) }),
    ("help closes", { _ = $0.press(.escape) }),
    ("search", { _ = $0.typeKeys("/") }),
    ("search typed", { _ = $0.typeKeys("ab") }),
    ("search closed", { _ = $0.press(.escape) }),
    // The list takes the search line's row back and gives it again: the line is drawn whole.
    ("search closed for good", { _ = $0.press(.escape) }),
    ("search opened again", { _ = $0.typeKeys("/") }),
    ("its mode toggled", { _ = $0.press(.function(4)) }),
    ("typed again", { _ = $0.typeKeys("ab") }),
    ("searched", { _ = $0.press(.enter) }),
    ("edited again", { _ = $0.typeKeys("/") }),
    (
      "and closed",
      {
        _ = $0.press(.escape)
        _ = $0.press(.escape)
      }
    ),
    // Nothing else changes: the list's input holds the marks of one's own reviews.
    ("a review becomes one's own", { $0.own.ids.insert($0.list.reviews[$0.list.selected].id) }),
    ("phrases", { _ = $0.press(.function(2)) }),
    ("close", { _ = $0.press(.escape) }),
    ("toggle 한/영", { _ = $0.press(.function(4)) }),
    ("another author", { $0.settings.authorName = "새이름" }),
    ("resize", { _ = $0.send(.input(.resize(width: 100, height: 30))) }),
    ("type after resize", { _ = $0.typeKeys("abc") }),
    ("too small", { _ = $0.send(.input(.resize(width: 40, height: 10))) }),
    ("roomy", { _ = $0.send(.input(.resize(width: 120, height: 40))) }),
  ]

  @Test("every frame equals the one drawn from scratch, step after step")
  func sameFrames() {
    var state = makeState(width: 80, height: 24, reviews: sampleReviews)
    var cache = RenderCache()
    #expect(render(state, reusing: &cache) == render(state))
    for (name, step) in Self.steps {
      step(&state)
      let fresh = render(state)
      let same = render(state, reusing: &cache) == fresh
      #expect(same, "after \(name)")
      // Twice: the second frame comes from the cache alone.
      let again = render(state, reusing: &cache) == fresh
      #expect(again, "again after \(name)")
    }
  }

  /// A state where keys go to the compose pane, or to the search line.
  static func typing(inSearch: Bool) -> AppState {
    var state = makeState(width: 80, height: 24, reviews: sampleReviews)
    if inSearch {
      state.focus = .list
      _ = state.typeKeys("/")
    }
    return state
  }

  /// "dk" typed and drawn, then "s" typed and its echo drawn: the state, the cache, the screen
  /// model showing the frame before the echo, and the echo.
  static func echoOfThirdKey(inSearch: Bool) throws -> (AppState, RenderCache, ScreenModel, Frame) {
    var state = typing(inSearch: inSearch)
    var cache = RenderCache()
    var model = ScreenModel()
    _ = state.typeKeys("dk")
    _ = model.update(to: render(state, reusing: &cache))
    _ = state.typeKeys("s")
    let echo = try #require(renderEcho(state, reusing: &cache))
    return (state, cache, model, echo)
  }

  @Test("a key's echo drawn first, then the rest: each frame equals the one drawn from scratch")
  func echoThenRest() {
    var state = makeState(width: 80, height: 24, reviews: sampleReviews)
    var cache = RenderCache()
    _ = render(state, reusing: &cache)
    var echoes = 0
    for (name, step) in Self.steps {
      step(&state)
      if renderEcho(state, reusing: &cache) != nil { echoes += 1 }
      #expect(render(state, reusing: &cache) == render(state), "after \(name)")
    }
    #expect(echoes > Self.steps.count / 2)
  }

  @Test(
    "a key typed in the compose pane or the search line is written whole by its echo; the rest writes nothing"
  )
  func echoHoldsTheKey() throws {
    for inSearch in [false, true] {
      var (state, cache, model, echo) = try Self.echoOfThirdKey(inSearch: inSearch)
      let first = model.update(to: echo)
      #expect(first.textBytes > 0)
      let rest = model.update(to: render(state, reusing: &cache))
      #expect(rest.runs.isEmpty && rest.cursor == first.cursor, "\(rest)")
    }
    // Under a toast the frame is drawn whole, once.
    var state = makeState(width: 80, height: 24, reviews: sampleReviews)
    var cache = RenderCache()
    _ = render(state, reusing: &cache)
    _ = state.showToast(.info, "되돌릴 것이 없어요")
    #expect(renderEcho(state, reusing: &cache) == nil)
  }

  @Test("a key typed into the search line leaves the empty compose pane's placeholder as it is")
  func searchKeyLeavesThePlaceholder() throws {
    var (state, cache, model, echo) = try Self.echoOfThirdKey(inSearch: true)
    #expect(cache.compose.placeholder != nil)
    let compose = state.layout.compose
    let runs = model.update(to: echo).runs
    #expect(!runs.isEmpty)
    #expect(!runs.contains { $0.y >= compose.y && $0.y < compose.maxY }, "\(runs)")
    #expect(render(state, reusing: &cache) == render(state))
  }

  @Test(
    "a key typed into the search line writes its field's cells alone, not the line's label or keys")
  func searchKeyWritesTheFieldAlone() throws {
    var (state, cache, model, echo) = try Self.echoOfThirdKey(inSearch: true)
    let field = try #require(cache.searchLine?.field)
    let runs = model.update(to: echo).runs
    #expect(!runs.isEmpty)
    #expect(runs.allSatisfy { $0.y == field.y && $0.x >= field.x && $0.x < field.maxX }, "\(runs)")
    #expect(render(state, reusing: &cache) == render(state))
  }

  @Test(
    "a key typed into the search line leaves the list pane as it is, as one typed in the compose pane does"
  )
  func typingKeepsTheList() {
    for inSearch in [false, true] {
      var state = Self.typing(inSearch: inSearch)
      var cache = RenderCache()
      _ = state.typeKeys("dk")
      let before = render(state, reusing: &cache)
      _ = state.typeKeys("s")
      let after = render(state, reusing: &cache)
      let rows = state.layout.listTitle.y..<state.layout.list.maxY
      let kept = rows.allSatisfy {
        after.rowStamps[$0] != 0 && after.rowStamps[$0] == before.rowStamps[$0]
      }
      #expect(kept, inSearch ? "search line" : "compose pane")
      #expect(after == render(state))
    }
  }

  @Test("frames drawn alone, one after another, each show on the screen")
  func framesDrawnAlone() {
    var state = makeState(width: 80, height: 24, reviews: sampleReviews)
    var model = ScreenModel()
    _ = state.typeKeys("dk")
    _ = model.update(to: render(state))
    _ = state.typeKeys("s")
    let typed = model.update(to: render(state))
    #expect(typed.textBytes > 0, "a key typed between two frames drawn alone")
    #expect(render(state).rowStamps.allSatisfy { $0 == 0 })
  }

  /// What the terminal ends up showing: the screen model's runs, applied one frame after
  /// another to a screen, always give the frame drawn from scratch (a row it wrongly takes
  /// as unchanged would stay stale here).
  @Test("the screen model's runs turn the screen into each frame")
  func screenFollows() {
    var state = makeState(width: 80, height: 24, reviews: sampleReviews)
    var cache = RenderCache()
    var model = ScreenModel()
    var screen = Frame(width: 80, height: 24)
    let start: (String, @Sendable (inout AppState) -> Void) = ("start", { _ in })
    for (name, step) in [start] + Self.steps {
      step(&state)
      let update = model.update(to: render(state, reusing: &cache))
      if screen.width != state.width || screen.height != state.height {
        screen = Frame(width: state.width, height: state.height)
      }
      for run in update.runs {
        var x = run.x
        for cell in run.cells {
          screen[x, run.y] = cell
          if cell.width == 2 { screen[x + 1, run.y] = .continuation(cell.style) }
          x += cell.width
        }
      }
      screen.cursor = update.cursor
      #expect(screen == render(state), "after \(name)")
    }
  }

  /// The pane's memo keeps the wrap's lines, not the text: holding the text would share its
  /// storage with the field, and every key would then copy the whole text to change it.
  @Test("a key typed after the compose pane is drawn edits the text where it lies")
  func keyEditsTheTextInPlace() {
    var field = ComposingField(
      text: String(repeating: "가나다 ", count: 100), maxLength: 1_000, multiline: true)
    _ = field.type("r")  // ㄱ: the text is the field's alone after this key's undo step
    var frame = Frame(width: 40, height: 10)
    var memo = ComposeView.Memo()
    var stamps = 0
    do {
      let input = ComposeView.Input(
        buffer: field.buffer, composing: true, focus: .compose, body: .plain,
        placeholderStyle: .plain, keys: .defaults)
      _ = ComposeView.draw(
        input, in: Rect(x: 0, y: 0, width: 40, height: 10), into: &frame, memo: &memo,
        stamps: &stamps)
    }
    let address = { (text: String) in text.utf8.withContiguousStorageIfAvailable(\.baseAddress) }
    let before = address(field.text)
    _ = field.type("k")  // ㄱ → 가: three bytes for three, in place
    #expect(field.text.hasSuffix(" 가"))
    #expect(before != nil && address(field.text) == before)
  }
}
