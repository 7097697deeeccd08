import Foundation
import Logging
import ReviewStore
import Reviews
import TestSupport
import Testing

@testable import ReviewServer
@testable import ReviewStorePostgres
@testable import ReviewStoreSQLite

/// The three stores behind one contract.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case memory, sqlite, postgres
  var testDescription: String { rawValue }
}

/// A fresh, empty store of `kind` for `body`, closed (and its files removed) afterwards.
func withStore<T: Sendable>(
  _ kind: StoreKind, _ body: @Sendable (any ReviewStore) async throws -> T
) async throws -> T {
  let directory = try TemporaryDirectory("dubeol-store-contract")
  defer { directory.remove() }
  let store: any ReviewStore =
    switch kind {
    case .memory: MemoryReviewStore()
    case .sqlite: try SQLiteReviewStore(path: directory.file("reviews.sqlite").path)
    case .postgres:
      try await PostgresReviewStore.open(
        try await PostgresTestServer.shared().createDatabase(), logger: quietLogger,
        // The contract is not about the deadlines: a loaded machine (or a cooperative pool held
        // by other tests' blocking work) must not trip them here.
        deadline: .seconds(30), openTimeout: .seconds(180))
    }
  do {
    let result = try await body(store)
    await store.close()
    return result
  } catch {
    await store.close()
    throw error
  }
}

@Suite("Store contract (memory, SQLite, PostgreSQL)")
struct StoreContractTests {
  static func new(
    _ content: String, theme: String = "t", name: String = "민지", at offset: Double = 0
  ) -> NewReview {
    NewReview(
      themeId: theme, content: content, userName: name,
      createdAt: testNow.addingTimeInterval(offset))
  }

