import Reviews
import Terminal
import Testing

@testable import App

@Suite("Going to the end of the list and searching it")
struct ListEndAndSearchTests {
  func listState(_ reviews: [Review], reachedEnd: Bool = false) -> AppState {
    var state = makeState(reviews: reviews)
    state.list.reachedEnd = reachedEnd
    state.focus = .list
    return state
  }

  func fetches(_ effects: [Effect]) -> [Int] {
    effects.compactMap { if case .fetchReviews(_, let start, _, _, _) = $0 { start } else { nil } }
  }

  func walks(_ effects: [Effect]) -> [Int] {
    effects.compactMap { if case .walkToOldest(_, _, let from, _, _) = $0 { from } else { nil } }
  }

  @Test("G on a server without the oldest page walks from the window's end, showing progress")
  func goToEnd() {
    var state = listState(manyReviews(20))
    #expect(walks(state.typeKeys("G")) == [20])
    #expect(state.list.walked == 0)
    state.send(.walkProgressed(generation: state.list.generation, walked: 12_340))
    #expect(render(state).textLines()[1].contains("끝으로 가는 중 12,340개 지남 · Esc 멈춤"))
    #expect(walks(state.typeKeys("G")).isEmpty, "one walk at a time")
    // The walk ends with the last reviews there are, at their offset.
    state.send(
      .reviewsLoaded(
        generation: state.list.generation, start: 5_000, reviews: manyReviews(3, from: 5_001)))
    #expect(state.list.walked == nil)
    #expect(state.list.reachedEnd)
    #expect(state.list.reviews.map(\.id) == ["r5001", "r5002", "r5003"])
    #expect(state.list.selected == 2)
    #expect(render(state).textLines()[1].contains("5,003/5,003"))
  }

  @Test("a short board: the walk's reviews join the window")
  func shortWalk() {
    var state = listState(manyReviews(20))
    state.typeKeys("G")
    state.send(
      .reviewsLoaded(
        generation: state.list.generation, start: 20, reviews: manyReviews(3, from: 21)))
    #expect(state.list.reviews.count == 23)
    #expect(state.list.selected == 22)
    #expect(render(state).textLines()[1].contains("23/23"))
  }

  @Test("Esc stops the walk: the window stays, later answers are dropped")
  func walkCancelled() {
    var state = listState(manyReviews(20))
    state.typeKeys("jjj")
    state.typeKeys("G")
    let generation = state.list.generation
    let effects = state.press(.escape)
    #expect(effects.contains(.cancelWalk))
    #expect(state.list.walked == nil && state.list.loading == nil)
    #expect(state.focus == .list, "Esc stopped the walk and did nothing else")
    state.send(.reviewsLoaded(generation: generation, start: 900, reviews: manyReviews(3)))
    #expect(state.list.reviews.count == 20 && state.list.selected == 3)
  }

  @Test("a failed walk stops and says why")
  func walkFails() {
    var state = listState(manyReviews(20))
    state.typeKeys("G")
    state.send(
      .reviewsFailed(generation: state.list.generation, start: 400, message: "서버에 연결할 수 없어요."))
    #expect(state.list.walked == nil)
    #expect(state.list.error == "서버에 연결할 수 없어요.")
  }

  @Test("searching matches content and author, ignoring case, Korean as a substring")
  func matching() {
    let reviews = sampleReviews
    #expect(ReviewSearch.matches("줄바꿈", in: reviews) == [0])
    #expect(ReviewSearch.matches("ENGLISH", in: reviews) == [3])
    #expect(ReviewSearch.matches("이바", in: reviews) == [1])
    #expect(ReviewSearch.matches("리뷰", in: reviews) == [2])
    #expect(ReviewSearch.matches("없는말", in: reviews).isEmpty)
    #expect(ReviewSearch.matches("", in: reviews).isEmpty)
  }

