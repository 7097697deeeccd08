import Foundation

/// The posts waiting for delivery, oldest first, and the rules for retrying them (pure; the
/// runtime saves it with `OutboxStore` after each change). Each post belongs to one server and
/// is only ever sent there.
public struct Outbox: Equatable, Sendable {
  public private(set) var posts: [PendingPost]

  public init(_ posts: [PendingPost] = []) {
    self.posts = posts
  }

  public var isEmpty: Bool { posts.isEmpty }
  public var count: Int { posts.count }

  /// Adds a post to deliver now. Posting the same text to the same theme and server again while
  /// it is still queued reuses that entry (and its idempotency key), so it is tried now and
  /// never doubled; a rejected entry posted again is tried again.
  @discardableResult
  public mutating func enqueue(
    content: String, userName: String?, themeId: String, server: PostServer = .embedded,
    now: Date, id: String = UUID().uuidString
  ) -> PendingPost {
    if let index = index(content: content, themeId: themeId, server: server) {
      posts[index].nextAttempt = now
      posts[index].userName = userName
      posts[index].delivery = .waiting
      return posts[index]
    }
    let post = PendingPost(
      id: id, content: content, userName: userName, themeId: themeId, server: server,
      nextAttempt: now)
    posts.append(post)
    return post
  }

  /// The queued post with this text for this theme and server, if any.
  public func existing(content: String, themeId: String, server: PostServer) -> PendingPost? {
    index(content: content, themeId: themeId, server: server).map { posts[$0] }
  }

  /// The waiting posts whose time has come, oldest first; only `server`'s when given.
  public func due(now: Date, server: PostServer? = nil) -> [PendingPost] {
    waiting(server).filter { $0.nextAttempt <= now }
  }

  /// When the next waiting post becomes due (for a timer); nil when none waits.
  public var nextAttempt: Date? { nextAttempt(server: nil) }

  /// When the next waiting post of `server` (of any server when nil) becomes due.
  public func nextAttempt(server: PostServer?) -> Date? {
    waiting(server).map(\.nextAttempt).min()
  }

  /// The posts still to be delivered (not rejected); only `server`'s when given.
  public func waiting(_ server: PostServer? = nil) -> [PendingPost] {
    posts.filter { !$0.isRejected && (server == nil || $0.server == server) }
  }

  /// Waiting posts that belong to other servers than `server`.
  public func waitingElsewhere(than server: PostServer) -> [PendingPost] {
    posts.filter { !$0.isRejected && $0.server != server }
  }

  /// Posts the server refused for good, kept until the user drops them.
  public var rejected: [PendingPost] { posts.filter(\.isRejected) }

  /// Records a failed attempt and schedules the next one with `Backoff` (and the server's
  /// Retry-After, when it sent one).
  public mutating func markFailed(
    id: String, error: String, now: Date, retryAfter: TimeInterval? = nil
  ) {
    guard let index = posts.firstIndex(where: { $0.id == id }) else { return }
    posts[index].attempts += 1
    posts[index].lastError = error
    posts[index].nextAttempt = now.addingTimeInterval(
      Backoff.delay(afterAttempts: posts[index].attempts, retryAfter: retryAfter))
  }

  /// Holds a post back until `date` without counting an attempt (its server asked every client
  /// to wait, with 429 and Retry-After, before it was sent).
  public mutating func postpone(id: String, until date: Date) {
    guard let index = posts.firstIndex(where: { $0.id == id }) else { return }
    posts[index].nextAttempt = max(posts[index].nextAttempt, date)
  }

  /// Records that the server refused the post for good; it stays, with the reason, until
  /// the user drops it (its text is never lost).
  public mutating func markRejected(id: String, reason: String) {
    guard let index = posts.firstIndex(where: { $0.id == id }) else { return }
    posts[index].attempts += 1
    posts[index].delivery = .rejected
    posts[index].lastError = reason
  }

  /// Drops a post (delivered, or discarded by the user).
  public mutating func remove(id: String) {
    posts.removeAll { $0.id == id }
  }

  private func index(content: String, themeId: String, server: PostServer) -> Int? {
    posts.firstIndex { $0.content == content && $0.themeId == themeId && $0.server == server }
  }
}
