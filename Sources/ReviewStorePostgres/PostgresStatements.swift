import PostgresNIO
import ReviewStore
import Reviews

/// The columns every review query selects, in the order `StoredRow` decodes them.
let reviewColumns =
  "seq, id, theme_id, content, user_id, user_name, is_admin, profile_image, created_at, updated_at"
  + ", author_key_hash, coalesce(original_content, content)"

/// One decoded row of `review`.
struct StoredRow: Sendable {
  var seq: Int64
  var review: Review
  var authorKeyHash: String?
  /// The content as first posted: what a retried post is compared with.
  var postedContent: String
  var cursor: ReviewCursor {
    ReviewCursor(createdAt: WireDate.milliseconds(review.createdAt), sequence: seq)
  }

  init(_ row: PostgresRow) throws {
    let (
      seq, id, theme, content, userId, userName, isAdmin, profileImage, createdAt, updatedAt,
      authorKeyHash, postedContent
    ) = try row.decode(
      (Int64, String, String, String, String, String, Bool, String?, Int64, Int64, String?, String)
        .self)
    self.seq = seq
    self.authorKeyHash = authorKeyHash
    self.postedContent = postedContent
    review = Review(
      id: id,
      user: ReviewUser(
        id: userId, isAdmin: isAdmin, userName: userName, profileImage: profileImage),
      theme: theme, content: content, createdAt: WireDate.date(milliseconds: createdAt),
      updatedAt: WireDate.date(milliseconds: updatedAt))
  }
}

// Prepared statements for the hot paths: parsed and planned once per connection.

/// A page by offset: the offset is walked in the index alone (an index-only scan once the
/// table is vacuumed) and only the page's rows are read.
struct PageByOffset: PostgresPreparedStatement {
  static let sql = """
    SELECT \(reviewColumns) FROM review WHERE seq IN (
      SELECT seq FROM review WHERE theme_id = $1
      ORDER BY created_at DESC, seq DESC LIMIT $2 OFFSET $3)
    ORDER BY created_at DESC, seq DESC
    """
  typealias Row = StoredRow
  var themeId: String
  var count: Int64
  var start: Int64

  func makeBindings() throws -> PostgresBindings {
    var bindings = PostgresBindings(capacity: 3)
    bindings.append(themeId)
    bindings.append(count)
    bindings.append(start)
    return bindings
  }
  func decodeRow(_ row: PostgresRow) throws -> StoredRow { try StoredRow(row) }
}

/// The first page (the one asked most): straight from the time index.
struct FirstPage: PostgresPreparedStatement {
  static let sql = """
    SELECT \(reviewColumns) FROM review WHERE theme_id = $1
    ORDER BY created_at DESC, seq DESC LIMIT $2
    """
  typealias Row = StoredRow
  var themeId: String
  var count: Int64

  func makeBindings() throws -> PostgresBindings {
    var bindings = PostgresBindings(capacity: 2)
    bindings.append(themeId)
    bindings.append(count)
    return bindings
  }
  func decodeRow(_ row: PostgresRow) throws -> StoredRow { try StoredRow(row) }
}

/// A page from a cursor: the index is sought to the cursor, whatever the depth. The two
/// directions differ only in their SQL.
protocol PageFromCursor: PostgresPreparedStatement where Row == StoredRow {
  var themeId: String { get }
  var cursor: ReviewCursor { get }
  var count: Int64 { get }
}

extension PageFromCursor {
  func makeBindings() throws -> PostgresBindings {
    var bindings = PostgresBindings(capacity: 4)
    bindings.append(themeId)
    bindings.append(cursor.createdAt)
    bindings.append(cursor.sequence)
    bindings.append(count)
    return bindings
  }
  func decodeRow(_ row: PostgresRow) throws -> StoredRow { try StoredRow(row) }
}

/// The page older than a cursor, newest first.
struct PageBefore: PageFromCursor {
  static let sql = """
    SELECT \(reviewColumns) FROM review
    WHERE theme_id = $1 AND (created_at, seq) < ($2, $3)
    ORDER BY created_at DESC, seq DESC LIMIT $4
    """
  typealias Row = StoredRow
  var themeId: String
  var cursor: ReviewCursor
  var count: Int64
}