  @Test("/ types a query with the 2-beolsik engine; Enter finds, n/N move, Esc leaves")
  func searchFlow() {
    var state = listState(sampleReviews, reachedEnd: true)
    state.typeKeys("/")
    #expect(state.list.search?.editing == true)
    #expect(state.layout.list.height == makeState().layout.list.height - 1)
    state.typeKeys("dy")  // 요
    #expect(state.list.search?.field.text == "요")
    let typing = render(state)
    #expect(typing.textLines()[state.layout.searchLine.y].contains("찾기 [한] 요"))
    #expect(typing.cursor?.y == state.layout.searchLine.y)
    state.press(.enter)
    #expect(state.list.search?.query == "요")
    let matches = ReviewSearch.matches("요", in: state.list.reviews)
    #expect(matches.count >= 3)
    #expect(state.list.selected == matches[0])
    let frame = render(state)
    #expect(frame.textLines()[1].contains("찾은 리뷰 \(matches.count)개"))
    #expect(
      frame.textLines()[state.layout.searchLine.y].contains("불러온 리뷰에서 \(matches.count)개 찾았어요"))
    state.typeKeys("n")
    #expect(state.list.selected == matches[1])
    state.typeKeys("N")
    #expect(state.list.selected == matches[0])
    state.typeKeys("N")
    #expect(state.list.selected == matches.last, "N wraps around to the last match")
    state.press(.escape)
    #expect(state.list.search == nil)
    #expect(state.focus == .list)
    state.press(.escape)
    #expect(state.focus == .compose)
  }

  @Test("a key the field does not take (Ctrl-C asks to quit) leaves the search line as it was")
  func searchKeptThroughOtherKeys() {
    var state = listState(sampleReviews, reachedEnd: true)
    state.typeKeys("/")
    state.typeKeys("dy")  // 요
    state.press(.ctrl("c"))
    #expect(state.list.search?.field.text == "요")
    #expect(state.list.search?.editing == true)
  }

  @Test(
    "a server that searches (its capabilities say so) is asked with q=; Esc goes back to the list")
  func serverSearch() {
    var state = listState(sampleReviews, reachedEnd: true)
    state.send(.capabilitiesLoaded(.dubeolServe))
    state.typeKeys("/")
    state.typeKeys("dy")  // 요
    let effects = state.press(.enter)
    #expect(
      effects.contains(
        .fetchReviews(
          themeId: state.settings.themeId, start: 0, count: 20, generation: state.list.generation,
          query: "요")))
    #expect(render(state).textLines()[state.layout.searchLine.y].contains("서버에서 찾는 중"))
    let found = Array(sampleReviews.prefix(2))
    state.send(.reviewsLoaded(generation: state.list.generation, start: 0, reviews: found))
    #expect(state.list.reviews == found)
    let line = render(state).textLines()[state.layout.searchLine.y]
    #expect(line.contains("서버에서"), "\(line)")
    // Further pages keep asking with the query.
    #expect(
      state.fetch(start: 20)
        == .fetchReviews(
          themeId: state.settings.themeId, start: 20, count: 20, generation: state.list.generation,
          query: "요"))
    let back = state.press(.escape)
    #expect(state.list.serverQuery == nil)
    #expect(
      back.contains(
        .fetchPage(
          themeId: state.settings.themeId, request: .newest, count: 20,
          generation: state.list.generation)), "the whole list again, by cursor")
  }

  @Test("the start asks the server what it offers")
  func startAsksCapabilities() {
    var state = makeState()
    #expect(App.start(&state).contains(.fetchCapabilities))
    #expect(state.serverCapabilities == .original, "nothing assumed until the server says")
  }

  @Test("matches are highlighted in the list")
  func highlight() {
    var state = listState(sampleReviews, reachedEnd: true)
    state.typeKeys("/")
    state.press(.function(4))  // 한/영: English letters as they are
    state.typeKeys("english")
    state.press(.enter)
    let frame = render(state)
    let y = frame.textLines().firstIndex { $0.contains("English reviews") }!
    let x = 2  // content starts after the two-column gutter
    #expect(frame[x - 1, y].style != state.theme.match)
    #expect(frame[x, y].style == state.theme.match)
    #expect(frame[x + 8, y].style != state.theme.match)
  }

  @Test("a query with no match says so")
  func noMatch() {
    var state = listState(sampleReviews, reachedEnd: true)
    state.typeKeys("/")
    state.press(.function(4))
    state.typeKeys("zzz")
    state.press(.enter)
    #expect(state.toast?.message.contains("찾지 못했어요") == true)
  }
}
