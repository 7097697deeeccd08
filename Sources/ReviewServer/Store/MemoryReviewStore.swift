import Foundation
import Reviews

/// `ReviewStore` in memory: fast route tests, and `dubeol serve --database memory:` for a
/// demo that keeps nothing. Same ordering, idempotency and search rules as the databases.
public actor MemoryReviewStore: ReviewStore {
  /// One stored review and what the rules need beside it.
  struct Row {
    var sequence: Int64
    var createdAt: Int64
    var review: Review
    var idempotencyKey: String?
    var cursor: ReviewCursor { ReviewCursor(createdAt: createdAt, sequence: sequence) }
  }

  /// Each theme's rows, oldest first (sorted by cursor), so a page is a slice from the end.
  private var themes: [String: [Row]] = [:]
  private var byKey: [String: Row] = [:]
  private var nextSequence: Int64 = 1
  private var closed = false

  public init() {}

  public func reviews(themeId: String, start: Int, count: Int) throws -> [Review] {
    let rows = try rows(themeId)
    let end = rows.count - min(start, rows.count)
    return rows[max(0, end - count)..<end].reversed().map(\.review)
  }

  public func reviews(themeId: String, before cursor: ReviewCursor?, count: Int) throws
    -> ReviewSlice
  {
    let rows = try rows(themeId)
    let end = cursor.map { cursor in Self.firstIndex(in: rows, notBefore: cursor) } ?? rows.count
    let start = max(0, end - count)
    let page = rows[start..<end]
    return ReviewSlice(
      reviews: page.reversed().map(\.review), next: start > 0 ? page.first?.cursor : nil)
  }

  public func reviews(themeId: String, matching query: String, start: Int, count: Int) throws
    -> [Review]
  {
    let matches = try rows(themeId).reversed().filter { row in
      row.review.content.range(of: query, options: [.caseInsensitive, .literal]) != nil
        || row.review.user.userName.range(of: query, options: [.caseInsensitive, .literal]) != nil
    }
    return matches.dropFirst(start).prefix(count).map(\.review)
  }

  public func add(_ review: NewReview, idempotencyKey: String?) throws -> AddedReview {
    guard !closed else { throw ReviewStoreError.unavailable }
    if let idempotencyKey, let earlier = byKey[idempotencyKey] {
      guard
        earlier.review.theme == review.themeId && earlier.review.content == review.content
          && earlier.review.user.userName == review.userName
      else { throw ReviewStoreError.idempotencyKeyReused }
      return AddedReview(review: earlier.review, created: false)
    }
    let row = insert(review, idempotencyKey: idempotencyKey)
    return AddedReview(review: row.review, created: true)
  }

  public func count() throws -> Int {
    guard !closed else { throw ReviewStoreError.unavailable }
    return themes.values.reduce(0) { $0 + $1.count }
  }

  @discardableResult
  public func seedIfEmpty(_ reviews: [NewReview]) throws -> Bool {
    guard try count() == 0 else { return false }
    for review in reviews { insert(review, idempotencyKey: nil) }
    return true
  }

  public func close() {
    closed = true
    themes = [:]
    byKey = [:]
  }

  @discardableResult
  private func insert(_ new: NewReview, idempotencyKey: String?) -> Row {
    let millis = WireDate.milliseconds(new.createdAt)
    let review = Review(
      id: ReviewIdentifiers.newReviewId(at: new.createdAt),
      user: ReviewUser(
        id: ReviewIdentifiers.userId(forName: new.userName), isAdmin: new.isAdmin,
        userName: new.userName, profileImage: new.profileImage),
      theme: new.themeId, content: new.content, createdAt: WireDate.date(milliseconds: millis))
    let row = Row(
      sequence: nextSequence, createdAt: millis, review: review, idempotencyKey: idempotencyKey)
    nextSequence += 1
    var rows = themes[new.themeId, default: []]
    rows.insert(row, at: Self.firstIndex(in: rows, notBefore: row.cursor))
    themes[new.themeId] = rows
    if let idempotencyKey { byKey[idempotencyKey] = row }
    return row
  }

  private func rows(_ themeId: String) throws -> [Row] {
    guard !closed else { throw ReviewStoreError.unavailable }
    return themes[themeId] ?? []
  }

  /// The index of the first row at or after `cursor` in oldest-first order (binary search).
  private static func firstIndex(in rows: [Row], notBefore cursor: ReviewCursor) -> Int {
    var low = 0
    var high = rows.count
    while low < high {
      let mid = (low + high) / 2
      let row = rows[mid]
      if (row.createdAt, row.sequence) < (cursor.createdAt, cursor.sequence) {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return low
  }
}
