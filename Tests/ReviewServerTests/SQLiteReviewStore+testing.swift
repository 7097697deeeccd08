import GRDB

@testable import ReviewStoreSQLite

/// Looks behind the store's API, for tests only (the store itself has no test hooks).
extension SQLiteReviewStore {
  /// Caps the database at its current size, as a full disk would (for tests of SQLITE_FULL).
  func capAtCurrentSize() async throws {
    try await pool.writeWithoutTransaction { db in
      let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 1
      try db.execute(sql: "PRAGMA max_page_count = \(pages)")
    }
  }

  /// A PRAGMA's value as the writer connection sees it (for tests of the durability settings).
  func writerPragma(_ name: String) async throws -> String? {
    try await pool.writeWithoutTransaction { db in
      try String.fetchOne(db, sql: "PRAGMA \(name)")
    }
  }

  /// `PRAGMA integrity_check`'s first line: "ok" for a sound file (for tests of crashes).
  func integrityCheck() async throws -> String? {
    try await pool.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
  }

  /// The rows of the search index's segment data: a merge of an index already merged leaves it.
  func searchIndexRows() async throws -> Int {
    try await pool.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM review_terms_data") ?? 0
    }
  }

  /// Merges the search index as `analyze` does.
  func mergeSearchIndex() async throws {
    try await pool.writeWithoutTransaction { db in try db.execute(sql: Self.mergeSearchIndexSQL) }
  }
}
