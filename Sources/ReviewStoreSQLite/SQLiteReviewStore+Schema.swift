import Foundation
import GRDB
import ReviewStore
import Reviews

extension SQLiteReviewStore {
  /// Schema versions, applied in order; never edit a shipped migration, add a new one.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: review") { db in
      try db.execute(
        sql: """
          CREATE TABLE review (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            id TEXT NOT NULL UNIQUE,
            themeId TEXT NOT NULL,
            content TEXT NOT NULL,
            userId TEXT NOT NULL,
            userName TEXT NOT NULL,
            isAdmin INTEGER NOT NULL DEFAULT 0,
            profileImage TEXT,
            createdAt INTEGER NOT NULL,  -- milliseconds since 1970, UTC
            updatedAt INTEGER NOT NULL,
            idempotencyKey TEXT UNIQUE
          );
          CREATE INDEX review_by_theme_and_time ON review(themeId, createdAt, seq);
          """)
    }
    // Substring search over content and author name. FTS5's trigram tokenizer indexes every
    // three characters, so a Korean substring of three or more is an index lookup; shorter
    // queries fall back to LIKE over the theme (see `searchSQL`).
    migrator.registerMigration("v2: search") { db in
      try db.execute(
        sql: """
          CREATE VIRTUAL TABLE review_search USING fts5(
            content, userName, content='review', content_rowid='seq', tokenize='trigram');
          CREATE TRIGGER review_search_insert AFTER INSERT ON review BEGIN
            INSERT INTO review_search(rowid, content, userName)
            VALUES (new.seq, new.content, new.userName);
          END;
          CREATE TRIGGER review_search_delete AFTER DELETE ON review BEGIN
            INSERT INTO review_search(review_search, rowid, content, userName)
            VALUES ('delete', old.seq, old.content, old.userName);
          END;
          CREATE TRIGGER review_search_update AFTER UPDATE OF content, userName ON review BEGIN
            INSERT INTO review_search(review_search, rowid, content, userName)
            VALUES ('delete', old.seq, old.content, old.userName);
            INSERT INTO review_search(rowid, content, userName)
            VALUES (new.seq, new.content, new.userName);
          END;
          INSERT INTO review_search(review_search) VALUES ('rebuild');
          """)
    }
    // Owning a review: only a hash of the author key is kept. `originalContent` is the content
    // as first posted, set by the first edit, so that a retried post (same idempotency key) of an
    // edited review is still recognised as the same request.
    migrator.registerMigration("v3: author keys") { db in
      try db.execute(
        sql: """
          ALTER TABLE review ADD COLUMN authorKeyHash TEXT;
          ALTER TABLE review ADD COLUMN originalContent TEXT;
          """)
    }
    // Each theme's count, kept by triggers, so a page can say the total without counting.
    migrator.registerMigration("v4: theme counts") { db in
      try db.execute(
        sql: """
          CREATE TABLE theme_count (themeId TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
          INSERT INTO theme_count SELECT themeId, count(*) FROM review GROUP BY themeId;
          CREATE TRIGGER theme_count_insert AFTER INSERT ON review BEGIN
            INSERT INTO theme_count(themeId, n) VALUES (new.themeId, 1)
            ON CONFLICT(themeId) DO UPDATE SET n = n + 1;
          END;
          CREATE TRIGGER theme_count_delete AFTER DELETE ON review BEGIN
            UPDATE theme_count SET n = n - 1 WHERE themeId = old.themeId;
          END;
          """)
    }
    // Search for every length, one case rule (SearchText): `searchText` is what a candidate is
    // checked against, and `review_terms` indexes every character and pair of characters by a
    // rowid that sorts like the list (`searchRowid`), so a search walks it newest first and
    // stops at a page. Contentless: the terms are recomputed from the row to delete them.
    migrator.registerMigration("v5: search for every length") { db in
      try db.execute(
        sql: """
          DROP TRIGGER review_search_insert;
          DROP TRIGGER review_search_delete;
          DROP TRIGGER review_search_update;
          DROP TABLE review_search;
          ALTER TABLE review ADD COLUMN searchText TEXT NOT NULL DEFAULT '';
          CREATE VIRTUAL TABLE review_terms USING fts5(
            terms, content='', tokenize='ascii', detail='none');
          """)
      let rows = try Row.fetchCursor(
        db, sql: "SELECT seq, createdAt, content, userName FROM review")
      while let row = try rows.next() {
        let text = SearchText.text(content: row[2], userName: row[3])
        try db.execute(
          sql: "UPDATE review SET searchText = ? WHERE seq = ?", arguments: [text, row[0]])
        try db.execute(
          sql: indexSQL,
          arguments: [searchRowid(createdAt: row[1], seq: row[0]), SearchText.terms(text)])
      }
    }
    // Names bound to the first author key that posted under them (NameClaims).
    migrator.registerMigration("v6: name claims") { db in
      try db.execute(
        sql: """
          CREATE TABLE name_claim (
            nameKey TEXT PRIMARY KEY, authorKeyHash TEXT NOT NULL) WITHOUT ROWID;
          """)
    }
    return migrator
  }

  /// The `review_terms` rowid of a review: its creation time, then the low 21 bits of its
  /// sequence number, so rowid order is the list's order (ties within one millisecond beyond
  /// two million reviews apart aside). Times up to 2^42 ms (the year 2109) fit.
  static func searchRowid(createdAt: Int64, seq: Int64) -> Int64 {
    createdAt << searchSeqBits | (seq & searchSeqMask)
  }
  static let searchSeqBits: Int64 = 21
  static let searchSeqMask: Int64 = 1 << searchSeqBits - 1

  static let indexSQL = "INSERT INTO review_terms(rowid, terms) VALUES (?, ?)"

  /// Indexes `row` (already inserted) for search.
  static func indexForSearch(_ db: Database, _ row: ReviewRow) throws {
    try db.cachedStatement(sql: indexSQL).execute(arguments: [
      row.searchRowid, SearchText.terms(row.searchTextOfContent),
    ])
  }

  /// Removes `row` (as stored, before a change) from the search index.
  static func unindexForSearch(_ db: Database, _ row: ReviewRow) throws {
    try db.execute(
      sql: "INSERT INTO review_terms(review_terms, rowid, terms) VALUES ('delete', ?, ?)",
      arguments: [row.searchRowid, SearchText.terms(row.searchTextOfContent)])
  }
}

