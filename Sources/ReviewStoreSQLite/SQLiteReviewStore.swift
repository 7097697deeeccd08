import Foundation
import GRDB
import ReviewStore
import Reviews

/// `ReviewStore` on an SQLite file through GRDB: WAL, and `synchronous=FULL` so that a commit
/// has reached the disk before a review is acknowledged.
public final class SQLiteReviewStore: ReviewStore {
  /// Internal, not private: the tests reach the database behind the API through it.
  let pool: DatabasePool
  /// A connection of its own for `stamp()`: `data_version` counts the commits of the other
  /// connections (the pool's writer, other processes), and it is read on the caller's thread
  /// (a few microseconds) instead of by a hop to the pool's reader threads.
  private let stampReader: DatabaseQueue
  /// The database file.
  public let path: String
  private let termCounts = SearchTermCounts()

  /// Opens (creating if needed) and migrates the database at `path`.
  /// Throws `ReviewStoreOpenError.databaseUnavailable` with the reason when it cannot.
  public init(path: String) throws {
    self.path = path
    do {
      pool = try Self.openRetryingContention(path: path)
      var readOnly = Configuration()
      readOnly.readonly = true
      readOnly.label = "reviews.stamp"
      readOnly.busyMode = .timeout(1)
      stampReader = try DatabaseQueue(path: path, configuration: readOnly)
    } catch {
      throw ReviewStoreOpenError.databaseUnavailable(path: path, reason: Self.describe(error))
    }
    try? sampleTermCounts()
  }

  /// Counts the terms of the reviews stored last (a sample: the counts only steer the search).
  private func sampleTermCounts() throws {
    let texts = try pool.read { db in
      try String.fetchAll(
        db, sql: "SELECT searchText FROM review ORDER BY seq DESC LIMIT ?",
        arguments: [SearchTermCounts.sampleSize])
    }
    for text in texts { termCounts.record(text) }
  }

  /// Opens and migrates, again if that fails: two servers started together on a new file
  /// both find it unmigrated, and the one that loses the race fails ("table review already
  /// exists", or "database is locked" while the other sets up WAL) where a second look finds
  /// the work done. A file that is not a database fails every attempt, a few tenths later.
  private static func openRetryingContention(path: String) throws -> DatabasePool {
    for attempt in 1... {
      do {
        return try open(path: path)
      } catch is DatabaseError where attempt < 5 {
        Thread.sleep(forTimeInterval: 0.05 * Double(attempt))
      }
    }
    fatalError("unreachable: the last attempt rethrows")
  }

  private static func open(path: String) throws -> DatabasePool {
    var configuration = Configuration()
    configuration.label = "reviews"
    configuration.busyMode = .timeout(5)
    let pool = try DatabasePool(path: path, configuration: configuration)
    do {
      // On the writer connection, after GRDB's WAL set-up (which chooses NORMAL): with FULL every
      // commit syncs the WAL, so an acknowledged review survives a power cut.
      try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
      try migrator.migrate(pool)
      return pool
    } catch {
      try? pool.close()
      throw error
    }
  }

  public func reviews(themeId: String, start: Int, count: Int) async throws -> [Review] {
    try await pool.read { db in
      // A cached statement: the list is the hot path, and building the query each time showed up.
      try Self.page(db, themeId: themeId, start: start, count: count).map(\.review)
    }
  }

  public func reviews(themeId: String, before cursor: ReviewCursor?, count: Int) async throws
    -> ReviewSlice
  {
    let rows = try await pool.read { db in
      // One more than asked: whether it exists says if there is a next page.
      if let cursor {
        let statement = try db.cachedStatement(sql: Self.pageBeforeSQL)
        return try ReviewRow.fetchAll(
          statement, arguments: [themeId, cursor.createdAt, cursor.sequence, count + 1])
      }
      return try Self.page(db, themeId: themeId, start: 0, count: count + 1)
    }
    return ReviewSlice(
      fetchedOneMore: rows, count: count, from: cursor, review: \.review, cursor: \.cursor)
  }

