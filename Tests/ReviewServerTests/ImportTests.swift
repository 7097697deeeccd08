import Foundation
import ReviewStore
import Reviews
import TestSupport
import Testing

@testable import ReviewStoreSQLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `dubeol import`: pages and JSON Lines from the 2022 server, kept as they were.
@Suite("Import")
struct ImportTests {
  /// Two good reviews in a list page, with a bad one between them (no content).
  static let page = """
    {"data":[
      {"_id":"62a0c0ffee0000000000000a","user":{"_id":"5f00000000000000000000aa","isAdmin":false,
       "userName":"민지","profileImage":"https://old.example/a.png"},"theme":"PLKEY0-L-81",
       "content":"오타가 줄었어요","createdAt":"2022-06-08T01:02:03.456Z",
       "updatedAt":"2022-06-09T00:00:00.000Z"},
      {"_id":"62a0c0ffee0000000000000b","user":{"_id":"5f00000000000000000000bb","isAdmin":false,
       "userName":"하늘"},"theme":"PLKEY0-L-81","createdAt":"2022-06-08T01:02:04.000Z"},
      {"_id":"62a0c0ffee0000000000000c","user":{"_id":"5f00000000000000000000cc","isAdmin":true,
       "userName":"운영팀"},"theme":"PLKEY0-L-81","content":"공지예요",
       "createdAt":"2022-06-07T00:00:00.000Z"}
    ]}
    """
  /// JSON Lines: one good review, then a line that is not JSON.
  static let lines = """
    {"_id":"62a0c0ffee0000000000000d","user":{"_id":"5f00000000000000000000dd","isAdmin":false,"userName":"바다"},"theme":"other","content":"배송 빨라요","createdAt":"2022-06-10T00:00:00.000Z","updatedAt":"2022-06-10T00:00:00.000Z"}

    {not json
    """

  @Test("pages and JSON Lines: the good reviews, the bad ones by position")
  func reading() {
    let page = ReviewImport.reviews(in: Data(Self.page.utf8))
    #expect(page.reviews.map(\.id) == ["62a0c0ffee0000000000000a", "62a0c0ffee0000000000000c"])
    #expect(page.refusals == [.init(position: "review 2 of data", reason: "no content")])
    let lines = ReviewImport.reviews(in: Data(Self.lines.utf8), themeId: "t")
    #expect(lines.reviews.map(\.theme) == ["t"])
    let themeless = Self.lines.replacingOccurrences(of: #""theme":"other","#, with: "")
    #expect(ReviewImport.reviews(in: Data(themeless.utf8)).reviews.isEmpty)
    #expect(
      ReviewImport.reviews(in: Data(themeless.utf8), themeId: "t").reviews.map(\.theme) == ["t"])
    #expect(lines.refusals.map(\.position) == ["line 3"])
    let long = ReviewImport.reviews(
      in: Data(
        Self.lines.split(separator: "\n")[0].replacingOccurrences(
          of: "배송 빨라요", with: String(repeating: "가", count: 1001)
        ).utf8))
    #expect(long.refusals.map(\.position) == ["line 1"])
  }

  @Test(
    "ids, names, content and dates are kept; a second import adds nothing; search finds them",
    arguments: StoreKind.allCases)
  func keeps(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let reviews = ReviewImport.reviews(in: Data(Self.page.utf8)).reviews
      #expect(try await store.importReviews(reviews) == 2)
      #expect(try await store.importReviews(reviews) == 0)
      let stored = try await store.reviews(themeId: "PLKEY0-L-81", start: 0, count: 10)
      #expect(stored == reviews)
      #expect(
        try await store.reviews(themeId: "PLKEY0-L-81", matching: "오타", start: 0, count: 10)
          .map(\.id) == ["62a0c0ffee0000000000000a"])
      let paged = try await store.reviews(themeId: "PLKEY0-L-81", before: nil, count: 1)
      #expect(paged.reviews.map(\.id) == ["62a0c0ffee0000000000000a"] && paged.next != nil)
    }
  }

  @Test(
    "dubeol import reports bad reviews by file and position, imports the rest, then serves them",
    .enabled(if: DubeolBinary.exists))
  func command() async throws {
    let directory = try TemporaryDirectory("dubeol-import")
    defer { directory.remove() }
    let page = directory.file("page.json")
    let lines = directory.file("reviews.jsonl")
    try Data(Self.page.utf8).write(to: page)
    try Data(Self.lines.utf8).write(to: lines)
    let database = "sqlite:" + directory.file("reviews.sqlite").path
    let first = try runDubeol(["import", "--database", database, page.path, lines.path])
    #expect(first.status == 1, "a refused review makes the status 1")
    #expect(first.stderr.contains("page.json: review 2 of data: no content"), "\(first.stderr)")
    #expect(first.stderr.contains("reviews.jsonl: line 3:"), "\(first.stderr)")
    #expect(first.stdout.contains("page.json: 2 imported, 0 already there, 1 refused"))
    let again = try runDubeol(["import", "--database", database, page.path])
    #expect(again.stdout.contains("page.json: 0 imported, 2 already there, 1 refused"))

    let server = try startServe(
      ["--port", "0", "--database", database], log: directory.file("serve.log"))
    defer { _ = server.stop() }
    let port = try await server.listeningPort()
    let (body, _) = try await URLSession.shared.data(
      from: URL(string: "http://127.0.0.1:\(port)/theme/review?themeId=other")!)
    let served = try WireJSON.decoder.decode(ReviewPage.self, from: body).data
    #expect(served.map(\.content) == ["배송 빨라요"])
    #expect(served.first?.user.id == "5f00000000000000000000dd")
    #expect(served.first.map { WireDate.string(from: $0.createdAt) } == "2022-06-10T00:00:00.000Z")
  }
}

