import Foundation
import Logging
import PostgresNIO
import ReviewStore
import Reviews

/// `ReviewStore` on a PostgreSQL database through postgres-nio's pooled client. Several
/// servers may share the database: idempotency is a UNIQUE constraint, every write is one
/// committed statement (or transaction) before it is acknowledged, and while the database
/// cannot be reached each call fails within `deadline` with `ReviewStoreError.unavailable`.
public final class PostgresReviewStore: ReviewStore {
  private let client: PostgresClient
  private let runner: Task<Void, Never>
  private let logger: Logger
  private let deadline: Duration
  private let openTimeout: Duration
  private let termCounts = SearchTermCounts()
  /// `stamp()`'s query, shared by the callers waiting for it (one round trip for them all).
  private let snapshot: SharedRead<String>

  private init(
    client: PostgresClient, runner: Task<Void, Never>, logger: Logger, deadline: Duration,
    openTimeout: Duration
  ) {
    self.client = client
    self.runner = runner
    self.logger = logger
    self.deadline = deadline
    self.openTimeout = openTimeout
    // Which transactions are done: it changes when any commits (a review becomes visible when
    // its transaction leaves the in-progress list, after its WAL record is written). The
    // deadline is the round's: its callers wait for it together.
    snapshot = SharedRead { [client, logger] in
      try await withDeadline(deadline) {
        var text = ""
        for try await value in try await client.query(
          "SELECT pg_current_snapshot()::text", logger: logger
        ).decode(String.self) {
          text = value
        }
        return text
      }
    }
  }

  /// Connects, migrates and returns the store; throws `ReviewStoreOpenError.databaseUnavailable`
  /// when the database cannot be reached or migrated within `openTimeout`. A request waits at
  /// most `deadline` for the database (well within a client's timeout, long enough for a busy
  /// server's queue of connections).
  public static func open(
    _ address: PostgresAddress, logger: Logger, deadline: Duration = .seconds(4),
    openTimeout: Duration = .seconds(15), maximumConnections: Int = 20
  ) async throws -> PostgresReviewStore {
    var configuration =
      if let socket = address.socketPath {
        PostgresClient.Configuration(
          unixSocketPath: socket, username: address.user, password: address.password,
          database: address.database)
      } else {
        PostgresClient.Configuration(
          host: address.host ?? "localhost", port: address.port, username: address.user,
          password: address.password, database: address.database, tls: .disable)
      }
    configuration.options.connectTimeout = deadline
    configuration.options.maximumConnections = maximumConnections
    let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
    let runner = Task { await client.run() }
    let store = PostgresReviewStore(
      client: client, runner: runner, logger: logger, deadline: deadline,
      openTimeout: openTimeout)
    do {
      try await withDeadline(openTimeout) {
        try await PostgresSchema.migrate(client, logger: logger)
        try await store.sampleTermCounts()
      }
    } catch {
      await store.close()
      throw ReviewStoreOpenError.databaseUnavailable(
        path: address.description, reason: Self.describe(error))
    }
    return store
  }

  /// Counts the terms of the reviews stored last (a sample: the counts only steer the search).
  private func sampleTermCounts() async throws {
    for try await text in try await client.query(
      "SELECT search_text FROM review ORDER BY seq DESC LIMIT \(SearchTermCounts.sampleSize)",
      logger: logger
    ).decode(String.self) {
      termCounts.record(text)
    }
  }

  public func reviews(themeId: String, start: Int, count: Int) async throws -> [Review] {
    try await run {
      try await self.page(themeId: themeId, start: start, count: count).map(\.review)
    }
  }

  public func reviews(themeId: String, before cursor: ReviewCursor?, count: Int) async throws
    -> ReviewSlice
  {
    // One more than asked: whether it exists says if there is a next page.
    let rows: [StoredRow] = try await run {
      if let cursor {
        return try await self.client.execute(
          PageBefore(themeId: themeId, cursor: cursor, count: Int64(count + 1))
        ).reduce(into: []) { $0.append($1) }
      }
      return try await self.page(themeId: themeId, start: 0, count: count + 1)
    }
    return ReviewSlice(
      fetchedOneMore: rows, count: count, from: cursor, review: \.review, cursor: \.cursor)
  }