  public func reviews(themeId: String, after cursor: ReviewCursor?, count: Int) async throws
    -> ReviewSlice
  {
    let rows = try await pool.read { db in
      let statement = try db.cachedStatement(sql: Self.pageAfterSQL)
      let (createdAt, sequence) = cursor.map { ($0.createdAt, $0.sequence) } ?? (-1, -1)
      return try ReviewRow.fetchAll(
        statement, arguments: [themeId, createdAt, sequence, count + 1])
    }
    return ReviewSlice(
      fetchedOneMore: rows, count: count, from: cursor, towardsNewer: true, review: \.review,
      cursor: \.cursor)
  }

  /// The page at `start`: the first (the one asked most) straight from the time index.
  private static func page(_ db: Database, themeId: String, start: Int, count: Int) throws
    -> [ReviewRow]
  {
    if start == 0 {
      return try ReviewRow.fetchAll(
        try db.cachedStatement(sql: firstPageSQL), arguments: [themeId, count])
    }
    return try ReviewRow.fetchAll(
      try db.cachedStatement(sql: pageSQL), arguments: [themeId, count, start])
  }

  public func count(themeId: String) async throws -> Int {
    try await pool.read { db in
      let statement = try db.cachedStatement(sql: "SELECT n FROM theme_count WHERE themeId = ?")
      return try Int.fetchOne(statement, arguments: [themeId]) ?? 0
    }
  }

  public func reviews(themeId: String, matching query: String, start: Int, count: Int)
    async throws -> [Review]
  {
    let folded = SearchText.folded(query)
    let terms = termCounts.chosenTerms(folded)
    // Only a long query, whose index terms are a few of its pairs: a short one's terms are all
    // asked, and the index walk, newest first, stops at a page by itself.
    let amongNewest =
      termCounts.choosesSomeTerms(folded)
      && termCounts.isLikelyAmongNewest(folded, pageEnd: start + count)
    return try await pool.read { db in
      // A common query: the time index is walked from the newest review, at most the window,
      // stopping at a page; a full page is the page, a short one may go further back.
      if amongNewest,
        let page = try Self.searchAmongNewest(
          db, themeId: themeId, folded: folded, start: start, count: count)
      {
        return page
      }
      // Whitespace only: no term to look up, so every row of the theme is checked.
      let statement = try db.cachedStatement(
        sql: terms.isEmpty ? Self.scanSearchSQL : Self.searchSQL)
      let match = terms.joined(separator: " AND ")
      let arguments: StatementArguments =
        terms.isEmpty
        ? [themeId, folded, count, start] : [match, themeId, folded, count, start]
      return try ReviewRow.fetchAll(statement, arguments: arguments).map(\.review)
    }
  }

