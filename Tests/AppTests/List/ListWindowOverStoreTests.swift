import Foundation
import Logging
import ReviewServer
import ReviewStore
import Reviews
import ReviewsHTTP
import Testing

@testable import App

/// The list's window over dubeol serve's own store of 100,000 reviews, every page asked over
/// loopback HTTP as the runtime asks it, while others post and delete: the cursors, counts and
/// page edges are the server's, not a model's.
@Suite("The list's window over a store of 100,000 reviews, over HTTP")
struct ListWindowOverStoreTests {
  static let count = 100_000
  /// The author key hash of every review on the board, so any of them can be deleted.
  static let key = "test-author"
  static let firstDate = Date(timeIntervalSince1970: 1_700_000_000)

  /// The board: "리뷰 1" the oldest … "리뷰 100000" the newest, a second apart.
  final class Board: @unchecked Sendable {
    let store = MemoryReviewStore()
    /// Ids by review number, and the numbers deleted so far.
    var ids: [Int: String] = [:]
    var deleted: Set<Int> = []
    var newest = ListWindowOverStoreTests.count

    func seed() async throws {
      try await store.seedIfEmpty(
        (1...ListWindowOverStoreTests.count).map { NewReview(number: $0) })
      let all = try await store.reviews(
        themeId: ReviewAPI.defaultThemeId, start: 0, count: ListWindowOverStoreTests.count)
      for review in all { ids[Board.number(review)] = review.id }
    }

    /// Someone posts: the review becomes the newest.
    func post() async throws {
      newest += 1
      let added = try await store.add(NewReview(number: newest), idempotencyKey: nil)
      ids[newest] = added.review.id
    }

    /// Someone deletes review `n` (when it is there).
    func delete(_ n: Int) async throws {
      guard let id = ids[n], !deleted.contains(n) else { return }
      try await store.delete(
        themeId: ReviewAPI.defaultThemeId, id: id, authorKeyHash: ListWindowOverStoreTests.key)
      deleted.insert(n)
    }

    static func number(_ review: Review) -> Int { Int(review.content.dropFirst(3)) ?? -1 }

    /// Newest first, each once, and nothing missing between neighbours but deleted reviews.
    func isSound(_ reviews: [Review]) -> Bool {
      let numbers = reviews.map(Board.number)
      return zip(numbers, numbers.dropFirst()).allSatisfy { newer, older in
        newer > older && (older + 1..<newer).allSatisfy(deleted.contains)
      }
    }
  }