/// Issue 47: a common word right after an import read its terms from every segment the
/// import's batches wrote; `analyze`, which `dubeol import` runs last, merges them.
@Suite("Import: the search index merged")
struct ImportSearchIndexTests {
  @Test(
    "after imports in batches and analyze, the search index is one merge: merging again changes nothing"
  )
  func mergedAfterImport() async throws {
    let directory = try TemporaryDirectory("dubeol-import-merge")
    defer { directory.remove() }
    let store = try SQLiteReviewStore(path: directory.file("r.sqlite").path)
    for batch in 0..<40 {
      let reviews = (0..<50).map { i in
        Review(
          id: String(format: "62a0c0ffee%014x", batch * 50 + i),
          user: ReviewUser(id: "5f00000000000000000000ee", userName: "일괄"), theme: "1",
          content: "키보드 좋아요 \(batch)-\(i)",
          createdAt: Date(timeIntervalSince1970: 1_650_000_000 + Double(batch * 50 + i)))
      }
      #expect(try await store.importReviews(reviews) == 50)
    }
    try await store.analyze()
    let merged = try await store.searchIndexRows()
    try await store.mergeSearchIndex()
    #expect(try await store.searchIndexRows() == merged)
    #expect(try await store.reviews(themeId: "1", matching: "키보드", start: 0, count: 20).count == 20)
    await store.close()
  }
}