  /// The page at `start`; the first (the one asked most) straight from the time index.
  private func page(themeId: String, start: Int, count: Int) async throws -> [StoredRow] {
    if start == 0 {
      return try await client.execute(FirstPage(themeId: themeId, count: Int64(count)))
        .reduce(into: []) { $0.append($1) }
    }
    return try await client.execute(
      PageByOffset(themeId: themeId, count: Int64(count), start: Int64(start))
    ).reduce(into: []) { $0.append($1) }
  }

  public func reviews(themeId: String, after cursor: ReviewCursor?, count: Int) async throws
    -> ReviewSlice
  {
    let rows: [StoredRow] = try await run {
      try await self.client.execute(
        PageAfter(
          themeId: themeId, cursor: cursor ?? ReviewCursor(createdAt: -1, sequence: -1),
          count: Int64(count + 1))
      ).reduce(into: []) { $0.append($1) }
    }
    return ReviewSlice(
      fetchedOneMore: rows, count: count, from: cursor, towardsNewer: true, review: \.review,
      cursor: \.cursor)
  }

  public func count(themeId: String) async throws -> Int {
    try await run {
      var total = 0
      for try await value in try await self.client.query(
        "SELECT n FROM theme_count WHERE theme_id = \(themeId)", logger: self.logger
      ).decode(Int64.self) {
        total = Int(value)
      }
      return total
    }
  }

  public func reviews(themeId: String, matching query: String, start: Int, count: Int)
    async throws -> [Review]
  {
    let folded = SearchText.folded(query)
    let chosen = termCounts.chosenTerms(folded)
    // Hex terms need no quoting; whitespace only needs none (every review contains it).
    let terms = chosen.joined(separator: " & ")
    var bindings = PostgresBindings(capacity: 5)
    bindings.append(themeId)
    bindings.append(terms)
    bindings.append(folded)
    bindings.append(Int64(count))
    bindings.append(Int64(start))
    // A query many recent reviews may match is first looked for among the newest reviews (the
    // walk stops at a page): the GIN index would hand over every candidate to be sorted, and the
    // planner, multiplying the terms' shares as if they were independent, takes it for a phrase
    // whose pairs always come together.
    if termCounts.isLikelyAmongNewest(folded, pageEnd: start + count) {
      let window = SearchTermCounts.newestWindow
      let sql = """
        SELECT \(reviewColumns) FROM (
          SELECT * FROM review WHERE theme_id = $1 ORDER BY created_at DESC, seq DESC LIMIT \(window)
        ) AS newest
        WHERE strpos(search_text, $3) > 0
        ORDER BY created_at DESC, seq DESC LIMIT $4 OFFSET $5
        """
      let found = try await search(sql, bindings)
      // A full page among the newest is the page; a short one may continue further back.
      if found.count == count { return found }
    }
    let needsTerms = terms.isEmpty ? "" : " AND \(PostgresSchema.searchTerms) @@ $2::tsquery"
    return try await search(
      """
      SELECT \(reviewColumns) FROM review
      WHERE theme_id = $1\(needsTerms) AND strpos(search_text, $3) > 0
      ORDER BY created_at DESC, seq DESC LIMIT $4 OFFSET $5
      """, bindings)
  }

  private func search(_ sql: String, _ bindings: PostgresBindings) async throws -> [Review] {
    try await run {
      try await self.client.query(
        PostgresQuery(unsafeSQL: sql, binds: bindings), logger: self.logger
      )
      .reduce(into: []) { $0.append(try StoredRow($1).review) }
    }
  }