  @Test(
    "pages are newest first (same instant: last stored first); offsets and cursors agree",
    arguments: StoreKind.allCases)
  func pagingOrder(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      // 25 reviews over 10 instants, stored out of time order, and one in another theme.
      var expected: [(Double, Int)] = []
      for i in 0..<25 {
        let offset = Double((i * 7) % 10)
        _ = try await store.add(Self.new("\(i)", at: offset), idempotencyKey: nil)
        expected.append((offset, i))
      }
      _ = try await store.add(Self.new("other", theme: "u", at: 100), idempotencyKey: nil)
      let order = expected.sorted { ($0.0, $0.1) > ($1.0, $1.1) }.map { "\($0.1)" }

      var byOffset: [String] = []
      for start in stride(from: 0, to: 30, by: 4) {
        byOffset += try await store.reviews(themeId: "t", start: start, count: 4).map(\.content)
      }
      #expect(byOffset == order)

      var byCursor: [String] = []
      var cursor: ReviewCursor?
      var pages = 0
      repeat {
        let slice = try await store.reviews(themeId: "t", before: cursor, count: 4)
        byCursor += slice.reviews.map(\.content)
        cursor = slice.next
        pages += 1
      } while cursor != nil && pages < 20
      #expect(byCursor == order)
      #expect(pages == 7)  // 25 = 6 × 4 + 1: the last page says there is none after it
      let exact = try await store.reviews(themeId: "t", before: nil, count: 25)
      #expect(exact.next == nil && exact.reviews.count == 25)
      #expect(try await store.reviews(themeId: "t", start: 25, count: 10).isEmpty)
      #expect(try await store.reviews(themeId: "none", before: nil, count: 10).reviews.isEmpty)
      #expect(try await store.count() == 26)
    }
  }

  @Test(
    "the oldest page by cursor, then towards newer: the newest-first walk reversed; counts kept",
    arguments: StoreKind.allCases)
  func oldestFirst(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      for i in 0..<25 {
        _ = try await store.add(Self.new("\(i)", at: Double((i * 7) % 10)), idempotencyKey: nil)
      }
      _ = try await store.add(Self.new("other", theme: "u"), idempotencyKey: nil)
      let newestFirst = try await store.reviews(themeId: "t", start: 0, count: 100).map(\.content)
      #expect(try await store.count(themeId: "t") == 25)
      #expect(try await store.count(themeId: "u") == 1)
      #expect(try await store.count(themeId: "none") == 0)

      var oldestFirst: [String] = []
      var cursor: ReviewCursor?
      var pages = 0
      repeat {
        let slice = try await store.reviews(themeId: "t", after: cursor, count: 4)
        oldestFirst += slice.reviews.map(\.content)
        #expect((slice.next != nil) == (pages > 0), "the oldest page has nothing older")
        cursor = slice.newer
        pages += 1
      } while cursor != nil && pages < 20
      #expect(oldestFirst == Array(newestFirst.reversed()))
      #expect(pages == 7)

      // From a page in the middle both ways: each page's cursors lead to its neighbours.
      let middle = try await store.reviews(themeId: "t", before: nil, count: 12)
      let older = try await store.reviews(themeId: "t", before: middle.next, count: 4)
      let back = try await store.reviews(themeId: "t", after: older.newer, count: 4)
      #expect(back.reviews.map(\.content) == middle.reviews.suffix(4).reversed().map(\.content))
      #expect(middle.newer == nil, "the newest page has nothing newer")

      // A deleted review's cursor still names its place; the count follows.
      let owned = try await store.add(
        NewReview(
          themeId: "t", content: "지울 글", userName: "민지", createdAt: testNow.addingTimeInterval(3),
          authorKeyHash: "h"), idempotencyKey: nil)
      #expect(try await store.count(themeId: "t") == 26)
      let around = try await store.reviews(themeId: "t", after: nil, count: 100)
      let index = try #require(around.reviews.firstIndex { $0.id == owned.review.id })
      let atIt = try await store.reviews(themeId: "t", after: nil, count: index + 1)
      try await store.delete(themeId: "t", id: owned.review.id, authorKeyHash: "h")
      #expect(try await store.count(themeId: "t") == 25)
      let after = try await store.reviews(themeId: "t", after: atIt.newer, count: 100)
      #expect(after.reviews.map(\.id) == around.reviews.dropFirst(index + 1).map(\.id))
    }
  }

  @Test(
    "an idempotency key stores one review; another review under it is refused",
    arguments: StoreKind.allCases)
  func idempotency(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let first = try await store.add(Self.new("한 번만"), idempotencyKey: "key-1")
      #expect(first.created)
      let again = try await store.add(Self.new("한 번만", at: 5), idempotencyKey: "key-1")
      #expect(again == AddedReview(review: first.review, created: false))
      await #expect(throws: ReviewStoreError.idempotencyKeyReused) {
        _ = try await store.add(Self.new("다른 글"), idempotencyKey: "key-1")
      }
      await #expect(throws: ReviewStoreError.idempotencyKeyReused) {
        _ = try await store.add(Self.new("한 번만", name: "다른 사람"), idempotencyKey: "key-1")
      }
      await #expect(throws: ReviewStoreError.idempotencyKeyReused) {
        _ = try await store.add(Self.new("한 번만", theme: "u"), idempotencyKey: "key-1")
      }
      // No key: every post is a new review.
      _ = try await store.add(Self.new("한 번만"), idempotencyKey: nil)
      #expect(try await store.count() == 2)
    }
  }

  @Test(
    "concurrent posts: every one stored once, a key raced by many stores one review",
    arguments: StoreKind.allCases)
  func concurrentPosts(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let results = try await withThrowingTaskGroup(of: AddedReview.self) { group in
        for i in 0..<100 {
          group.addTask {
            try await store.add(Self.new("동시 \(i)", at: Double(i % 3)), idempotencyKey: "u-\(i)")
          }
        }
        for _ in 0..<40 {
          group.addTask { try await store.add(Self.new("경주"), idempotencyKey: "race") }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      let raced = results.filter { $0.review.content == "경주" }
      #expect(raced.filter(\.created).count == 1)
      #expect(Set(raced.map(\.review)).count == 1)
      #expect(try await store.count() == 101)
      let all =
        try await store.reviews(themeId: "t", start: 0, count: 100).map(\.id)
        + store.reviews(themeId: "t", start: 100, count: 100).map(\.id)
      #expect(all.count == 101 && Set(all).count == 101)
    }
  }

  @Test(
    "search: Korean and ASCII substrings of content or name, in one theme, newest first",
    arguments: StoreKind.allCases)
  func search(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let entries: [(String, String, String, Double)] = [
        ("t", "배송이 정말 빨라요", "민지", 5), ("t", "자판 색감이 예뻐요", "하늘", 4),
        ("t", "배송은 느렸지만 만족", "배송왕", 3), ("u", "정말 빨라요 배송", "민지", 2),
        ("t", "100% 만족_최고 Great", "bob", 1),
      ]
      for (theme, content, name, minutes) in entries {
        _ = try await store.add(
          Self.new(content, theme: theme, name: name, at: -minutes * 60), idempotencyKey: nil)
      }
      func find(_ query: String, start: Int = 0, count: Int = 10) async throws -> [String] {
        try await store.reviews(themeId: "t", matching: query, start: start, count: count)
          .map(\.content)
      }
      #expect(try await find("정말 빨") == ["배송이 정말 빨라요"])
      #expect(try await find("배송") == ["배송은 느렸지만 만족", "배송이 정말 빨라요"])
      #expect(try await find("배송왕") == ["배송은 느렸지만 만족"])  // the author's name
      #expect(try await find("배") == ["배송은 느렸지만 만족", "배송이 정말 빨라요"])
      #expect(try await find("만족") == ["100% 만족_최고 Great", "배송은 느렸지만 만족"])
      #expect(try await find("great") == ["100% 만족_최고 Great"])  // ASCII case ignored
      #expect(try await find("0% 만") == ["100% 만족_최고 Great"])
      #expect(try await find("%") == ["100% 만족_최고 Great"])  // wildcards are literal
      #expect(try await find("_") == ["100% 만족_최고 Great"])
      #expect(try await find("없는 말").isEmpty)
      #expect(try await find("만족", start: 1, count: 1) == ["배송은 느렸지만 만족"])
    }
  }

  @Test(
    "search folds case one way for every length and store (String.lowercased), nothing else",
    arguments: StoreKind.allCases)
  func searchCaseFolding(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let contents = ["ÄÖÜ straße", "äöü", "Ǆemal Σίσυφος", "cafe\u{301} CAFÉ", "ｗｉｄｅ"]
      for (i, content) in contents.enumerated() {
        _ = try await store.add(Self.new(content, at: Double(i)), idempotencyKey: nil)
      }
      func find(_ query: String) async throws -> Set<String> {
        Set(
          try await store.reviews(themeId: "t", matching: query, start: 0, count: 10).map(\.content)
        )
      }
      // One, two and three characters fold alike (this differed by length and store before).
      #expect(try await find("ä") == ["ÄÖÜ straße", "äöü"])
      #expect(try await find("Ä") == ["ÄÖÜ straße", "äöü"])
      #expect(try await find("äÖ") == ["ÄÖÜ straße", "äöü"])
      #expect(try await find("ÄÖÜ") == ["ÄÖÜ straße", "äöü"])
      #expect(try await find("STRASSE").isEmpty, "no full case folding: ß stays ß")
      #expect(try await find("STRAßE") == ["ÄÖÜ straße"])
      #expect(try await find("ǅ") == ["Ǆemal Σίσυφος"], "title case lowercases too")
      #expect(try await find("ΣΊΣΥΦ") == ["Ǆemal Σίσυφος"])
      #expect(try await find("CAFÉ") == ["cafe\u{301} CAFÉ"], "precomposed matches precomposed")
      #expect(try await find("A") == ["ÄÖÜ straße", "cafe\u{301} CAFÉ", "Ǆemal Σίσυφος"])
      #expect(try await find("wide").isEmpty, "widths are not folded")
    }
  }

  @Test(
    "search follows edits and deletes; a match never spans content and name",
    arguments: StoreKind.allCases)
  func searchFollowsChanges(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      var review = Self.new("오타가 많아요", name: "민지")
      review.authorKeyHash = "h"
      let added = try await store.add(review, idempotencyKey: nil)
      _ = try await store.add(Self.new("배송 빨라요", name: "오타쟁이", at: 1), idempotencyKey: nil)
      func find(_ query: String) async throws -> [String] {
        try await store.reviews(themeId: "t", matching: query, start: 0, count: 10).map(\.content)
      }
      #expect(try await find("오타") == ["배송 빨라요", "오타가 많아요"])
      #expect(try await find("요민").isEmpty)
      _ = try await store.edit(
        themeId: "t", id: added.review.id, content: "색감이 좋아요", authorKeyHash: "h",
        now: testNow)
      #expect(try await find("오타") == ["배송 빨라요"])
      #expect(try await find("색감") == ["색감이 좋아요"])
      #expect(try await find("가").isEmpty)
      try await store.delete(themeId: "t", id: added.review.id, authorKeyHash: "h")
      #expect(try await find("색감").isEmpty)
      #expect(try await find("요") == ["배송 빨라요"])
    }
  }

  @Test(
    "text comes back exactly as stored: every script, emoji, combining marks, 1000 characters",
    arguments: StoreKind.allCases)
  func unicodeRoundTrip(_ kind: StoreKind) async throws {
    let texts = [
      "한글 ㄱㄴㄷ ㅏㅑ 뷁 똠방각하", "emoji 👩‍👩‍👧‍👦 🇰🇷 ✨", "e\u{301} 가\u{302}\u{303}",
      "עברית العربية", "줄\n바꿈\t탭", "\"quotes\" \\back\\slash' 'single'",
      String(repeating: "👍🏽", count: 1000), String(repeating: "가", count: 1000),
      "\u{1100}\u{1161}\u{11A8} 옛한글 ᄒᆞᆫ글", "zero\u{200B}width\u{200D}joiner",
    ]
    try await withStore(kind) { store in
      for (i, text) in texts.enumerated() {
        _ = try await store.add(
          Self.new(text, name: "이름 \(i) 🙂", at: Double(i)), idempotencyKey: "k\(i)")
      }
      let stored = try await store.reviews(themeId: "t", start: 0, count: 100)
      #expect(stored.map(\.content) == texts.reversed())
      #expect(stored.map(\.user.userName) == texts.indices.reversed().map { "이름 \($0) 🙂" })
      // A replay compares what was stored byte for byte.
      let again = try await store.add(Self.new(texts[6], name: "이름 6 🙂"), idempotencyKey: "k6")
      #expect(!again.created && again.review.content == texts[6])
    }
  }

  @Test(
    "limits: a page holds at most `count`; dates keep milliseconds; users by name",
    arguments: StoreKind.allCases)
  func limits(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      for i in 0..<130 {
        _ = try await store.add(Self.new("\(i)", at: Double(i) / 1000), idempotencyKey: nil)
      }
      #expect(try await store.reviews(themeId: "t", start: 0, count: 100).count == 100)
      #expect(try await store.reviews(themeId: "t", start: 120, count: 100).count == 10)
      let first = try await store.reviews(themeId: "t", before: nil, count: 100)
      #expect(first.reviews.count == 100 && first.next != nil)
      let second = try await store.reviews(themeId: "t", before: first.next, count: 100)
      #expect(second.reviews.count == 30 && second.next == nil)
      let newest = try #require(first.reviews.first)
      #expect(newest.createdAt == testNow.addingTimeInterval(0.129))
      #expect(newest.updatedAt == newest.createdAt)
      #expect(newest.user.id == ReviewIdentifiers.userId(forName: "민지"))
      #expect(newest.id.count == 24)
    }
  }

  @Test("seeding fills only an empty store", arguments: StoreKind.allCases)
  func seeding(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let seeds = try SeedReviews.bundled(now: testNow)
      #expect(try await store.seedIfEmpty(seeds))
      #expect(try await store.seedIfEmpty(seeds) == false)
      #expect(try await store.count() == seeds.count)
    }
  }
}