  public func add(_ review: NewReview, idempotencyKey: String?) async throws -> AddedReview {
    do {
      let added = try await pool.write { db in
        if let idempotencyKey,
          let earlier = try ReviewRow.filter(Column("idempotencyKey") == idempotencyKey).fetchOne(
            db)
        {
          return try review.replaying(earlier.review, postedContent: earlier.postedContent)
        }
        try Self.claimName(db, for: review)
        var row = ReviewRow(review, idempotencyKey: idempotencyKey)
        try row.insert(db)
        try Self.indexForSearch(db, row)
        return AddedReview(review: row.review, created: true)
      }
      if added.created { termCounts.record(added.review) }
      return added
    } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
      throw ReviewStoreError.full
    }
  }

  public func edit(
    themeId: String, id: String, content: String, authorKeyHash: String, now: Date
  ) async throws -> Review {
    do {
      let edited = try await pool.write { db in
        var row = try Self.ownedRow(db, themeId: themeId, id: id, authorKeyHash: authorKeyHash)
        try Self.unindexForSearch(db, row)
        row.originalContent = row.postedContent
        row.content = content
        row.updatedAt = WireDate.milliseconds(now)
        row.searchText = row.searchTextOfContent
        try row.update(db)
        try Self.indexForSearch(db, row)
        return row.review
      }
      termCounts.record(edited)
      return edited
    } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
      throw ReviewStoreError.full
    }
  }

  public func delete(themeId: String, id: String, authorKeyHash: String) async throws {
    do {
      try await pool.write { db in
        let row = try Self.ownedRow(db, themeId: themeId, id: id, authorKeyHash: authorKeyHash)
        try Self.unindexForSearch(db, row)
        try row.delete(db)
      }
    } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
      throw ReviewStoreError.full
    }
  }

  /// The row to change, read inside the caller's write transaction so that concurrent edits and
  /// deletes of one review are serialised. An unknown id is `notFound` whatever the key.
  private static func ownedRow(_ db: Database, themeId: String, id: String, authorKeyHash: String)
    throws -> ReviewRow
  {
    guard
      let row = try ReviewRow.filter(Column("id") == id && Column("themeId") == themeId)
        .fetchOne(db)
    else { throw ReviewStoreError.notFound }
    guard let stored = row.authorKeyHash, stored == authorKeyHash else {
      throw ReviewStoreError.forbidden
    }
    return row
  }

  public func importReviews(_ reviews: [Review]) async throws -> Int {
    // Search texts and terms before the writer is taken: the writer is the one thread an import
    // waits for, and another batch may be writing meanwhile.
    let searched = reviews.map { review in
      let text = SearchText.text(content: review.content, userName: review.user.userName)
      return (review: review, text: text, terms: SearchText.terms(text))
    }
    do {
      // A batch touches more pages (the tables, three indexes, the search index) than the
      // default cache holds: spilled pages were written to the WAL again and read back.
      try await pool.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA cache_size = -\(Self.importCacheKiB)")
      }
      return try await pool.write { db in
        let insert = try db.cachedStatement(sql: Self.importSQL)
        let index = try db.cachedStatement(sql: Self.indexSQL)
        var added = 0
        for (review, text, terms) in searched {
          let createdAt = WireDate.milliseconds(review.createdAt)
          try insert.execute(arguments: [
            review.id, review.theme, review.content, review.user.id, review.user.userName,
            review.user.isAdmin, review.user.profileImage, createdAt,
            WireDate.milliseconds(review.updatedAt), text,
          ])
          // An id stored already: left as it is.
          guard db.changesCount > 0 else { continue }
          try index.execute(arguments: [
            Self.searchRowid(createdAt: createdAt, seq: db.lastInsertedRowID), terms,
          ])
          added += 1
        }
        return added
      }
    } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
      throw ReviewStoreError.full
    }
  }

  public func analyze() async throws {
    do {
      // ANALYZE fills sqlite_stat1 for every index; `PRAGMA optimize` then has nothing left to do
      // but is what SQLite recommends before closing a connection that changed much.
      // An import leaves the search index in the many segments its batches wrote: a common
      // word's terms were then read from each (100,000 reviews: q=키보드 took 88 µs of SQLite
      // against 29 for a page, 53 once merged; FTS5 alone 53 against 21). One merge, 0.4 s.
      try await pool.writeWithoutTransaction { db in
        try db.execute(sql: Self.mergeSearchIndexSQL)
        try db.execute(sql: "ANALYZE; PRAGMA optimize")
      }
    } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
      throw ReviewStoreError.full
    }
  }

  /// Merges the search index's segments into one (FTS5's `optimize`).
  static let mergeSearchIndexSQL =
    "INSERT INTO review_terms(review_terms) VALUES ('optimize')"

  /// The writer's page cache while importing (64 MiB).
  static let importCacheKiB = 65_536

  public func count() async throws -> Int {
    try await pool.read { db in try ReviewRow.fetchCount(db) }
  }

  public func stamp() throws -> StoreStamp {
    try stampReader.inDatabase { db in
      StoreStamp(try Int64.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0)
    }
  }

  @discardableResult
  public func seedIfEmpty(_ reviews: [NewReview]) async throws -> Bool {
    try await pool.write { db in
      guard try ReviewRow.fetchCount(db) == 0 else { return false }
      for review in reviews {
        var row = ReviewRow(review, idempotencyKey: nil)
        try row.insert(db)
        try Self.indexForSearch(db, row)
      }
      return true
    }
  }

  /// Closes the database; later calls fail.
  public func closeDatabase() throws {
    try stampReader.close()
    try pool.close()
  }

  public func close() async {
    try? closeDatabase()
  }

  // The offset is walked in the index alone (themeId, createdAt, seq: seq is the rowid), and
  // only the page's rows are read from the table.
  private static let pageSQL = """
    SELECT \(ReviewRow.columnList) FROM review WHERE seq IN (
      SELECT seq FROM review WHERE themeId = ? ORDER BY createdAt DESC, seq DESC LIMIT ? OFFSET ?)
    ORDER BY createdAt DESC, seq DESC
    """

  private static let firstPageSQL = """
    SELECT \(ReviewRow.columnList) FROM review WHERE themeId = ?
    ORDER BY createdAt DESC, seq DESC LIMIT ?
    """

  // A row-value comparison: SQLite seeks the index to the cursor, whatever the depth.
  private static let pageBeforeSQL = """
    SELECT \(ReviewRow.columnList) FROM review
    WHERE themeId = ? AND (createdAt, seq) < (?, ?)
    ORDER BY createdAt DESC, seq DESC LIMIT ?
    """

  // The same seek from the other side: the oldest first, from the start of the index.
  private static let pageAfterSQL = """
    SELECT \(ReviewRow.columnList) FROM review
    WHERE themeId = ? AND (createdAt, seq) > (?, ?)
    ORDER BY createdAt ASC, seq ASC LIMIT ?
    """

  // The terms' rowids sort like the list, so the index is walked newest first and the walk
  // stops once a page of candidates has passed the exact check; each candidate is found in
  // the theme's time index by the time and sequence bits its rowid carries.
  private static let searchSQL = """
    SELECT \(ReviewRow.columnList) FROM review_terms JOIN review
      ON review.themeId = ?2 AND review.createdAt = (review_terms.rowid >> \(searchSeqBits))
      AND (review.seq & \(searchSeqMask)) = (review_terms.rowid & \(searchSeqMask))
    WHERE review_terms MATCH ?1 AND instr(review.searchText, ?3) > 0
    ORDER BY review_terms.rowid DESC LIMIT ?4 OFFSET ?5
    """

  private static let importSQL = """
    INSERT OR IGNORE INTO review (id, themeId, content, userId, userName, isAdmin, profileImage,
      createdAt, updatedAt, searchText)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    """

  /// The page among the theme's newest `SearchTermCounts.newestWindow` reviews, or nil when
  /// fewer match there. Rows stream from the time index and only matches are decoded.
  private static func searchAmongNewest(
    _ db: Database, themeId: String, folded: String, start: Int, count: Int
  ) throws -> [Review]? {
    let rows = try Row.fetchCursor(
      db.cachedStatement(sql: newestWalkSQL),
      arguments: [themeId, folded, SearchTermCounts.newestWindow])
    let hit = ReviewRow.columns.count
    var skipped = 0
    var page: [Review] = []
    while let row = try rows.next() {
      guard (row[hit] as Bool?) == true else { continue }
      guard skipped == start else {
        skipped += 1
        continue
      }
      page.append(try ReviewRow(row: row).review)
      if page.count == count { return page }
    }
    return nil
  }

  // The newest reviews of a theme, each with whether it holds the query (after every column
  // `ReviewRow` reads).
  private static let newestWalkSQL = """
    SELECT \(ReviewRow.columnList), instr(searchText, ?2) > 0 FROM review WHERE themeId = ?1
    ORDER BY createdAt DESC, seq DESC LIMIT ?3
    """

  private static let scanSearchSQL = """
    SELECT \(ReviewRow.columnList) FROM review
    WHERE themeId = ? AND instr(searchText, ?) > 0
    ORDER BY createdAt DESC, seq DESC LIMIT ? OFFSET ?
    """

  private static func describe(_ error: any Error) -> String {
    if let error = error as? DatabaseError {
      return error.message ?? "\(error.resultCode)"
    }
    return "\(error)"
  }
}
