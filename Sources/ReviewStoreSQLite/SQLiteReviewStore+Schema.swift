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
    return migrator
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
