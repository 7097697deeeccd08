import Foundation
import ReviewStore
import Reviews
import ReviewsHTTP
import TestSupport
import Testing

@testable import ReviewServer
@testable import ReviewStoreSQLite

/// `dubeol serve` processes killed (-9) or losing their database in the middle of 1,000
/// concurrent posts with unique keys: every acknowledged review is stored exactly once, and
/// retries with the same key create no copies.
@Suite("Server faults under load", .enabled(if: DubeolBinary.exists), .serialized)
struct ServerFaultTests {
  static let posts = 1000

  /// The outcome of one post's attempts: the review acknowledged (nil if none was) and the
  /// statuses of the refusals seen on the way.
  struct Outcome: Sendable {
    var review: Review?
    var refusals: [String]
  }

  /// Posts review `i` to `targets()[i % n]`, and on a failure retries (same key) on whatever
  /// `targets()` says now, at most `attempts` times.
  static func post(
    _ i: Int, theme: String, targets: @escaping @Sendable () -> [URL], attempts: Int = 40,
    refused: Counter? = nil
  ) async -> Outcome {
    var outcome = Outcome(review: nil, refusals: [])
    for attempt in 0..<attempts {
      let all = targets()
      let client = HTTPReviewClient(baseURL: all[(i + attempt) % all.count])
      do {
        let receipt = try await client.post(
          content: "결함 시험 \(i)", userName: "부하", themeId: theme, idempotencyKey: "\(theme)-\(i)")
        outcome.review = receipt.review
        return outcome
      } catch {
        outcome.refusals.append("\(error)")
        refused?.increment()
        try? await Task.sleep(for: .milliseconds(100))
      }
    }
    return outcome
  }

  /// Runs all posts, `concurrency` at a time, calling `midway` once after `trigger` of them
  /// were acknowledged. With `faultBegan`, posts past the first `trigger` + 64 wait until it
  /// counts one, so some are sure to meet the fault however fast the others went.
  static func run(
    theme: String, targets: @escaping @Sendable () -> [URL], trigger: Int = 300,
    faultBegan: Counter? = nil, refused: Counter? = nil,
    midway: @escaping @Sendable () async throws -> Void
  ) async throws -> [Outcome] {
    let acknowledged = Counter()
    return try await withThrowingTaskGroup(of: (Int, Outcome).self) { group in
      var outcomes = [Outcome?](repeating: nil, count: posts)
      let faultTask = Task {
        while acknowledged.value < trigger { try await Task.sleep(for: .milliseconds(20)) }
        try await midway()
      }
      var next = 0
      func launch() {
        let i = next
        next += 1
        group.addTask {
          let outcome = await post(i, theme: theme, targets: targets, refused: refused)
          if outcome.review != nil { acknowledged.increment() }
          return (i, outcome)
        }
      }
      for _ in 0..<64 where next < posts { launch() }
      while let (i, outcome) = try await group.next() {
        outcomes[i] = outcome
        if let faultBegan, next >= trigger + 64 {
          while faultBegan.value == 0 { try await Task.sleep(for: .milliseconds(20)) }
        }
        if next < posts { launch() }
      }
      try await faultTask.value
      return outcomes.map { $0 ?? Outcome(review: nil, refusals: ["never ran"]) }
    }
  }

  /// Every review of the theme, through `url` (by cursor).
  static func listed(_ url: URL, theme: String) async throws -> [Review] {
    let client = HTTPReviewClient(baseURL: url)
    _ = try await client.capabilities()
    var all: [Review] = []
    while true {
      let page = try await client.reviews(themeId: theme, start: all.count, count: 100)
      all += page
      if page.count < 100 { return all }
    }
  }

  static func checkExactlyOnce(_ outcomes: [Outcome], listed: [Review]) {
    let acknowledged = outcomes.compactMap(\.review)
    #expect(acknowledged.count == posts, "every post acknowledged in the end")
    #expect(Set(listed.map(\.id)).count == listed.count, "no review listed twice")
    #expect(listed.count == posts, "no copies: one review per key")
    let stored = Dictionary(uniqueKeysWithValues: listed.map { ($0.id, $0.content) })
    for (i, outcome) in outcomes.enumerated() {
      guard let review = outcome.review else { continue }
      #expect(stored[review.id] == "결함 시험 \(i)", "acknowledged review \(i) is stored once")
    }
  }

