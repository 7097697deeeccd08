import Foundation
import Reviews

/// A review about to be stored: everything but the identifiers the store assigns.
public struct NewReview: Equatable, Sendable {
  public var themeId: String
  public var content: String
  public var userName: String
  public var isAdmin: Bool
  public var profileImage: String?
  public var createdAt: Date
  /// Hex SHA-256 of the author key the review was posted with; nil means nobody can change it.
  public var authorKeyHash: String?
  /// The name as it reads (`NameClaims`), when names are bound to the first key that posts
  /// under them; nil: no such rule for this review (seeds, imports, servers without claims).
  public var nameKey: String?

  public init(
    themeId: String, content: String, userName: String, isAdmin: Bool = false,
    profileImage: String? = nil, createdAt: Date, authorKeyHash: String? = nil,
    nameKey: String? = nil
  ) {
    self.themeId = themeId
    self.content = content
    self.userName = userName
    self.isAdmin = isAdmin
    self.profileImage = profileImage
    self.createdAt = createdAt
    self.authorKeyHash = authorKeyHash
    self.nameKey = nameKey
  }
}

/// The outcome of adding a review: the stored review and whether this call created it.
public struct AddedReview: Equatable, Sendable {
  public var review: Review
  /// False when an earlier post with the same idempotency key already stored `review`.
  public var created: Bool
  public init(review: Review, created: Bool) {
    self.review = review
    self.created = created
  }
}

/// Why a store refused to add a review.
public enum ReviewStoreError: Error, Equatable, Sendable {
  /// The idempotency key already stored a different review (other content, author or theme).
  case idempotencyKeyReused
  /// The disk (or the database's size limit) is full; nothing was stored.
  case full
  /// The database cannot be reached now (down, restarting, out of connections); nothing was
  /// stored, and the same request may succeed later.
  case unavailable
  /// No review with that id in that theme (never stored, or deleted).
  case notFound
  /// The author key hash does not match the one the review was posted with (or it had none).
  case forbidden
  /// The name belongs to another author key (`NameClaims`); nothing was stored.
  case nameTaken
}

extension ReviewStoreError: CustomStringConvertible {
  /// What a command line says (`dubeol import: …`); the server answers with its own codes.
  public var description: String {
    switch self {
    case .idempotencyKeyReused: "the idempotency key was already used for another review"
    case .full:
      "the disk (or the database's size limit) is full; the batch being written was not stored"
    case .unavailable: "the database cannot be reached now; try again later"
    case .notFound: "no such review"
    case .forbidden: "the review belongs to another author key"
    case .nameTaken: "the name belongs to another author key"
    }
  }
}

/// Where the server keeps reviews. Implementations are safe to call concurrently. Every list
/// is newest first: by creation time, then by the order the store took them in.
public protocol ReviewStore: Sendable {
  /// A page of a theme's reviews, newest first; `start` is an offset.
  func reviews(themeId: String, start: Int, count: Int) async throws -> [Review]
  /// A page of a theme's reviews older than `cursor` (nil: from the newest), in the order of
  /// the offset pages, costing about what the first page costs at any depth.
  func reviews(themeId: String, before cursor: ReviewCursor?, count: Int) async throws
    -> ReviewSlice
  /// A page of a theme's reviews newer than `cursor` (nil: from the oldest), oldest first, at
  /// the cost of a first page at any depth.
  func reviews(themeId: String, after cursor: ReviewCursor?, count: Int) async throws
    -> ReviewSlice
  /// How many reviews a theme holds, kept as reviews come and go (not counted on asking).
  func count(themeId: String) async throws -> Int
  /// A page of a theme's reviews whose content or author name contains `query` (any script,
  /// Korean included), newest first.
  func reviews(themeId: String, matching query: String, start: Int, count: Int) async throws
    -> [Review]
  /// Stores a review durably before returning; a known `idempotencyKey` returns the first review
  /// when it has the same theme, content and author, and throws `idempotencyKeyReused` if not.
  func add(_ review: NewReview, idempotencyKey: String?) async throws -> AddedReview
  /// Replaces the content of review `id` in `themeId` when `authorKeyHash` is the one it was
  /// posted with; keeps `createdAt`, sets `updatedAt` to `now`. Throws `notFound` or `forbidden`.
  func edit(themeId: String, id: String, content: String, authorKeyHash: String, now: Date)
    async throws -> Review
  /// Deletes review `id` in `themeId` when `authorKeyHash` matches. Throws `notFound` or
  /// `forbidden`; a second delete of the same review is `notFound`.
  func delete(themeId: String, id: String, authorKeyHash: String) async throws
  /// Stores `reviews` as they are (ids, authors, themes, content, dates to the millisecond) in
  /// one transaction, skipping those whose id is stored already; returns how many it added.
  /// Nobody can edit or delete them through the API (they have no author key).
  func importReviews(_ reviews: [Review]) async throws -> Int
  /// Brings the query planner's statistics up to date after a bulk import, so the first search
  /// uses the indexes (PostgreSQL's autovacuum may come minutes later; SQLite never gathers them
  /// itself), and merges what the import wrote into the search index (SQLite's FTS5 segments).
  func analyze() async throws
  /// How many reviews are stored (all themes).
  func count() async throws -> Int
  /// The stamp of the committed reviews, read after this call began: it differs from a stamp
  /// read before any change that was committed before this call began (by this process or any
  /// other sharing the database), so a page read after an equal stamp is still current.
  func stamp() async throws -> StoreStamp
  /// Stores `reviews` in one transaction when the store holds none; says whether it did.
  @discardableResult func seedIfEmpty(_ reviews: [NewReview]) async throws -> Bool
  /// Releases the database (files, connections); later calls fail.
  func close() async
}