  public func add(_ review: NewReview, idempotencyKey: String?) async throws -> AddedReview {
    try await run {
      try await self.claimName(for: review)
      let inserted = try await self.client.execute(
        InsertReview(review: review, idempotencyKey: idempotencyKey)
      ).reduce(into: [StoredRow]()) { $0.append($1) }
      if let row = inserted.first {
        self.termCounts.record(row.review)
        return AddedReview(review: row.review, created: true)
      }
      // The key is taken (committed: ON CONFLICT waited for the other writer).
      guard let idempotencyKey,
        let earlier = try await self.client.query(
          "SELECT \(unescaped: reviewColumns) FROM review WHERE idempotency_key = \(idempotencyKey)",
          logger: self.logger
        ).reduce(into: [StoredRow](), { $0.append(try StoredRow($1)) }).first
      else { throw ReviewStoreError.unavailable }
      return try review.replaying(earlier.review, postedContent: earlier.postedContent)
    }
  }

  /// `NameClaims` on `name_claim`: a key claims a free name first (ON CONFLICT waits for a
  /// concurrent claim's commit, so of two keys at once one wins), then the owner decides.
  private func claimName(for review: NewReview) async throws {
    guard let name = review.nameKey else { return }
    if let claimant = review.authorKeyHash {
      for try await _ in try await client.query(
        """
        INSERT INTO name_claim (name_key, author_key_hash) VALUES (\(name), \(claimant))
        ON CONFLICT (name_key) DO NOTHING
        """, logger: logger)
      {}
    }
    var owner: String?
    for try await row in try await client.query(
      "SELECT author_key_hash FROM name_claim WHERE name_key = \(name)", logger: logger)
    {
      owner = try row.decode(String.self)
    }
    _ = try NameClaims.claims(review, owner: owner)
  }

  public func edit(
    themeId: String, id: String, content: String, authorKeyHash: String, now: Date
  ) async throws -> Review {
    let logger = logger
    let updatedAt = WireDate.milliseconds(now)
    return try await run {
      try await self.client.withTransaction(logger: logger) { connection in
        let owned = try await Self.ownedRow(
          connection, themeId: themeId, id: id, authorKeyHash: authorKeyHash, logger: logger)
        let searchText = SearchText.text(content: content, userName: owned.review.user.userName)
        let searchTerms = SearchText.terms(searchText)
        let rows = try await connection.query(
          """
          UPDATE review SET original_content = coalesce(original_content, content),
            content = \(content), updated_at = \(updatedAt),
            search_text = \(searchText), search_terms = \(searchTerms)
          WHERE id = \(id) RETURNING \(unescaped: reviewColumns)
          """, logger: logger)
        var edited: Review?
        for try await row in rows { edited = try StoredRow(row).review }
        guard let edited else { throw ReviewStoreError.notFound }
        self.termCounts.record(edited)
        return edited
      }
    }
  }

  public func delete(themeId: String, id: String, authorKeyHash: String) async throws {
    let logger = logger
    try await run {
      try await self.client.withTransaction(logger: logger) { connection in
        _ = try await Self.ownedRow(
          connection, themeId: themeId, id: id, authorKeyHash: authorKeyHash, logger: logger)
        try await connection.query("DELETE FROM review WHERE id = \(id)", logger: logger)
      }
    }
  }

  /// The row `authorKeyHash` may change, locked until the transaction ends so that concurrent
  /// edits and deletes of one review (from any server) are serialised. An unknown id is
  /// `notFound` whatever the key.
  private static func ownedRow(
    _ connection: PostgresConnection, themeId: String, id: String, authorKeyHash: String,
    logger: Logger
  ) async throws -> StoredRow {
    var found: StoredRow?
    for try await row in try await connection.query(
      """
      SELECT \(unescaped: reviewColumns) FROM review
      WHERE id = \(id) AND theme_id = \(themeId) FOR UPDATE
      """, logger: logger)
    {
      found = try StoredRow(row)
    }
    guard let found else { throw ReviewStoreError.notFound }
    guard found.authorKeyHash == authorKeyHash else { throw ReviewStoreError.forbidden }
    return found
  }

