import Foundation
import Reviews

/// `ReviewStore` in memory: fast route tests, and `dubeol serve --database memory:` for a
/// demo that keeps nothing. Same ordering, idempotency, search and ownership rules as the
/// databases.
public actor MemoryReviewStore: ReviewStore {
  /// One stored review and what the rules need beside it.
  struct Row {
    var cursor: ReviewCursor
    var review: Review
    /// The content as first posted (an edit changes `review.content` only): what a retried
    /// post is compared with.
    var postedContent: String
    var authorKeyHash: String?
  }

  /// Reviews by id; every change to them moves the stamp.
  private var rows: [String: Row] = [:] {
    didSet { changes += 1 }
  }
  private var changes: Int64 = 0
  /// Each theme's reviews, oldest first (sorted by cursor), so a page is a slice from the end.
  private var themes: [String: [(cursor: ReviewCursor, id: String)]] = [:]
  /// Review ids by idempotency key.
  private var byKey: [String: String] = [:]
  /// Author key hashes by the names they claimed (`NameClaims`).
  private var nameOwners: [String: String] = [:]
  private var nextSequence: Int64 = 1
  private var closed = false

  public init() {}

  public func reviews(themeId: String, start: Int, count: Int) throws -> [Review] {
    let order = try order(themeId)
    let end = order.count - min(start, order.count)
    return order[max(0, end - count)..<end].reversed().compactMap { rows[$0.id]?.review }
  }

  public func reviews(themeId: String, before cursor: ReviewCursor?, count: Int) throws
    -> ReviewSlice
  {
    let order = try order(themeId)
    let end = cursor.map { Self.firstIndex(in: order, notBefore: $0) } ?? order.count
    let rows = order[max(0, end - count - 1)..<end].reversed()
    return slice(Array(rows), count: count, cursor: cursor, towardsNewer: false)
  }

  public func reviews(themeId: String, after cursor: ReviewCursor?, count: Int) throws
    -> ReviewSlice
  {
    let order = try order(themeId)
    var start = cursor.map { Self.firstIndex(in: order, notBefore: $0) } ?? 0
    if let cursor, start < order.count, order[start].cursor == cursor { start += 1 }
    let rows = order[start..<min(order.count, start + count + 1)]
    return slice(Array(rows), count: count, cursor: cursor, towardsNewer: true)
  }

  private func slice(
    _ entries: [(cursor: ReviewCursor, id: String)], count: Int, cursor: ReviewCursor?,
    towardsNewer: Bool
  ) -> ReviewSlice {
    let present = entries.compactMap { entry in rows[entry.id].map { (entry.cursor, $0.review) } }
    return ReviewSlice(
      fetchedOneMore: present, count: count, from: cursor, towardsNewer: towardsNewer,
      review: { $0.1 }, cursor: { $0.0 })
  }

  public func count(themeId: String) throws -> Int {
    try order(themeId).count
  }

  public func reviews(themeId: String, matching query: String, start: Int, count: Int) throws
    -> [Review]
  {
    let folded = SearchText.folded(query)
    let matches = try order(themeId).reversed().compactMap { rows[$0.id]?.review }.filter {
      SearchText.contains(
        SearchText.text(content: $0.content, userName: $0.user.userName), folded)
    }
    return Array(matches.dropFirst(start).prefix(count))
  }

  public func add(_ review: NewReview, idempotencyKey: String?) throws -> AddedReview {
    guard !closed else { throw ReviewStoreError.unavailable }
    if let idempotencyKey, let id = byKey[idempotencyKey], let earlier = rows[id] {
      return try review.replaying(earlier.review, postedContent: earlier.postedContent)
    }
    if let name = review.nameKey,
      try NameClaims.claims(review, owner: nameOwners[name]), let owner = review.authorKeyHash
    {
      nameOwners[name] = owner
    }
    let row = insert(review, idempotencyKey: idempotencyKey)
    return AddedReview(review: row.review, created: true)
  }

  public func edit(
    themeId: String, id: String, content: String, authorKeyHash: String, now: Date
  ) throws -> Review {
    var row = try ownedRow(themeId: themeId, id: id, authorKeyHash: authorKeyHash)
    row.review.content = content
    row.review.updatedAt = WireDate.truncated(now)
    rows[id] = row
    return row.review
  }

  public func delete(themeId: String, id: String, authorKeyHash: String) throws {
    let row = try ownedRow(themeId: themeId, id: id, authorKeyHash: authorKeyHash)
    rows[id] = nil
    if let index = Self.index(of: id, at: row.cursor, in: themes[themeId] ?? []) {
      themes[themeId]?.remove(at: index)
    }
  }

  /// Memory has no planner.
  public func analyze() {}

  public func importReviews(_ reviews: [Review]) throws -> Int {
    guard !closed else { throw ReviewStoreError.unavailable }
    var added = 0
    for review in reviews where rows[review.id] == nil {
      var review = review
      review.createdAt = WireDate.truncated(review.createdAt)
      review.updatedAt = WireDate.truncated(review.updatedAt)
      store(
        Row(
          cursor: ReviewCursor(
            createdAt: WireDate.milliseconds(review.createdAt), sequence: nextSequence),
          review: review, postedContent: review.content, authorKeyHash: nil),
        idempotencyKey: nil)
      added += 1
    }
    return added
  }

  public func count() throws -> Int {
    guard !closed else { throw ReviewStoreError.unavailable }
    return rows.count
  }

  public func stamp() throws -> StoreStamp {
    guard !closed else { throw ReviewStoreError.unavailable }
    return StoreStamp(changes)
  }

  @discardableResult
  public func seedIfEmpty(_ reviews: [NewReview]) throws -> Bool {
    guard try count() == 0 else { return false }
    for review in reviews { insert(review, idempotencyKey: nil) }
    return true
  }

  public func close() {
    closed = true
    rows = [:]
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
      cursor: ReviewCursor(createdAt: millis, sequence: nextSequence), review: review,
      postedContent: new.content, authorKeyHash: new.authorKeyHash)
    store(row, idempotencyKey: idempotencyKey)
    return row
  }

  /// Keeps `row` (its cursor takes the next sequence number) in its theme's order.
  private func store(_ row: Row, idempotencyKey: String?) {
    nextSequence += 1
    rows[row.review.id] = row
    let index = Self.firstIndex(in: themes[row.review.theme] ?? [], notBefore: row.cursor)
    // In place: a copy taken out of the dictionary and put back copied the whole theme on
    // every insert (100,000 reviews took minutes to seed).
    themes[row.review.theme, default: []].insert((row.cursor, row.review.id), at: index)
    if let idempotencyKey { byKey[idempotencyKey] = row.review.id }
  }

  /// The row `authorKeyHash` may change; an unknown id is `notFound` whatever the key.
  private func ownedRow(themeId: String, id: String, authorKeyHash: String) throws -> Row {
    guard !closed else { throw ReviewStoreError.unavailable }
    guard let row = rows[id], row.review.theme == themeId else {
      throw ReviewStoreError.notFound
    }
    guard row.authorKeyHash == authorKeyHash else { throw ReviewStoreError.forbidden }
    return row
  }

  private func order(_ themeId: String) throws -> [(cursor: ReviewCursor, id: String)] {
    guard !closed else { throw ReviewStoreError.unavailable }
    return themes[themeId] ?? []
  }

  /// Where review `id`, stored at `cursor`, is in `order` (nil: not there).
  private static func index(
    of id: String, at cursor: ReviewCursor, in order: [(cursor: ReviewCursor, id: String)]
  ) -> Int? {
    let index = firstIndex(in: order, notBefore: cursor)
    return index < order.count && order[index].id == id ? index : nil
  }

  /// The index of the first entry at or after `cursor` in oldest-first order (binary search).
  private static func firstIndex(
    in order: [(cursor: ReviewCursor, id: String)], notBefore cursor: ReviewCursor
  ) -> Int {
    var low = 0
    var high = order.count
    while low < high {
      let mid = (low + high) / 2
      let entry = order[mid].cursor
      if (entry.createdAt, entry.sequence) < (cursor.createdAt, cursor.sequence) {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return low
  }
}