/// One row of the `review` table.
struct ReviewRow: Codable, FetchableRecord, MutablePersistableRecord {
  static let databaseTableName = "review"
  /// Columns in the order `init(row:)` reads them (by index: by-name lookups were a hot spot).
  static let columns = [
    "seq", "id", "themeId", "content", "userId", "userName", "isAdmin", "profileImage",
    "createdAt", "updatedAt", "idempotencyKey", "authorKeyHash", "originalContent",
  ]
  static let columnList = columns.joined(separator: ", ")
  static var databaseSelection: [any SQLSelectable] { columns.map { Column($0) } }

  var seq: Int64?
  var id: String
  var themeId: String
  var content: String
  var userId: String
  var userName: String
  var isAdmin: Bool
  var profileImage: String?
  var createdAt: Int64
  var updatedAt: Int64
  var idempotencyKey: String?
  var authorKeyHash: String?
  var originalContent: String?
  /// Written with the row, never read back (`searchTextOfContent` is the same): nil only in a
  /// row fetched for reading.
  var searchText: String?

  /// The content the review was first posted with (what an idempotent retry carries).
  var postedContent: String { originalContent ?? content }

  init(_ new: NewReview, idempotencyKey: String?) {
    let millis = WireDate.milliseconds(new.createdAt)
    seq = nil
    id = ReviewIdentifiers.newReviewId(at: new.createdAt)
    themeId = new.themeId
    content = new.content
    userId = ReviewIdentifiers.userId(forName: new.userName)
    userName = new.userName
    isAdmin = new.isAdmin
    profileImage = new.profileImage
    createdAt = millis
    updatedAt = millis
    self.idempotencyKey = idempotencyKey
    authorKeyHash = new.authorKeyHash
    originalContent = nil
    searchText = SearchText.text(content: content, userName: userName)
  }

  init(row: Row) throws {
    seq = row[0]
    id = row[1]
    themeId = row[2]
    content = row[3]
    userId = row[4]
    userName = row[5]
    isAdmin = row[6]
    profileImage = row[7]
    createdAt = row[8]
    updatedAt = row[9]
    idempotencyKey = row[10]
    authorKeyHash = row[11]
    originalContent = row[12]
  }

  mutating func didInsert(_ inserted: InsertionSuccess) {
    seq = inserted.rowID
  }

  var cursor: ReviewCursor { ReviewCursor(createdAt: createdAt, sequence: seq ?? 0) }

  /// What search compares this row's content and author with.
  var searchTextOfContent: String { SearchText.text(content: content, userName: userName) }

  var searchRowid: Int64 { SQLiteReviewStore.searchRowid(createdAt: createdAt, seq: seq ?? 0) }

  var review: Review {
    Review(
      id: id,
      user: ReviewUser(
        id: userId, isAdmin: isAdmin, userName: userName, profileImage: profileImage),
      theme: themeId, content: content,
      createdAt: WireDate.date(milliseconds: createdAt),
      updatedAt: WireDate.date(milliseconds: updatedAt))
  }
}
