import Foundation
import ReviewStore
import Reviews
import TestSupport
import Testing

/// Search over more reviews than a store looks at first (a common query is first looked for
/// among the newest 2,000; the index is asked for a long query's rarest pairs only): the answer
/// is exact whatever the path.
@Suite("Store search at scale (memory, SQLite, PostgreSQL)")
struct StoreSearchTests {
  /// 2,101 reviews of theme t: the oldest holds the long phrase, the others hold its halves.
  static let reviews: [Review] = (0...2_100).map { i in
    let content =
      i == 0
      ? "처음엔 어색했는데 금방 익숙해졌어요" : i.isMultiple(of: 2) ? "처음엔 어색했는데 오늘은 좋아요" : "금방 익숙해졌어요 정말로"
    return Review(
      id: String(format: "r%05d", i),
      user: ReviewUser(id: "u1", isAdmin: false, userName: "민지", profileImage: nil), theme: "t",
      content: content, createdAt: testNow.addingTimeInterval(Double(i)))
  }

  @Test(
    "a long phrase whose pairs are all common finds exactly the reviews that hold it, however old",
    arguments: StoreKind.allCases)
  func longPhrase(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      #expect(try await store.importReviews(Self.reviews) == Self.reviews.count)
      func find(_ query: String, start: Int = 0, count: Int = 20) async throws -> [String] {
        try await store.reviews(themeId: "t", matching: query, start: start, count: count)
          .map(\.id)
      }
      #expect(try await find("처음엔 어색했는데 금방 익숙해졌어요") == ["r00000"])
      #expect(try await find("어색했는데 금방") == ["r00000"])
      #expect(try await find("는데 오늘은", count: 3) == ["r02100", "r02098", "r02096"])
      // Deep among the newest 2,000, where a common query is looked for first.
      #expect(try await find("어색했는데", start: 400, count: 3) == ["r01300", "r01298", "r01296"])
      // 1,051 hold 어색했는데: the last page ends at the oldest.
      #expect(try await find("어색했는데", start: 1_049, count: 5) == ["r00002", "r00000"])
      #expect(try await find("뷁뷁").isEmpty)
      // New reviews are counted as they come (the counts steer, the answer stays exact).
      _ = try await store.add(
        NewReview(
          themeId: "t", content: "처음엔 어색했는데 금방 익숙해졌어요 ㅎㅎ", userName: "하늘",
          createdAt: testNow.addingTimeInterval(5_000)), idempotencyKey: nil)
      #expect(try await find("처음엔 어색했는데 금방 익숙해졌어요").count == 2)
    }
  }
}
