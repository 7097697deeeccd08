import Reviews
import Terminal
import Testing

@testable import App

@Suite("The review list")
struct ListTests {
  func listState(_ reviews: [Review], reachedEnd: Bool = false) -> AppState {
    var state = makeState(reviews: reviews)
    state.list.reachedEnd = reachedEnd
    state.focus = .list
    return state
  }

  @Test("start loads the first page from the newest")
  func firstPage() {
    var state = makeState()
    let effects = start(&state)
    #expect(
      effects.contains(.fetchReviews(themeId: "PLKEY0-L-81", start: 0, count: 20, generation: 1)))
    #expect(state.list.loading == .firstPage)
    state.send(.reviewsLoaded(generation: 1, start: 0, reviews: manyReviews(20)))
    #expect(state.list.reviews.count == 20)
    #expect(state.list.loading == nil)
    #expect(!state.list.reachedEnd)
  }

  @Test("j/k and arrows move the selection, the view follows it")
  func moveSelection() {
    var state = listState(manyReviews(20))
    state.typeKeys("jjj")
    #expect(state.list.selected == 3)
    state.press(.up)
    #expect(state.list.selected == 2)
    for _ in 0..<6 { state.press(.down) }
    #expect(state.list.selected == 8)
    #expect(state.list.top > 0)
    let frame = render(state)
    #expect(frame.textLines().contains { $0.contains("9번째 리뷰") })
  }

  @Test("PgDn/PgUp move a page, Home/End go to the ends")
  func paging() {
    var state = listState(manyReviews(20), reachedEnd: true)
    state.press(.pageDown)
    // Each review takes 3 rows; 12 rows hold 4.
    #expect(state.list.selected == 4)
    state.press(.pageUp)
    #expect(state.list.selected == 0)
    state.press(.end)
    #expect(state.list.selected == 19)
    state.press(.home)
    #expect(state.list.selected == 0)
    #expect(state.list.top == 0)
  }

  @Test("the next page loads when the selection nears the end, and is appended")
  func nextPage() {
    var state = listState(manyReviews(20))
    var effects: [Effect] = []
    while effects.isEmpty && state.list.selected < 19 { effects = state.press(.down) }
    #expect(
      effects.contains(.fetchReviews(themeId: "PLKEY0-L-81", start: 20, count: 20, generation: 0)))
    #expect(state.list.selected >= 10, "not before the end nears")
    for _ in 0..<5 { state.press(.down) }
    #expect(state.list.loading == .nextPage)
    #expect(render(state).textLines().contains { $0.contains("더 불러오는 중") })
    #expect(state.press(.up).isEmpty)  // no second request while one is loading
    state.send(.reviewsLoaded(generation: 0, start: 20, reviews: manyReviews(5, from: 21)))
    #expect(state.list.reviews.count == 25)
    #expect(state.list.reachedEnd)
  }

  @Test("a review taller than the pane scrolls through its lines before the selection moves")
  func tallReview() {
    let long = review(1, "길게", String(repeating: "아주 긴 리뷰입니다. ", count: 120), minutesAgo: 1)
    var state = listState([long] + manyReviews(3, from: 2), reachedEnd: true)
    let lines = ListGeometry.contentLines(long, width: state.layout.list.width).count
    #expect(lines > state.layout.list.height)
    let last = lines + 1 - state.layout.list.height
    state.typeKeys("j")
    #expect(state.list.selected == 0)
    #expect(state.list.topLine == min(10, last))
    #expect(render(state).textLines()[2].contains("아주 긴"))
    while state.list.topLine < last && state.list.selected == 0 { state.typeKeys("j") }
    #expect(state.list.selected == 0)
    #expect(state.list.topLine == last)
    state.typeKeys("j")
    #expect(state.list.selected == 1)
    #expect(state.list.topLine == 0)
    state.typeKeys("k")
    #expect(state.list.selected == 0)
    #expect(state.list.topLine == 0)
  }

  @Test("the mouse wheel scrolls and a click selects a review")
  func mouse() {
    var state = listState(manyReviews(20))
    state.send(.input(.mouse(MouseEvent(kind: .wheelDown, x: 10, y: 5))))
    state.send(.input(.mouse(MouseEvent(kind: .wheelDown, x: 10, y: 5))))
    #expect(state.list.selected == 2)
    state.send(.input(.mouse(MouseEvent(kind: .wheelUp, x: 10, y: 5))))
    #expect(state.list.selected == 1)
    state.focus = .compose
    state.click(x: 10, y: 2 + 3 * 3 + 1)
    #expect(state.list.selected == 3)
    #expect(state.focus == .list)
  }

  @Test("r refreshes; an answer to an older request is ignored")
  func refresh() {
    var state = listState(manyReviews(20))
    let effects = state.typeKeys("r")
    #expect(
      effects.contains(.fetchReviews(themeId: "PLKEY0-L-81", start: 0, count: 20, generation: 1)))
    state.send(.reviewsLoaded(generation: 0, start: 20, reviews: manyReviews(3, from: 50)))
    #expect(state.list.reviews.count == 20)
    state.send(.reviewsLoaded(generation: 1, start: 0, reviews: manyReviews(2, from: 100)))
    #expect(state.list.reviews.map(\.id) == ["r100", "r101"])
  }

  @Test("a failed load shows the reason; r tries again")
  func failure() {
    var state = listState([])
    _ = start(&state)
    state.send(.reviewsFailed(generation: 1, start: 0, message: "서버에 연결할 수 없어요."))
    #expect(state.list.error == "서버에 연결할 수 없어요.")
    #expect(render(state).textLines().contains { $0.contains("리뷰를 불러오지 못했어요") })
    let effects = state.typeKeys("r")
    #expect(
      effects.contains(.fetchReviews(themeId: "PLKEY0-L-81", start: 0, count: 20, generation: 2)))
    #expect(state.list.error == nil)
  }

  @Test("control characters and escapes in review text are drawn as visible replacements")
  func sanitized() {
    let evil = review(1, "해커\u{1B}[2J", "안녕\u{1B}]0;title\u{07} 하세요\u{9B}", minutesAgo: 1)
    let state = listState([evil], reachedEnd: true)
    let frame = render(state)
    for cell in frame.cells {
      #expect(!cell.text.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
    #expect(frame.textLines().contains { $0.contains("안녕") && $0.contains("하세요") })
  }
}