  public func importReviews(_ reviews: [Review]) async throws -> Int {
    // One statement over arrays: a round trip for the whole batch, not one per review.
    var columns = ImportColumns()
    for review in reviews { columns.append(review) }
    let bindings = try columns.bindings()
    return try await run(within: openTimeout) {
      var added = 0
      for try await _ in try await self.client.query(
        PostgresQuery(unsafeSQL: ImportColumns.sql, binds: bindings), logger: self.logger)
      {
        added += 1
      }
      return added
    }
  }

  public func analyze() async throws {
    // The tables an import fills: the reviews (and their search index's expression) and the
    // theme counts.
    try await run(within: openTimeout) {
      try await self.client.query("ANALYZE review, theme_count", logger: self.logger)
    }
  }

  public func count() async throws -> Int {
    try await run {
      var total = 0
      for try await value in try await self.client.query(
        "SELECT count(*) FROM review", logger: self.logger
      ).decode(Int64.self) {
        total = Int(value)
      }
      return total
    }
  }

  public func stamp() async throws -> StoreStamp {
    do {
      return StoreStamp(try await snapshot.value())
    } catch {
      throw Self.storeError(error)
    }
  }

  @discardableResult
  public func seedIfEmpty(_ reviews: [NewReview]) async throws -> Bool {
    let logger = logger
    // Once, at start: as long as opening may take, not a request's deadline.
    return try await run(within: openTimeout) {
      try await self.client.withTransaction(logger: logger) { connection in
        // Servers starting together: one seeds, the others then find reviews.
        try await connection.query(
          "SELECT pg_advisory_xact_lock(\(PostgresSchema.lockKey))", logger: logger)
        var empty = true
        for try await _ in try await connection.query(
          "SELECT 1 FROM review LIMIT 1", logger: logger)
        {
          empty = false
        }
        guard empty else { return false }
        for review in reviews {
          let statement = InsertReview(review: review, idempotencyKey: nil)
          for try await _ in try await connection.execute(statement, logger: logger) {}
        }
        return true
      }
    }
  }

  public func close() async {
    runner.cancel()
    await runner.value
  }

  /// Runs one database call within the deadline, its failures as store errors.
  private func run<T: Sendable>(
    within limit: Duration? = nil, _ operation: @escaping @Sendable () async throws -> T
  ) async throws -> T {
    do {
      return try await withDeadline(limit ?? deadline, operation)
    } catch {
      throw Self.storeError(error)
    }
  }

  /// Refusals pass; a full disk is `full`; a server's own error (a bug) passes as it is;
  /// everything about reaching the server (refused, closed, shutting down, no connection in
  /// time) is `unavailable`.
  static func storeError(_ error: any Error) -> any Error {
    if let error = error as? PostgresTransactionError {
      return storeError(error.closureError ?? error.beginError ?? error.commitError ?? error)
    }
    if error is ReviewStoreError { return error }
    guard let error = error as? PSQLError else { return ReviewStoreError.unavailable }
    guard error.code == .server, let state = error.serverInfo?[.sqlState] else {
      return ReviewStoreError.unavailable
    }
    if state == "53100" { return ReviewStoreError.full }
    // Connection exceptions (08), resources (53), shutdown and restarts (57P0x).
    if state.hasPrefix("08") || state.hasPrefix("53") || state.hasPrefix("57P") {
      return ReviewStoreError.unavailable
    }
    return error
  }

  private static func describe(_ error: any Error) -> String {
    if let error = error as? PSQLError {
      return error.serverInfo?[.message] ?? "\(error.code)"
        + (error.underlying.map { " (\($0))" } ?? "")
    }
    if let error = error as? PostgresTransactionError {
      return describe(error.closureError ?? error.beginError ?? error.commitError ?? error)
    }
    if error as? ReviewStoreError == .unavailable { return "no answer in time" }
    return "\(error)"
  }
}
