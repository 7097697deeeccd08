import Foundation
import ReviewStore
import Reviews
import Testing

/// The rules every store shares, written once in the store seam.
@Suite("Store rules")
struct StoreRulesTests {
  static let earlier = Review(
    id: "r1", user: ReviewUser(id: "u1", isAdmin: false, userName: "민지", profileImage: nil),
    theme: "t", content: "고친 내용", createdAt: Date(timeIntervalSince1970: 0))

  static func post(theme: String = "t", content: String = "처음 내용", userName: String = "민지")
    -> NewReview
  {
    NewReview(themeId: theme, content: content, userName: userName, createdAt: Date())
  }

  @Test("a retry with the same theme, first-posted content and author replays the stored review")
  func replay() throws {
    let replayed = try Self.post().replaying(Self.earlier, postedContent: "처음 내용")
    #expect(replayed == AddedReview(review: Self.earlier, created: false))
  }

  @Test(
    "another theme, content or author under a used key is refused",
    arguments: [post(theme: "u"), post(content: "고친 내용"), post(userName: "하늘")])
  func reuse(_ post: NewReview) {
    #expect(throws: ReviewStoreError.idempotencyKeyReused) {
      try post.replaying(Self.earlier, postedContent: "처음 내용")
    }
  }

  @Test("a page fetched with one row more says whether a next page exists, and where")
  func slicing() {
    let rows = (0..<4).map { n in
      (review: Self.earlier, cursor: ReviewCursor(createdAt: 100 - Int64(n), sequence: Int64(n)))
    }
    let full = ReviewSlice(fetchedOneMore: rows, count: 3, review: \.review, cursor: \.cursor)
    #expect(full.reviews.count == 3)
    #expect(full.next == ReviewCursor(createdAt: 98, sequence: 2))
    let last = ReviewSlice(
      fetchedOneMore: Array(rows.prefix(3)), count: 3, review: \.review, cursor: \.cursor)
    #expect(last.reviews.count == 3)
    #expect(last.next == nil)
  }
}