  /// The server on loopback over a seeded board, stopped after `body`.
  func withBoard(_ body: (Board, HTTPReviewClient) async throws -> Void) async throws {
    let board = Board()
    try await board.seed()
    let server = try await EmbeddedServer.start(
      store: board.store, host: "127.0.0.1", port: 0,
      logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
    do {
      try await body(board, HTTPReviewClient(baseURL: server.baseURL))
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  /// Performs the fetches among `effects` with the client, as the runtime does, until none is
  /// left (each answer may ask for more).
  func serve(_ effects: [Effect], _ client: HTTPReviewClient, to state: inout AppState)
    async throws
  {
    var pending = effects
    while !pending.isEmpty {
      switch pending.removeFirst() {
      case .fetchPage(let themeId, let request, let count, let generation):
        let page = try await client.page(themeId: themeId, request, count: count)
        pending += update(
          &state, .pageLoaded(generation: generation, request: request, page: page))
      case .fetchReviews(let themeId, let start, let count, let generation, nil):
        let reviews = try await client.reviews(themeId: themeId, start: start, count: count)
        pending += update(
          &state, .reviewsLoaded(generation: generation, start: start, reviews: reviews))
      default:
        break
      }
    }
  }

  /// The app started against the server, its capabilities learnt, the list focused.
  func started(_ client: HTTPReviewClient) async throws -> AppState {
    var state = makeState()
    state.focus = .list
    state.serverCapabilities = try await client.capabilities()
    try await serve(start(&state), client, to: &state)
    return state
  }

  func expectSound(
    _ state: AppState, _ board: Board, _ step: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let reviews = state.list.reviews
    #expect(reviews.count <= ReviewListState.maxReviews, sourceLocation: sourceLocation)
    #expect(
      board.isSound(reviews), "step \(step): out of order, a gap or a review twice",
      sourceLocation: sourceLocation)
  }

  func selected(_ state: AppState) -> Int {
    Board.number(state.list.reviews[state.list.selected])
  }

  @Test("G, then up by k and PgUp past the window's bound and down again, with posts and deletes")
  func upFromTheOldest() async throws {
    try await withBoard { board, client in
      var state = try await started(client)
      #expect(state.serverCapabilities.oldestPage)
      #expect(selected(state) == Self.count)
      #expect(state.list.total == Self.count)

      try await serve(state.typeKeys("G"), client, to: &state)
      #expect(selected(state) == 1)
      #expect(state.list.position == Self.count)

      var previous = selected(state)
      for step in 1...400 {
        if step % 40 == 0 {
          try await board.post()
          // Just above the window, and the review at its newer edge (the cursor's own).
          try await board.delete(Board.number(state.list.reviews[0]) + 30)
          try await board.delete(Board.number(state.list.reviews[0]))
        }
        let keys = step % 2 == 0 ? state.press(.pageUp) : state.typeKeys("k")
        try await serve(keys, client, to: &state)
        expectSound(state, board, step)
        #expect(selected(state) > previous, "step \(step): the selection moves to newer reviews")
        previous = selected(state)
      }
      #expect(!state.list.reachedEnd, "the oldest pages were dropped from the window")

      var step = 400
      while !(state.list.reachedEnd && state.list.selected == state.list.reviews.count - 1) {
        step += 1
        try await serve(state.press(.pageDown), client, to: &state)
        expectSound(state, board, step)
        #expect(selected(state) < previous || selected(state) == 1, "step \(step)")
        previous = selected(state)
        guard step < 2_000 else { break }
      }
      #expect(selected(state) == 1)

      try await serve(state.typeKeys("g"), client, to: &state)
      #expect(state.list.atNewest && state.list.selected == 0)
      #expect(selected(state) == board.newest)
      #expect(state.list.total == board.newest - board.deleted.count)
      expectSound(state, board, step + 1)
    }
  }

  @Test(
    "down from the newest by j and PgDn past the window's bound and up again, with posts and deletes"
  )
  func downFromTheNewest() async throws {
    try await withBoard { board, client in
      var state = try await started(client)
      var previous = selected(state)
      for step in 1...400 {
        if step % 40 == 0 {
          try await board.post()
          // The window's oldest review (the cursor's own), and one below the window.
          try await board.delete(Board.number(state.list.reviews.last!))
          try await board.delete(Board.number(state.list.reviews.last!) - 30)
        }
        let keys = step % 2 == 0 ? state.press(.pageDown) : state.typeKeys("j")
        try await serve(keys, client, to: &state)
        expectSound(state, board, step)
        #expect(selected(state) < previous, "step \(step): the selection moves to older reviews")
        previous = selected(state)
      }
      #expect(!state.list.atNewest, "the newest pages were dropped from the window")

      var step = 400
      while !(state.list.atNewest && state.list.selected == 0) {
        step += 1
        try await serve(state.press(.pageUp), client, to: &state)
        expectSound(state, board, step)
        guard step < 2_000 else { break }
      }
      #expect(selected(state) == board.newest, "the reviews posted meanwhile are there")
    }
  }
}

extension NewReview {
  /// Review number `n` of the board (its content says the number).
  fileprivate init(number n: Int) {
    self.init(
      themeId: ReviewAPI.defaultThemeId, content: "리뷰 \(n)", userName: "작성자",
      createdAt: ListWindowOverStoreTests.firstDate.addingTimeInterval(Double(n)),
      authorKeyHash: ListWindowOverStoreTests.key)
  }
}
