import Reviews
import Terminal
import Testing

@testable import App

@Suite("The list's window over a board of 100,000 reviews")
struct ListWindowTests {
  /// The list of an app started against `board`, every answer delivered.
  func started(on board: ReviewBoard, capabilities: ServerCapabilities) -> AppState {
    var state = makeState()
    state.focus = .list
    state.serverCapabilities = capabilities
    board.serve(start(&state), to: &state)
    return state
  }

  /// Order, no gaps (deleted reviews aside), no duplicates, bounded.
  func expectSound(
    _ state: AppState, on board: ReviewBoard, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ids = state.list.reviews.map(\.id)
    #expect(ids.count <= ReviewListState.maxReviews, sourceLocation: sourceLocation)
    #expect(Set(ids).count == ids.count, "a review shows twice", sourceLocation: sourceLocation)
    #expect(
      board.isConsecutive(state.list.reviews), "out of order or a gap",
      sourceLocation: sourceLocation)
  }

  func selectedNumber(_ state: AppState) -> Int {
    ReviewBoard.number(state.list.reviews[state.list.selected])
  }

  func title(_ state: AppState) -> String { render(state).textLines()[state.layout.listTitle.y] }

  @Test("G asks for the oldest page; PgUp and k go up through pages, g comes back to the newest")
  func bothDirections() throws {
    var board = ReviewBoard(count: 100_000)
    var state = started(on: board, capabilities: .dubeolServe)
    #expect(selectedNumber(state) == 100_000)

    let effects = state.typeKeys("G")
    #expect(effects.contains { if case .fetchPage(_, .oldest, _, _) = $0 { true } else { false } })
    board.serve(effects, to: &state)
    #expect(selectedNumber(state) == 1)
    #expect(state.list.top > 0 && state.list.top < state.list.selected, "the pane is full above it")
    #expect(state.list.reachedEnd && !state.list.atNewest)
    #expect(title(state).contains("100,000/100,000"), "\(title(state))")

    // Up 1,500 reviews, past the window's bound, while others post and delete.
    var previous = selectedNumber(state)
    var deletes = 0
    for step in 1...400 {
      if step % 40 == 0 {
        board.post()
        // One review above the window, and the one at its newest edge (the cursor's review).
        board.delete(ReviewBoard.number(state.list.reviews[0]) + 50)
        board.delete(ReviewBoard.number(state.list.reviews[0]))
        deletes += 2
      }
      board.serve(step % 2 == 0 ? state.press(.pageUp) : state.typeKeys("k"), to: &state)
      expectSound(state, on: board)
      let now = selectedNumber(state)
      #expect(now > previous, "step \(step): the selection moves to newer reviews")
      previous = now
    }
    #expect(!state.list.reachedEnd, "the oldest pages were dropped from the window")
    #expect(state.list.reviews.count <= ReviewListState.maxReviews)
    let position = board.numbers.count - (try #require(board.numbers.firstIndex(of: previous)))
    #expect(abs((state.list.position ?? 0) - position) <= deletes)

    // Back down to the oldest by pages: the dropped pages come again by cursor.
    while !(state.list.reachedEnd && state.list.selected == state.list.reviews.count - 1) {
      board.serve(state.press(.pageDown), to: &state)
      expectSound(state, on: board)
      let now = selectedNumber(state)
      #expect(now < previous || now == 1)
      previous = now
    }
    #expect(selectedNumber(state) == 1)
    #expect(title(state).contains("\(ListTitle.grouped(board.numbers.count))/"))

    board.serve(state.typeKeys("g"), to: &state)
    #expect(state.list.atNewest && state.list.selected == 0)
    #expect(selectedNumber(state) == board.numbers.last)
    #expect(title(state).contains("1/\(ListTitle.grouped(board.numbers.count))"))
    expectSound(state, on: board)
  }

  @Test("PgUp pressed at the window's top while the newer page loads is done when the page comes")
  func pageTurnsWaitForTheirPage() {
    let board = ReviewBoard(count: 100_000)
    var state = started(on: board, capabilities: .dubeolServe)
    board.serve(state.typeKeys("G"), to: &state)
    // How many reviews one page turn passes (the board's reviews are all alike).
    var control = state
    board.serve(control.press(.pageUp), to: &control)
    let turn = selectedNumber(control) - selectedNumber(state)
    #expect(turn > 1)
    var waiting: [Effect] = []
    while !(state.list.selected == 0 && state.list.loading == .previousPage) {
      waiting += state.press(.pageUp)
    }
    let edge = selectedNumber(state)
    for _ in 0..<3 {
      #expect(state.press(.pageUp).isEmpty, "nothing to do until the page comes")
    }
    #expect(state.list.owedPages == -3)
    board.serve(waiting, to: &state)
    #expect(state.list.owedPages == 0)
    #expect(selectedNumber(state) == edge + 3 * turn, "three turns up from where the window ended")
    expectSound(state, on: board)

    // A reload forgets page turns still owed.
    while !(state.list.selected == 0 && state.list.loading == .previousPage) {
      _ = state.press(.pageUp)
    }
    _ = state.press(.pageUp)
    board.serve(state.typeKeys("g"), to: &state)
    #expect(state.list.owedPages == 0 && state.list.selected == 0 && state.list.atNewest)
  }

  @Test("from the newest down through 1,500 reviews by j and PgDn, with posts and deletes")
  func downFromTheTop() {
    var board = ReviewBoard(count: 100_000)
    var state = started(on: board, capabilities: .dubeolServe)
    var previous = selectedNumber(state)
    for step in 1...400 {
      if step % 40 == 0 {
        board.post()
        board.delete(ReviewBoard.number(state.list.reviews.last!))
        board.delete(ReviewBoard.number(state.list.reviews.last!) - 30)
      }
      board.serve(step % 2 == 0 ? state.press(.pageDown) : state.typeKeys("j"), to: &state)
      expectSound(state, on: board)
      #expect(selectedNumber(state) < previous)
      previous = selectedNumber(state)
    }
    #expect(!state.list.atNewest, "the newest pages were dropped from the window")
    // And up again to the newest, which now includes the reviews posted meanwhile.
    while !(state.list.atNewest && state.list.selected == 0) {
      board.serve(state.press(.pageUp), to: &state)
      expectSound(state, on: board)
    }
    #expect(selectedNumber(state) == board.numbers.last)
  }

  @Test("the first page came by offset before the capabilities: it comes again by cursor")
  func cursorsLearntAfterStart() {
    let board = ReviewBoard(count: 100_000)
    var state = started(on: board, capabilities: .original)
    #expect(title(state).contains("1/20+"))
    let effects = state.send(.capabilitiesLoaded(.dubeolServe))
    #expect(effects.contains { if case .fetchPage(_, .newest, _, _) = $0 { true } else { false } })
    board.serve(effects, to: &state)
    #expect(title(state).contains("1/100,000"), "\(title(state))")
    #expect(state.list.olderCursor != nil)
  }

  @Test("the capabilities come before the first page: it is asked again by cursor")
  func cursorsLearntFirst() {
    let board = ReviewBoard(count: 100_000)
    var state = makeState()
    state.list.reachedEnd = false  // as the app starts: nothing known yet
    let offsetFirst = start(&state)
    let effects = state.send(.capabilitiesLoaded(.dubeolServe))
    #expect(effects.contains { if case .fetchPage(_, .newest, _, _) = $0 { true } else { false } })
    board.serve(offsetFirst + effects, to: &state)
    #expect(title(state).contains("1/100,000"), "\(title(state))")
  }

  @Test("one's own review posted deep in the list: the view stays, the review is at the top")
  func ownPostDeep() {
    var board = ReviewBoard(count: 100_000)
    var state = started(on: board, capabilities: .dubeolServe)
    for _ in 0..<10 { board.serve(state.press(.pageDown), to: &state) }
    let (selected, top, id) = (
      state.list.selected, state.list.top, state.list.reviews[state.list.selected].id
    )
    let frame = render(state).textLines()
    let posted = board.post()
    state.send(.postSucceeded(key: "k", review: posted))
    #expect(state.list.reviews[0].id == posted.id)
    #expect(state.list.selected == selected + 1 && state.list.top == top + 1)
    #expect(state.list.reviews[state.list.selected].id == id)
    state.toast = nil  // "리뷰를 등록했어요" covers the pane's last row
    let rows = state.layout.list.y..<state.layout.list.maxY
    #expect(render(state).textLines()[rows] == frame[rows], "the list pane did not move")
  }

  @Test("deleting one's own review deep in a window keeps the pages' cursors")
  func deleteDeep() {
    var board = ReviewBoard(count: 100_000)
    var state = started(on: board, capabilities: .dubeolServe)
    board.serve(state.typeKeys("G"), to: &state)
    for _ in 0..<30 { board.serve(state.press(.pageUp), to: &state) }
    let gone = state.list.reviews[state.list.selected]
    board.delete(ReviewBoard.number(gone))
    state.send(.deleteSucceeded(id: gone.id))
    #expect(!state.list.reviews.contains(gone))
    for _ in 0..<60 {
      board.serve(state.press(.pageUp), to: &state)
      expectSound(state, on: board)
    }
  }

  @Test("on the original server the pages go by offset both ways, bounded, no duplicates")
  func offsetPaging() {
    var board = ReviewBoard(count: 100_000)
    var state = started(on: board, capabilities: .original)
    for step in 1...400 {
      if step % 50 == 0 { board.post() }
      board.serve(state.press(.pageDown), to: &state)
      expectSound(state, on: board)
    }
    #expect(!state.list.atNewest)
    #expect(title(state).contains("+"), "the end is not known: \(title(state))")
    while !(state.list.atNewest && state.list.selected == 0) {
      board.serve(state.press(.pageUp), to: &state)
      expectSound(state, on: board)
    }
  }
}
