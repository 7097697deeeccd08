import Persistence
import Reviews
import Testing

@testable import App

@Suite("The newest page last loaded shows at start while the server is asked")
struct CachedFirstPageTests {
  let cached = CachedFirstPage(reviews: manyReviews(3), total: 3, reachedEnd: true)

  func title(_ state: AppState) -> String { render(state).textLines()[state.layout.listTitle.y] }

  func caches(in effects: [Effect]) -> [CachedFirstPage] {
    effects.compactMap { if case .cacheFirstPage(_, let page) = $0 { page } else { nil } }
  }

  @Test("the cached page is drawn with no 불러오는 중; the same page from the server changes nothing")
  func cachedThenSame() {
    var state = makeState()
    _ = start(&state, cachedPage: cached)
    let generation = state.list.generation
    #expect(state.list.reviews == cached.reviews)
    #expect(!title(state).contains("불러오는 중"), "\(title(state))")
    let before = render(state).textLines()

    let effects = state.send(
      .reviewsLoaded(generation: generation, start: 0, reviews: cached.reviews))
    #expect(render(state).textLines() == before)
    #expect(caches(in: effects).isEmpty, "an unchanged page is not written again")
    #expect(state.list.loading == nil && !state.list.showsCached)
  }

  @Test("a newer page from the server replaces the cached one, keeps the selection and is kept")
  func newerPageReplaces() {
    var state = makeState()
    _ = start(&state, cachedPage: cached)
    let generation = state.list.generation
    state.focus = .list
    state.press(.down)
    #expect(state.list.reviews[state.list.selected].id == "r2")

    let newer = [review(100, "새 글", "방금 올라온 리뷰", minutesAgo: 0)] + manyReviews(3)
    let effects = state.send(.reviewsLoaded(generation: generation, start: 0, reviews: newer))
    #expect(state.list.reviews == newer)
    #expect(state.list.reviews[state.list.selected].id == "r2")
    #expect(caches(in: effects) == [CachedFirstPage(reviews: newer, total: 4, reachedEnd: true)])
  }

  @Test("the page the server sends first is kept; the same page again is not written")
  func writtenOnce() {
    var state = makeState()
    _ = start(&state)
    #expect(state.list.reviews.isEmpty && title(state).contains("불러오는 중"))
    let generation = state.list.generation
    let first = state.send(
      .reviewsLoaded(generation: generation, start: 0, reviews: cached.reviews))
    #expect(caches(in: first) == [cached])
    state.press(.ctrl("r"))
    let again = state.send(
      .reviewsLoaded(generation: state.list.generation, start: 0, reviews: cached.reviews))
    #expect(caches(in: again).isEmpty)
  }

  @Test("when the server cannot be reached the cached page stays, and the failure is said")
  func failureKeepsTheCachedPage() {
    var state = makeState()
    _ = start(&state, cachedPage: cached)
    let generation = state.list.generation
    state.send(.reviewsFailed(generation: generation, start: 0, message: "서버에 연결할 수 없어요."))
    #expect(state.list.reviews == cached.reviews)
    #expect(state.toast?.message == "리뷰를 새로 불러오지 못했어요: 서버에 연결할 수 없어요.")
    #expect(render(state).textLines().contains { $0.contains("더 불러오지 못했어요") })
  }

  @Test("a refresh while the cached page shows spins as any load does")
  func refreshSpins() {
    var state = makeState()
    _ = start(&state, cachedPage: cached)
    state.press(.ctrl("r"))
    #expect(title(state).contains("불러오는 중"))
  }

  @Test("search results are never kept as the newest page")
  func searchResultsNotCached() {
    var state = makeState(reviews: manyReviews(3))
    state.list.serverQuery = "달가"
    state.press(.ctrl("r"))
    let effects = state.send(
      .reviewsLoaded(generation: state.list.generation, start: 0, reviews: manyReviews(2)))
    #expect(caches(in: effects).isEmpty)
  }
}