/// `dubeol import` of a file longer than a batch, beside a server that is running.
@Suite("Import in batches")
struct ImportBatchTests {
  /// 12,000 reviews of theme `batch`, one a second, `#i#` in each; lines 5,000 and 10,000 are
  /// not JSON, and review 7 comes again at the end.
  static func lines() -> (text: String, ids: [String]) {
    var lines: [String] = []
    var ids: [String] = []
    for i in 0..<12_000 {
      if i % 5_000 == 4_999 {
        lines.append("{not json")
        continue
      }
      let id = "62a0c0ffee" + String(format: "%014x", i)
      let date = WireDate.string(from: Date(timeIntervalSince1970: 1_650_000_000 + Double(i)))
      ids.append(id)
      lines.append(
        #"{"_id":"\#(id)","user":{"_id":"5f00000000000000000000ee","isAdmin":false,"#
          + #""userName":"일괄"},"theme":"batch","content":"일괄 리뷰 #\#(i)#","#
          + #""createdAt":"\#(date)","updatedAt":"\#(date)"}"#)
    }
    lines.append(lines[7])
    return (lines.joined(separator: "\n"), ids)
  }

  @Test(
    "each good review once, the bad lines by number, and the running server lists and finds them",
    .enabled(if: DubeolBinary.exists), arguments: ["sqlite", "postgres"])
  func batches(_ kind: String) async throws {
    let directory = try TemporaryDirectory("dubeol-import-batches")
    defer { directory.remove() }
    let database =
      kind == "sqlite"
      ? "sqlite:" + directory.file("reviews.sqlite").path
      : try await PostgresTestServer.shared().createDatabaseURL()
    let server = try startServe(
      ["--port", "0", "--database", database], log: directory.file("serve.log"))
    defer { _ = server.stop() }
    let port = try await server.listeningPort()
    func get(_ query: String) async throws -> ReviewPage {
      let response = try await rawExchange(
        port: port, rawRequest("GET", "/theme/review?themeId=batch&\(query)"))
      #expect(response.status == 200)
      return try WireJSON.decoder.decode(ReviewPage.self, from: Data(response.body))
    }
    #expect(try await get("count=5").data.isEmpty)  // the empty page, kept by the server

    let (text, ids) = Self.lines()
    let file = directory.file("reviews.jsonl")
    try Data(text.utf8).write(to: file)
    let run = try await runCommandOffPool(
      DubeolBinary.path, ["import", "--database", database, file.path])
    #expect(run.status == 1, "two refused lines make the status 1")
    #expect(run.stderr.contains("reviews.jsonl: line 5000: not JSON"), "\(run.stderr)")
    #expect(run.stderr.contains("reviews.jsonl: line 10000: not JSON"), "\(run.stderr)")
    #expect(run.stdout.contains("11998 imported, 1 already there, 2 refused"), "\(run.stdout)")

    let newest = try await get("count=5&before=")
    #expect(newest.data.map(\.id) == Array(ids.suffix(5).reversed()))
    let page = try await rawExchange(
      port: port, rawRequest("GET", "/theme/review?themeId=batch&count=1&before="))
    #expect(page.text.contains(#""total":11998"#), "\(page.text)")
    let oldest = try await get("count=3&start=11995")
    #expect(oldest.data.map(\.id) == Array(ids.prefix(3).reversed()))
    let found = try await get("q=%2311234%23")
    #expect(found.data.map(\.content) == ["일괄 리뷰 #11234#"])
  }
}

/// What an import leaves behind: a database whose planner knows the reviews, so the first
/// search after it uses the search index rather than walking the theme (issue 31: 182 against
/// 2,840 searches a second on PostgreSQL before autovacuum came round).
@Suite("Import leaves the database ready")
struct ImportAnalyzeTests {
  @Test(
    "after dubeol import into PostgreSQL, the planner has statistics and a search uses the index",
    .enabled(if: DubeolBinary.exists && PostgresTestServer.isInstalled))
  func postgres() async throws {
    let directory = try TemporaryDirectory("dubeol-import-analyze")
    defer { directory.remove() }
    let postgres = try await PostgresTestServer.shared()
    let address = try await postgres.createDatabase()
    let database =
      "postgres://postgres@/\(address.database)?host=\(postgres.socketDirectory)&port=\(postgres.port)"
    let file = directory.file("reviews.jsonl")
    try Data(ImportBatchTests.lines().text.utf8).write(to: file)
    let run = try await runCommandOffPool(
      DubeolBinary.path, ["import", "--database", database, file.path])
    #expect(run.stdout.contains("11998 imported"), "\(run.stdout) \(run.stderr)")

    let analyzed = try await postgres.psql(
      address.database,
      "SELECT last_analyze IS NOT NULL FROM pg_stat_user_tables WHERE relname = 'review'")
    #expect(analyzed.trimmingCharacters(in: .whitespacesAndNewlines) == "t")

    let server = try startServe(
      ["--port", "0", "--database", database], log: directory.file("serve.log"))
    defer { _ = server.stop() }
    let port = try await server.listeningPort()
    let response = try await rawExchange(
      port: port, rawRequest("GET", "/theme/review?themeId=batch&q=%EB%B7%81%EB%B7%81"))
    #expect(response.status == 200 && response.text.contains(#""data":[]"#), "\(response.text)")
    // A backend reports its index scans when it has been idle a while, or when it ends: the
    // server is stopped so that its connections end (on a loaded machine the idle report
    // came too late for the wait below).
    _ = server.stop()
    var scans = 0
    for _ in 0..<60 where scans == 0 {
      scans =
        Int(
          try await postgres.psql(
            address.database,
            "SELECT idx_scan FROM pg_stat_user_indexes WHERE indexrelname = 'review_search'"
          ).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
      if scans == 0 { try await Task.sleep(for: .milliseconds(500)) }
    }
    #expect(scans > 0, "the search walked the theme instead of using review_search")
  }

  @Test(
    "after dubeol import into SQLite, the planner has statistics for every index",
    .enabled(if: DubeolBinary.exists))
  func sqlite() async throws {
    let directory = try TemporaryDirectory("dubeol-import-analyze-sqlite")
    defer { directory.remove() }
    let path = directory.file("reviews.sqlite").path
    let file = directory.file("page.json")
    try Data(ImportTests.page.utf8).write(to: file)
    _ = try await runCommandOffPool(
      DubeolBinary.path, ["import", "--database", "sqlite:" + path, file.path])
    let stats = try await runCommandOffPool(
      "/usr/bin/sqlite3", [path, "SELECT count(*) FROM sqlite_stat1 WHERE tbl = 'review'"])
    #expect(stats.status == 0, "\(stats.stderr)")
    #expect((Int(stats.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 0)
  }

  @Test(
    "with --theme, a review without a theme field is imported into that theme",
    .enabled(if: DubeolBinary.exists))
  func themeGiven() async throws {
    let directory = try TemporaryDirectory("dubeol-import-theme")
    defer { directory.remove() }
    let file = directory.file("reviews.jsonl")
    try Data(
      #"{"_id":"62a0c0ffee00000000000099","user":{"_id":"5f00000000000000000000dd","isAdmin":false,"userName":"바다"},"content":"테마 없는 리뷰","createdAt":"2022-06-10T00:00:00.000Z","updatedAt":"2022-06-10T00:00:00.000Z"}"#
        .utf8
    ).write(to: file)
    let database = "sqlite:" + directory.file("reviews.sqlite").path
    let without = try await runCommandOffPool(
      DubeolBinary.path, ["import", "--database", database, file.path])
    #expect(without.status == 1 && without.stderr.contains("line 1: no theme"), "\(without.stderr)")
    let with = try await runCommandOffPool(
      DubeolBinary.path, ["import", "--database", database, "--theme", "given", file.path])
    #expect(with.status == 0, "\(with.stderr)")
    #expect(with.stdout.contains("1 imported, 0 already there, 0 refused"), "\(with.stdout)")
  }
}
