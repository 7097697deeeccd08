import Foundation

/// The posts waiting for delivery, oldest first, and the rules for retrying them (pure; the
/// runtime saves it with `OutboxStore` after each change).
public struct Outbox: Equatable, Sendable {
  public private(set) var posts: [PendingPost]

  public init(_ posts: [PendingPost] = []) {
    self.posts = posts
  }

  public var isEmpty: Bool { posts.isEmpty }
  public var count: Int { posts.count }

  /// Adds a post to deliver now. Posting the same text to the same theme again while it is still
  /// pending reuses that entry (and its idempotency key), so it is tried now and never doubled.
  @discardableResult
  public mutating func enqueue(
    content: String, userName: String?, themeId: String, now: Date, id: String = UUID().uuidString
  ) -> PendingPost {
    if let index = posts.firstIndex(where: { $0.content == content && $0.themeId == themeId }) {
      posts[index].nextAttempt = now
      posts[index].userName = userName
      return posts[index]
    }
    let post = PendingPost(
      id: id, content: content, userName: userName, themeId: themeId, nextAttempt: now)
    posts.append(post)
    return post
  }

  /// The posts whose time has come, oldest first.
  public func due(now: Date) -> [PendingPost] {
    posts.filter { $0.nextAttempt <= now }
  }

  /// When the next post becomes due (for a timer); nil when empty.
  public var nextAttempt: Date? {
    posts.map(\.nextAttempt).min()
  }

  /// Records a failed attempt and schedules the next one with `Backoff`.
  public mutating func markFailed(id: String, error: String, now: Date) {
    guard let index = posts.firstIndex(where: { $0.id == id }) else { return }
    posts[index].attempts += 1
    posts[index].lastError = error
    posts[index].nextAttempt = now.addingTimeInterval(
      Backoff.delay(afterAttempts: posts[index].attempts))
  }

  /// Drops a post (delivered, or rejected for good).
  public mutating func remove(id: String) {
    posts.removeAll { $0.id == id }
  }
}
