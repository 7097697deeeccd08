import Logging
import PostgresNIO
import ReviewStore

/// The schema's versions, applied in order under an advisory lock, each recorded in
/// `dubeol_schema_version`; never edit a shipped version, add a new one.
enum PostgresSchema {
  /// Statements of each version (the extended protocol runs one statement a query).
  static let versions: [(version: Int, statements: [String])] = [
    (
      1,
      [
        """
        CREATE TABLE review (
          seq bigserial PRIMARY KEY,
          id text NOT NULL UNIQUE,
          theme_id text NOT NULL,
          content text NOT NULL,
          user_id text NOT NULL,
          user_name text NOT NULL,
          is_admin boolean NOT NULL DEFAULT false,
          profile_image text,
          created_at bigint NOT NULL,  -- milliseconds since 1970, UTC
          updated_at bigint NOT NULL,
          idempotency_key text UNIQUE,  -- the database, not a process, keeps a key to one review
          author_key_hash text,  -- hex SHA-256 of the author key; nil: nobody may change it
          original_content text  -- the content as posted, set by the first edit
        )
        """,
        "CREATE INDEX review_by_theme_and_time ON review (theme_id, created_at DESC, seq DESC)",
      ]
    ),
    // Substring search: pg_trgm's GIN indexes answer ILIKE '%…%' for three characters or more,
    // Korean included (the database's ctype must class Hangul as letters, as C.UTF-8 and
    // every UTF-8 locale do).
    (
      2,
      [
        "CREATE EXTENSION IF NOT EXISTS pg_trgm",
        "CREATE INDEX review_content_trgm ON review USING gin (content gin_trgm_ops)",
        "CREATE INDEX review_user_name_trgm ON review USING gin (user_name gin_trgm_ops)",
      ]
    ),
    // Each theme's count, kept by a trigger in the writing transaction, so a page can say the
    // total without counting (several servers share the row, so no process may cache it).
    (
      3,
      [
        "CREATE TABLE theme_count (theme_id text PRIMARY KEY, n bigint NOT NULL)",
        "INSERT INTO theme_count SELECT theme_id, count(*) FROM review GROUP BY theme_id",
        """
        CREATE FUNCTION theme_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN
            INSERT INTO theme_count VALUES (NEW.theme_id, 1)
            ON CONFLICT (theme_id) DO UPDATE SET n = theme_count.n + 1;
          ELSE
            UPDATE theme_count SET n = n - 1 WHERE theme_id = OLD.theme_id;
          END IF;
          RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER theme_count_change AFTER INSERT OR DELETE ON review
        FOR EACH ROW EXECUTE FUNCTION theme_count_change()
        """,
      ]
    ),
    // Search for every length, one case rule (SearchText): `search_text` is what a candidate
    // is checked against, `search_terms` its characters and pairs of characters, indexed by
    // GIN (a query needs all of its terms). The trigram indexes go: they missed queries of one
    // or two characters, and ILIKE folded case unlike SQLite.
    (
      4,
      [
        "ALTER TABLE review ADD COLUMN search_text text NOT NULL DEFAULT ''",
        "ALTER TABLE review ADD COLUMN search_terms text NOT NULL DEFAULT ''",
        "DROP INDEX review_content_trgm",
        "DROP INDEX review_user_name_trgm",
        "CREATE INDEX review_search ON review USING gin (\(searchTerms))",
      ]
    ),
    // Theme counts once per statement: a row trigger updated the count row once per review, and
    // an import of 5,000 reviews in one statement walked ever longer chains of that row's
    // versions (half of a 100,000-review import's time).
    (
      5,
      [
        "DROP TRIGGER theme_count_change ON review",
        "DROP FUNCTION theme_count_change()",
        """
        CREATE FUNCTION theme_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO theme_count SELECT theme_id, count(*) FROM added GROUP BY theme_id
          ON CONFLICT (theme_id) DO UPDATE SET n = theme_count.n + excluded.n;
          RETURN NULL;
        END $$
        """,
        """
        CREATE FUNCTION theme_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE theme_count SET n = theme_count.n - gone.n
          FROM (SELECT theme_id, count(*) AS n FROM removed GROUP BY theme_id) AS gone
          WHERE theme_count.theme_id = gone.theme_id;
          RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER theme_count_added AFTER INSERT ON review
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION theme_count_added()
        """,
        """
        CREATE TRIGGER theme_count_removed AFTER DELETE ON review
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION theme_count_removed()
        """,
      ]
    ),
    // Names bound to the first author key that posted under them (NameClaims).
    (
      6,
      [
        "CREATE TABLE name_claim (name_key text PRIMARY KEY, author_key_hash text NOT NULL)"
      ]
    ),
  ]

  /// The indexed expression of a review's search terms (queries must spell it the same).
  static let searchTerms = "array_to_tsvector(string_to_array(search_terms, ' '))"

  /// Fills the search columns of the rows stored before version 4 (computed in Swift, as new
  /// rows' are).
  static func fillSearchColumns(_ connection: PostgresConnection, logger: Logger) async throws {
    var rows: [(Int64, String, String)] = []
    for try await row in try await connection.query(
      "SELECT seq, content, user_name FROM review", logger: logger
    ).decode((Int64, String, String).self) {
      rows.append(row)
    }
    for (seq, content, userName) in rows {
      let text = SearchText.text(content: content, userName: userName)
      let terms = SearchText.terms(text)
      try await connection.query(
        "UPDATE review SET search_text = \(text), search_terms = \(terms) WHERE seq = \(seq)",
        logger: logger)
    }
  }

  /// An arbitrary constant: the advisory lock that serialises migrations and seeding.
  static let lockKey: Int64 = 0x6475_6265_6f6c

  /// Brings the database to the newest version; several servers may start together.
  static func migrate(_ client: PostgresClient, logger: Logger) async throws {
    try await client.withTransaction(logger: logger) { connection in
      try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
      try await connection.query(
        """
        CREATE TABLE IF NOT EXISTS dubeol_schema_version (
          version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())
        """, logger: logger)
      var current = 0
      for try await version in try await connection.query(
        "SELECT coalesce(max(version), 0)::int4 FROM dubeol_schema_version", logger: logger
      ).decode(Int32.self) {
        current = Int(version)
      }
      for (version, statements) in versions where version > current {
        for statement in statements {
          try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
        }
        if version == 4 { try await fillSearchColumns(connection, logger: logger) }
        try await connection.query(
          "INSERT INTO dubeol_schema_version (version) VALUES (\(version))", logger: logger)
        logger.info("postgres schema migrated", metadata: ["version": "\(version)"])
      }
    }
  }
}
