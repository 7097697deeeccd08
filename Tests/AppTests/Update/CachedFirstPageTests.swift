import Persistence
import Reviews
import Testing

@testable import App

@Suite("The newest page last loaded shows at start while the server is asked")
struct CachedFirstPageTests {
  let cached = CachedFirstPage(reviews: manyReviews(3), total: 3, reachedEnd: true)

  func title(_ state: AppState) -> String { render(state).textLines()[state.layout.listTitle.y] }

  /// The cached page's read, asked for by `start`.
  func cacheRead(in effects: [Effect]) -> (themeId: String, generation: Int)? {
    for case .loadCachedFirstPage(let themeId, let generation) in effects {
      return (themeId, generation)
    }
    return nil
  }

  func caches(in effects: [Effect]) -> [CachedFirstPage] {
    effects.compactMap { if case .cacheFirstPage(_, let page) = $0 { page } else { nil } }
  }

  @Test("start reads the cache first, for the theme and the start's load")
  func startReadsTheCache() throws {
    var state = makeState()
    let effects = start(&state)
    let read = try #require(cacheRead(in: effects))
    #expect(read.themeId == state.settings.themeId)
    #expect(read.generation == state.list.generation)
    #expect(effects.firstIndex { if case .loadCachedFirstPage = $0 { true } else { false } } == 0)
  }

  @Test("the cached page is drawn with no 불러오는 중; the same page from the server changes nothing")
  func cachedThenSame() {
    var state = makeState()
    _ = start(&state)
    let generation = state.list.generation
    state.send(.cachedFirstPageLoaded(generation: generation, page: cached))
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
    _ = start(&state)
    let generation = state.list.generation
    state.send(.cachedFirstPageLoaded(generation: generation, page: cached))
    state.focus = .list
    state.press(.down)
    #expect(state.list.reviews[state.list.selected].id == "r2")

    let newer = [review(100, "새 글", "방금 올라온 리뷰", minutesAgo: 0)] + manyReviews(3)
    let effects = state.send(.reviewsLoaded(generation: generation, start: 0, reviews: newer))
    #expect(state.list.reviews == newer)
    #expect(state.list.reviews[state.list.selected].id == "r2")
    #expect(caches(in: effects) == [CachedFirstPage(reviews: newer, total: 4, reachedEnd: true)])
  }

  @Test("a cached page after the server's answer, or for an older load, is dropped")
  func lateCacheDropped() {
    var state = makeState()
    _ = start(&state)
    let generation = state.list.generation
    let fresh = manyReviews(2, from: 50)
    state.send(.reviewsLoaded(generation: generation, start: 0, reviews: fresh))
    state.send(.cachedFirstPageLoaded(generation: generation, page: cached))
    #expect(state.list.reviews == fresh)

    var other = makeState()
    _ = start(&other)
    other.press(.ctrl("r"))
    other.send(.cachedFirstPageLoaded(generation: generation, page: cached))
    #expect(other.list.reviews.isEmpty)
    #expect(title(other).contains("불러오는 중"))
  }

  @Test("when the server cannot be reached the cached page stays, and the failure is said")
  func failureKeepsTheCachedPage() {
    var state = makeState()
    _ = start(&state)
    let generation = state.list.generation
    state.send(.cachedFirstPageLoaded(generation: generation, page: cached))
    state.send(.reviewsFailed(generation: generation, start: 0, message: "서버에 연결할 수 없어요."))
    #expect(state.list.reviews == cached.reviews)
    #expect(state.toast?.message == "리뷰를 새로 불러오지 못했어요: 서버에 연결할 수 없어요.")
    #expect(render(state).textLines().contains { $0.contains("더 불러오지 못했어요") })
  }

  @Test("a refresh while the cached page shows spins as any load does")
  func refreshSpins() {
    var state = makeState()
    _ = start(&state)
    state.send(.cachedFirstPageLoaded(generation: state.list.generation, page: cached))
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