/// The page newer than a cursor, oldest first.
struct PageAfter: PageFromCursor {
  static let sql = """
    SELECT \(reviewColumns) FROM review
    WHERE theme_id = $1 AND (created_at, seq) > ($2, $3)
    ORDER BY created_at ASC, seq ASC LIMIT $4
    """
  typealias Row = StoredRow
  var themeId: String
  var cursor: ReviewCursor
  var count: Int64
}

/// Stores a review unless its idempotency key is taken (then no row comes back). The UNIQUE
/// constraint decides, so two servers racing with one key store one review.
struct InsertReview: PostgresPreparedStatement {
  static let sql = """
    INSERT INTO review (id, theme_id, content, user_id, user_name, is_admin, profile_image,
      created_at, updated_at, idempotency_key, author_key_hash, search_text, search_terms)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING \(reviewColumns)
    """
  typealias Row = StoredRow
  var review: NewReview
  var idempotencyKey: String?

  func makeBindings() throws -> PostgresBindings {
    var bindings = PostgresBindings(capacity: 12)
    bindings.append(ReviewIdentifiers.newReviewId(at: review.createdAt))
    bindings.append(review.themeId)
    bindings.append(review.content)
    bindings.append(ReviewIdentifiers.userId(forName: review.userName))
    bindings.append(review.userName)
    bindings.append(review.isAdmin)
    bindings.append(review.profileImage)
    bindings.append(WireDate.milliseconds(review.createdAt))
    bindings.append(idempotencyKey)
    bindings.append(review.authorKeyHash)
    let searchText = SearchText.text(content: review.content, userName: review.userName)
    bindings.append(searchText)
    bindings.append(SearchText.terms(searchText))
    return bindings
  }
  func decodeRow(_ row: PostgresRow) throws -> StoredRow { try StoredRow(row) }
}

/// Reviews to import, column by column (`unnest` turns the arrays back into rows). Ids stored
/// already are skipped; a row comes back for each review added.
struct ImportColumns {
  static let sql = """
    INSERT INTO review (id, theme_id, content, user_id, user_name, is_admin, profile_image,
      created_at, updated_at, search_text, search_terms)
    SELECT id, theme_id, content, user_id, user_name, is_admin, nullif(profile_image, ''),
      created_at, updated_at, search_text, search_terms
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[],
      $7::text[], $8::int8[], $9::int8[], $10::text[], $11::text[])
      AS r(id, theme_id, content, user_id, user_name, is_admin, profile_image, created_at,
        updated_at, search_text, search_terms)
    ON CONFLICT (id) DO NOTHING
    RETURNING seq
    """
  var ids: [String] = []
  var themes: [String] = []
  var contents: [String] = []
  var userIds: [String] = []
  var userNames: [String] = []
  var admins: [Bool] = []
  /// Empty for none (a stored image URL is never empty).
  var profileImages: [String] = []
  var createdAts: [Int64] = []
  var updatedAts: [Int64] = []
  var searchTexts: [String] = []
  var searchTerms: [String] = []

  mutating func append(_ review: Review) {
    let text = SearchText.text(content: review.content, userName: review.user.userName)
    ids.append(review.id)
    themes.append(review.theme)
    contents.append(review.content)
    userIds.append(review.user.id)
    userNames.append(review.user.userName)
    admins.append(review.user.isAdmin)
    profileImages.append(review.user.profileImage ?? "")
    createdAts.append(WireDate.milliseconds(review.createdAt))
    updatedAts.append(WireDate.milliseconds(review.updatedAt))
    searchTexts.append(text)
    searchTerms.append(SearchText.terms(text))
  }

  func bindings() throws -> PostgresBindings {
    var bindings = PostgresBindings(capacity: 11)
    for texts in [ids, themes, contents, userIds, userNames] { try bindings.append(texts) }
    try bindings.append(admins)
    try bindings.append(profileImages)
    try bindings.append(createdAts)
    try bindings.append(updatedAts)
    try bindings.append(searchTexts)
    try bindings.append(searchTerms)
    return bindings
  }
}
