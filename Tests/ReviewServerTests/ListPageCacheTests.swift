import Foundation
import Logging
import ReviewStore
import Reviews
import Synchronization
import TestSupport
import Testing

@testable import ReviewServer
@testable import ReviewStorePostgres
@testable import ReviewStoreSQLite

/// The list's pages kept by the server: read once while the store is unchanged, and never sent
/// once a change (from this server, another process or another server) was committed.
@Suite("Kept list pages")
struct ListPageCacheTests {
  static let authorKey = "cache-test-author-key-0001"

  static func list(_ port: Int, _ query: String = "count=20") async throws -> [Review] {
    let response = try await rawExchange(
      port: port, rawRequest("GET", "/theme/review?themeId=kept&\(query)"))
    #expect(response.status == 200)
    return try WireJSON.decoder.decode(ReviewPage.self, from: Data(response.body)).data
  }

  static func send(
    _ port: Int, _ method: String, _ path: String, body: String? = nil
  ) async throws -> RawResponse {
    try await rawExchange(
      port: port,
      rawRequest(
        method, path,
        headers: [
          "Content-Type: application/json", "Accept: application/json",
          "X-Author-Key: \(authorKey)",
        ], body: body))
  }

  /// Posts to theme `kept` and returns the stored review.
  static func post(_ port: Int, _ content: String) async throws -> Review {
    let response = try await send(
      port, "POST", "/tmp/theme/kept/review",
      body: #"{"content":"\#(content)","userName":"보관"}"#)
    #expect(response.status == 200)
    return try WireJSON.decoder.decode(ReviewEnvelope.self, from: Data(response.body)).data
  }

  static func edit(_ port: Int, _ id: String, _ content: String) async throws {
    let response = try await send(
      port, "PATCH", "/tmp/theme/kept/review/\(id)", body: #"{"content":"\#(content)"}"#)
    #expect(response.status == 200)
  }

  static func delete(_ port: Int, _ id: String) async throws {
    #expect(try await send(port, "DELETE", "/tmp/theme/kept/review/\(id)").status == 204)
  }

  @Test("a page is read once while nothing changes; each post, edit and delete shows at once")
  func keptUntilChanged() async throws {
    let directory = try TemporaryDirectory("dubeol-kept-pages")
    defer { directory.remove() }
    let store = CountingStore(try SQLiteReviewStore(path: directory.file("r.sqlite").path))
    let server = try await EmbeddedServer.start(
      store: store, host: "127.0.0.1", port: 0, logger: quietLogger)
    defer { Task { await server.stop() } }
    let port = server.baseURL.port ?? 0

    let first = try await Self.post(port, "첫 리뷰")
    #expect(try await Self.list(port).map(\.id) == [first.id])
    #expect(try await Self.list(port).map(\.id) == [first.id])
    #expect(try await Self.list(port, "count=20&before=").map(\.id) == [first.id])
    #expect(try await Self.list(port, "count=20&before=").map(\.id) == [first.id])
    #expect(store.pageReads.value == 2, "one read for each page, then kept")

    let second = try await Self.post(port, "둘째 리뷰")
    #expect(try await Self.list(port).map(\.id) == [second.id, first.id])
    #expect(try await Self.list(port, "count=20&before=").map(\.id) == [second.id, first.id])
    try await Self.edit(port, second.id, "고친 리뷰")
    #expect(try await Self.list(port).map(\.content) == ["고친 리뷰", "첫 리뷰"])
    try await Self.delete(port, second.id)
    #expect(try await Self.list(port).map(\.id) == [first.id])
    #expect(try await Self.list(port, "count=20&before=").map(\.id) == [first.id])
    #expect(store.pageReads.value == 2 + 5, "one read for each page asked after a change")
  }

  @Test("/bench/store answers the list's bytes, read from the store every time")
  func benchStoreRoute() async throws {
    let store = CountingStore(MemoryReviewStore())
    var options = ReviewServerOptions()
    options.benchmarkRoutes = true
    let server = try await EmbeddedServer.start(
      store: store, host: "127.0.0.1", port: 0, logger: quietLogger, options: options)
    defer { Task { await server.stop() } }
    let port = server.baseURL.port ?? 0
    _ = try await Self.post(port, "한 리뷰")
    let query = "?themeId=kept&count=20"
    let list = try await rawExchange(port: port, rawRequest("GET", "/theme/review" + query))
    for _ in 0..<3 {
      let read = try await rawExchange(port: port, rawRequest("GET", "/bench/store" + query))
      #expect(read.status == 200 && read.body == list.body)
    }
    #expect(store.pageReads.value == 1 + 3)
  }

  @Test("SQLite: reviews another process imports into the file show on the next list")
  func otherProcessWrites() async throws {
    let directory = try TemporaryDirectory("dubeol-kept-pages")
    defer { directory.remove() }
    let path = directory.file("r.sqlite").path
    let server = try await EmbeddedServer.start(
      store: try SQLiteReviewStore(path: path), host: "127.0.0.1", port: 0, logger: quietLogger)
    defer { Task { await server.stop() } }
    let port = server.baseURL.port ?? 0
    let posted = try await Self.post(port, "서버에서")
    #expect(try await Self.list(port).map(\.id) == [posted.id])

    // Connections of their own, as `dubeol import` has.
    let other = try SQLiteReviewStore(path: path)
    defer { try? other.closeDatabase() }
    for round in 0..<5 {
      let imported = Review(
        id: "62a0c0ffee00000000000\(100 + round)",
        user: ReviewUser(id: "5f00000000000000000000aa", isAdmin: false, userName: "옮김"),
        theme: "kept", content: "옮겨 온 리뷰 \(round)",
        createdAt: Date().addingTimeInterval(Double(round + 1) * 60))
      #expect(try await other.importReviews([imported]) == 1)
      #expect(try await Self.list(port).first?.id == imported.id)
    }
  }

  @Test("PostgreSQL: a review acknowledged by one server shows on the next list from the other")
  func twoServersOnePostgres() async throws {
    let address = try await PostgresTestServer.shared().createDatabase()
    let a = try await PostgresServersTests.server(address)
    let b = try await PostgresServersTests.server(address)
    defer {
      Task {
        await a.stop()
        await b.stop()
      }
    }
    let (portA, portB) = (a.baseURL.port ?? 0, b.baseURL.port ?? 0)
    // Others keep asking B for the page meanwhile, so its kept page and its shared stamp
    // reads are in use when each change lands.
    let readers = Task {
      try await withThrowingTaskGroup(of: Void.self) { group in
        // Two readers with short pauses: enough to keep the stamp reads in flight, light
        // enough for the rest of a parallel test run.
        for _ in 0..<2 {
          group.addTask {
            while !Task.isCancelled {
              _ = try await Self.list(portB)
              try? await Task.sleep(for: .milliseconds(2))
            }
          }
        }
        try await group.waitForAll()
      }
    }
    for round in 0..<20 {
      let posted = try await Self.post(portA, "A에 올림 \(round)")
      #expect(try await Self.list(portB).first?.id == posted.id)
      try await Self.edit(portA, posted.id, "A에서 고침 \(round)")
      #expect(try await Self.list(portB).first?.content == "A에서 고침 \(round)")
      if round % 2 == 1 {
        try await Self.delete(portA, posted.id)
        #expect(try await Self.list(portB).first?.id != posted.id)
      }
      // And the other way round.
      let back = try await Self.post(portB, "B에 올림 \(round)")
      #expect(try await Self.list(portA).first?.id == back.id)
    }
    readers.cancel()
    try await readers.value
  }

  @Test("a stamp read is never one sent before the caller asked")
  func sharedReadIsFresh() async throws {
    let reads = Tally()
    let (started, starting) = AsyncStream<Void>.makeStream()
    let (gate, opener) = AsyncStream<Void>.makeStream()
    let shared = SharedRead<Int> {
      let number = reads.next()
      if number == 1 {
        starting.yield()
        for await _ in gate { break }  // held until the others have asked
      }
      return number
    }
    async let early = shared.value()
    for await _ in started { break }
    async let late = shared.value()
    async let alsoLate = shared.value()
    try await Task.sleep(for: .milliseconds(50))
    opener.yield()
    let (e, l, l2) = try await (early, late, alsoLate)
    #expect(e == 1)
    #expect(l == 2 && l2 == 2, "the two who asked during the first read share the second")
    #expect(reads.next() == 3)
  }
}

/// A counter shared by tasks.
final class Tally: Sendable {
  private let count = Mutex(0)
  /// Counts one more and returns the count.
  func next() -> Int {
    count.withLock { n in
      n += 1
      return n
    }
  }
  var value: Int { count.withLock { $0 } }
}

/// A store that counts the pages read from it and passes every call to `base`.
final class CountingStore: ReviewStore {
  let base: any ReviewStore
  let pageReads = Tally()

  init(_ base: any ReviewStore) { self.base = base }

  private func counted<T>(_ read: () async throws -> T) async rethrows -> T {
    _ = pageReads.next()
    return try await read()
  }

  func reviews(themeId: String, start: Int, count: Int) async throws -> [Review] {
    try await counted { try await base.reviews(themeId: themeId, start: start, count: count) }
  }
  func reviews(themeId: String, before cursor: ReviewCursor?, count: Int) async throws
    -> ReviewSlice
  {
    try await counted { try await base.reviews(themeId: themeId, before: cursor, count: count) }
  }
  func reviews(themeId: String, after cursor: ReviewCursor?, count: Int) async throws
    -> ReviewSlice
  {
    try await counted { try await base.reviews(themeId: themeId, after: cursor, count: count) }
  }
  func count(themeId: String) async throws -> Int { try await base.count(themeId: themeId) }
  func reviews(themeId: String, matching query: String, start: Int, count: Int) async throws
    -> [Review]
  {
    try await base.reviews(themeId: themeId, matching: query, start: start, count: count)
  }
  func add(_ review: NewReview, idempotencyKey: String?) async throws -> AddedReview {
    try await base.add(review, idempotencyKey: idempotencyKey)
  }
  func edit(themeId: String, id: String, content: String, authorKeyHash: String, now: Date)
    async throws -> Review
  {
    try await base.edit(
      themeId: themeId, id: id, content: content, authorKeyHash: authorKeyHash, now: now)
  }
  func delete(themeId: String, id: String, authorKeyHash: String) async throws {
    try await base.delete(themeId: themeId, id: id, authorKeyHash: authorKeyHash)
  }
  func importReviews(_ reviews: [Review]) async throws -> Int {
    try await base.importReviews(reviews)
  }
  func analyze() async throws { try await base.analyze() }
  func count() async throws -> Int { try await base.count() }
  func stamp() async throws -> StoreStamp { try await base.stamp() }
  func seedIfEmpty(_ reviews: [NewReview]) async throws -> Bool {
    try await base.seedIfEmpty(reviews)
  }
  func close() async { await base.close() }
}
