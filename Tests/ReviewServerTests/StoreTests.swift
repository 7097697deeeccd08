import Foundation
import ReviewStore
import Reviews
import TestSupport
import Testing

@testable import ReviewServer
@testable import ReviewStoreSQLite

@Suite("SQLite store")
struct StoreTests {
  @Test("reviews survive closing and reopening the database file")
  func survivesRestart() async throws {
    let directory = try TemporaryDirectory("dubeol-server-tests")
    defer { directory.remove() }
    let first = try SQLiteReviewStore(path: directory.file("reviews.sqlite").path)
    let added = try await first.add(
      NewReview(themeId: "1", content: "다시 열어도 있어요", userName: "영희", createdAt: testNow),
      idempotencyKey: "k")
    try first.closeDatabase()

    let reopened = try SQLiteReviewStore(path: directory.file("reviews.sqlite").path)
    defer { try? reopened.closeDatabase() }
    #expect(try await reopened.reviews(themeId: "1", start: 0, count: 10) == [added.review])
    // The idempotency key is remembered across restarts too.
    let again = try await reopened.add(
      NewReview(themeId: "1", content: "다시 열어도 있어요", userName: "영희", createdAt: testNow),
      idempotencyKey: "k")
    #expect(again == AddedReview(review: added.review, created: false))
  }

  @Test("commits are durable: WAL journal, and the writer syncs on every commit")
  func durability() async throws {
    let directory = try TemporaryDirectory("dubeol-server-tests")
    defer { directory.remove() }
    let store = try SQLiteReviewStore(path: directory.file("reviews.sqlite").path)
    defer { try? store.closeDatabase() }
    #expect(try await store.writerPragma("journal_mode") == "wal")
    #expect(try await store.writerPragma("synchronous") == "2")  // FULL
  }

  @Test("seeding fills only an empty store")
  func seedsOnce() async throws {
    let directory = try TemporaryDirectory("dubeol-server-tests")
    defer { directory.remove() }
    let store = try SQLiteReviewStore(path: directory.file("reviews.sqlite").path)
    defer { try? store.closeDatabase() }
    let seeds = try SeedReviews.bundled(now: testNow)
    #expect(try await store.seedIfEmpty(seeds))
    #expect(try await store.count() == seeds.count)
    #expect(try await store.seedIfEmpty(seeds) == false)
    #expect(try await store.count() == seeds.count)
  }

  @Test("the bundled sample reviews are many, Korean, and spread out in time")
  func bundledSeeds() throws {
    let seeds = try SeedReviews.bundled(now: testNow)
    #expect(seeds.count >= 30)
    #expect(Set(seeds.map(\.content)).count == seeds.count)
    #expect(Set(seeds.map(\.userName)).count >= 20)
    #expect(
      seeds.allSatisfy {
        $0.content.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
      })
    #expect(seeds.allSatisfy { (1...ReviewAPI.maxContentLength).contains($0.content.count) })
    let shown = Set(
      seeds.map { RelativeTime.string(for: $0.createdAt, now: testNow, timeZone: .gmt) })
    #expect(shown.contains("방금 전"))
    #expect(shown.contains { $0.hasSuffix("분 전") })
    #expect(shown.contains { $0.hasSuffix("시간 전") })
    #expect(shown.filter { $0.contains(".") }.count >= 15)
  }

  @Test(
    "the themes the 2022 apps open have 40+ seeds each, from minutes to months ago",
    arguments: ["PLKEY0-L-81", "6"])
  func appThemeSeeds(_ theme: String) throws {
    let seeds = try SeedReviews.bundled(now: testNow).filter { $0.themeId == theme }
    #expect(seeds.count >= 40)
    let shown = seeds.map { RelativeTime.string(for: $0.createdAt, now: testNow, timeZone: .gmt) }
    #expect(shown.contains("방금 전"))
    #expect(shown.contains { $0.hasSuffix("분 전") })
    #expect(shown.contains { $0.hasSuffix("시간 전") })
    #expect(shown.filter { $0.contains(".") }.count >= 20)
    let oldest = try #require(seeds.map(\.createdAt).min())
    #expect(testNow.timeIntervalSince(oldest) > 90 * 86_400)
    #expect(
      seeds.filter { $0.content.hasPrefix("Rating: ⭐") && $0.content.contains("\nReview: ") }.count
        >= 5)
  }

  @Test("seeded reviews are listed newest first")
  func seededOrder() async throws {
    let directory = try TemporaryDirectory("dubeol-server-tests")
    defer { directory.remove() }
    let store = try SQLiteReviewStore(path: directory.file("reviews.sqlite").path)
    defer { try? store.closeDatabase() }
    try await store.seedIfEmpty(SeedReviews.bundled(now: testNow))
    let page = try await store.reviews(themeId: "1", start: 0, count: 100)
    #expect(page.count >= 30)
    #expect(page.map(\.createdAt) == page.map(\.createdAt).sorted(by: >))
  }

  @Test("two servers opening one new database at the same moment both come up, seeded once")
  func concurrentFirstOpen() async throws {
    let directory = try TemporaryDirectory("dubeol-server-tests")
    defer { directory.remove() }
    let seeds = try SeedReviews.bundled(now: testNow)
    for round in 0..<30 {
      let path = directory.url.appendingPathComponent("race-\(round).sqlite").path
      // Threads, not tasks: the two opens must really overlap, as two processes do.
      let opened = try await withThrowingTaskGroup(of: Bool.self) { group in
        for _ in 0..<2 {
          group.addTask {
            try await onThread {
              let store = try SQLiteReviewStore(path: path)
              defer { try? store.closeDatabase() }
              return true
            }
          }
        }
        return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }
      #expect(opened == 2)
      // Seeding through two connections at once: one seeds, the other finds reviews.
      let stores = try [SQLiteReviewStore(path: path), SQLiteReviewStore(path: path)]
      defer { for store in stores { try? store.closeDatabase() } }
      async let first = stores[0].seedIfEmpty(seeds)
      async let second = stores[1].seedIfEmpty(seeds)
      let seeded = try await [first, second]
      #expect(seeded.filter { $0 }.count == 1)
      #expect(try await stores[1].count() == seeds.count)
    }
  }

  @Test("one author name is one user id; different names are different users")
  func userIds() {
    #expect(ReviewIdentifiers.userId(forName: "민지") == ReviewIdentifiers.userId(forName: "민지"))
    #expect(ReviewIdentifiers.userId(forName: "민지") != ReviewIdentifiers.userId(forName: "민수"))
    #expect(ReviewIdentifiers.userId(forName: "민지").count == 24)
  }

  @Test("a folder or a non-database file cannot be opened, with the reason")
  func unopenable() throws {
    let directory = try TemporaryDirectory("dubeol-server-tests")
    defer { directory.remove() }
    #expect {
      _ = try SQLiteReviewStore(path: directory.url.path)
    } throws: { error in
      guard case .databaseUnavailable(let path, let reason) = error as? ReviewStoreOpenError else {
        return false
      }
      return path == directory.url.path && !reason.isEmpty
    }
    let garbage = directory.url.appendingPathComponent("garbage.sqlite")
    try Data(repeating: 0x41, count: 4096).write(to: garbage)
    #expect(throws: ReviewStoreOpenError.self) { _ = try SQLiteReviewStore(path: garbage.path) }
  }
}
