import Foundation
import Reviews
import TestSupport

/// A review server in memory: pages newest first, posts deduplicated by idempotency key,
/// and a number of posts to fail first (as if offline). `answersWithText` acts like the
/// original server: it stores the review but replies with its content, not the review.
final class FakeReviewClient: ReviewClient, @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Review]
  private var keys: [String: Review] = [:]
  private var failuresLeft: Int
  private(set) var postAttempts: [String?] = []
  let now: Date
  let answersWithText: Bool

  init(
    reviews: [Review] = [], failingPosts: Int = 0, now: Date = testNow,
    answersWithText: Bool = false
  ) {
    stored = reviews
    failuresLeft = failingPosts
    self.now = now
    self.answersWithText = answersWithText
  }

  var reviews: [Review] { lock.withLock { stored } }
  var attempts: [String?] { lock.withLock { postAttempts } }

  func reviews(themeId: String, start: Int, count: Int) async throws -> [Review] {
    lock.withLock { Array(stored.dropFirst(start).prefix(count)) }
  }

  func post(content: String, userName: String?, themeId: String, idempotencyKey: String?)
    async throws -> PostReceipt
  {
    try lock.withLock {
      postAttempts.append(idempotencyKey)
      if failuresLeft > 0 {
        failuresLeft -= 1
        throw ReviewClientError.offline("연결이 끊겼어요")
      }
      if let key = idempotencyKey, let existing = keys[key] { return .review(existing) }
      let review = Review(
        id: "new\(stored.count)", user: ReviewUser(id: "me", userName: userName ?? "익명"),
        theme: themeId, content: content, createdAt: now)
      stored.insert(review, at: 0)
      if answersWithText { return .stored(reply: content) }
      if let key = idempotencyKey { keys[key] = review }
      return .review(review)
    }
  }
}