  /// `dubeol serve` on `database`; by default without per-client limits, since these tests
  /// load it from one client.
  static func serve(
    _ database: String, _ directory: TemporaryDirectory, _ name: String,
    limits: [String] = ["--post-limit", "0", "--search-limit", "0"]
  ) async throws -> (BackgroundProcess, URL) {
    let process = try startServe(
      ["--port", "0", "--database", database, "--log-level", "info"] + limits,
      log: directory.file("\(name).log"))
    let port = try await process.listeningPort()
    return (process, URL(string: "http://127.0.0.1:\(port)")!)
  }

  @Test("PostgreSQL: kill -9 one of two servers mid-run; then stop PostgreSQL and start it again")
  func postgresFaults() async throws {
    let directory = try TemporaryDirectory("dubeol-fault")
    defer { directory.remove() }
    let postgres = try await PostgresTestServer.started()
    defer { postgres.remove() }
    let url = try await postgres.createDatabaseURL()
    let (a, urlA) = try await Self.serve(url, directory, "a")
    let (b, urlB) = try await Self.serve(url, directory, "b")
    defer {
      a.stop()
      b.stop()
    }
    let alive = Box([urlA, urlB])
    let pidA = a.pid

    // 1. kill -9 server A after 300 acknowledgements: the rest go to B, retries included.
    let killed = try await Self.run(theme: "killed", targets: { alive.value }) {
      kill(pidA, SIGKILL)
      alive.value = [urlB]
    }
    Self.checkExactlyOnce(killed, listed: try await Self.listed(urlB, theme: "killed"))

    // 2. PostgreSQL stopped after 300 more and started again: refusals while it is down are
    // JSON 503s (never a client timeout), and B recovers without a restart.
    let (c, urlC) = try await Self.serve(url, directory, "c")
    defer { c.stop() }
    let servers = Box([urlB, urlC])
    let down = Counter()
    let refused = Counter()
    let stopped = try await Self.run(
      theme: "stopped", targets: { servers.value }, faultBegan: down, refused: refused,
      midway: {
        try await onThread { try postgres.stop() }
        down.increment()
        // Down until a post is refused (a post waiting for a connection gets its 503 at the
        // store's 4 s deadline), so the stop is felt however the timing falls; at most 8 s.
        for _ in 0..<160 where refused.value == 0 { try await Task.sleep(for: .milliseconds(50)) }
        try await onThread { try postgres.start() }
      })
    let refusals = stopped.flatMap(\.refusals)
    #expect(!refusals.isEmpty, "the stop was felt")
    // A post that waited in this client's own pool never reached a server: 64 posts share 8
    // connections a server, each held up to the store's 4 s deadline while PostgreSQL is down,
    // so under a busy machine some wait past the 5 s connect timeout. Every post a server took
    // is answered.
    let answered = refusals.filter { !$0.contains("getConnectionFromPoolTimeout") }
    #expect(answered.contains { $0.contains("503") }, "the stop was answered with a 503")
    #expect(
      answered.allSatisfy { $0.contains("503") || $0.contains("storage_unavailable") },
      "\(Set(refusals).prefix(5))")
    Self.checkExactlyOnce(stopped, listed: try await Self.listed(urlC, theme: "stopped"))
  }

  @Test("SQLite: kill -9 mid-run; restarted, nothing acknowledged is lost and the file is sound")
  func sqliteKill() async throws {
    let directory = try TemporaryDirectory("dubeol-fault")
    defer { directory.remove() }
    let database = directory.file("reviews.sqlite").path
    let (first, firstURL) = try await Self.serve(database, directory, "first")
    let current = Box([firstURL])
    let firstPid = first.pid
    defer { first.stop() }
    let outcomes = try await Self.run(theme: "sqlite", targets: { current.value }) {
      kill(firstPid, SIGKILL)
      let (second, url) = try await Self.serve(database, directory, "second")
      current.value = [url]
      Self.second.value = [second]
    }
    defer { for process in Self.second.value { process.stop() } }
    Self.checkExactlyOnce(
      outcomes, listed: try await Self.listed(current.value[0], theme: "sqlite"))
    for process in Self.second.value { process.stop() }
    Self.second.value = []
    let store = try SQLiteReviewStore(path: database)
    defer { try? store.closeDatabase() }
    #expect(try await store.integrityCheck() == "ok")
  }

  /// The server started after the kill (stopped by the test).
  static let second = Box<[BackgroundProcess]>([])
}

/// A value shared by concurrent tasks.
final class Box<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// A counter shared by concurrent tasks.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
