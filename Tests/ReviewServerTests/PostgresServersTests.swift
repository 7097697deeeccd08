import Foundation
import Logging
import ReviewStore
import ReviewStores
import Reviews
import ReviewsHTTP
import TestSupport
import Testing

@testable import ReviewServer
@testable import ReviewStorePostgres

/// Several review servers on one PostgreSQL database, and PostgreSQL going away and coming back.
@Suite("Servers on PostgreSQL")
struct PostgresServersTests {
  /// A server over `address` on a free loopback port (seeding an empty database); `deadline`
  /// is how long a request waits for the database.
  static func server(_ address: PostgresAddress, deadline: Duration = .seconds(30)) async throws
    -> EmbeddedServer
  {
    // Opening is not what these tests are about: a cooperative pool held by other tests'
    // blocking work for a minute must not trip it.
    let store = try await PostgresReviewStore.open(
      address, logger: quietLogger, deadline: deadline, openTimeout: .seconds(180))
    try await ReviewServerApp.seedIfEmpty(store, location: "test", logger: quietLogger)
    return try await EmbeddedServer.start(
      store: store, host: "127.0.0.1", port: 0, logger: quietLogger)
  }

  static func post(_ port: Int, _ content: String, key: String) async throws -> RawResponse {
    let body = #"{"content":"\#(content)","userName":"여럿"}"#
    return try await rawExchange(
      port: port,
      rawRequest(
        "POST", "/tmp/theme/multi/review",
        headers: [
          "Content-Type: application/json", "Accept: application/json", "Idempotency-Key: \(key)",
        ], body: body))
  }

  @Test(
    "two servers: a post retried on the other returns the same review; both list the same pages")
  func twoServers() async throws {
    let address = try await PostgresTestServer.shared().createDatabase()
    // Started together on a new database: one migrates and seeds, the other waits its turn.
    async let startA = Self.server(address)
    async let startB = Self.server(address)
    let (a, b) = try await (startA, startB)
    defer {
      Task {
        await a.stop()
        await b.stop()
      }
    }
    let ports = [a.baseURL.port ?? 0, b.baseURL.port ?? 0]

    let first = try await Self.post(ports[0], "한 번만 저장", key: "once")
    let retried = try await Self.post(ports[1], "한 번만 저장", key: "once")
    #expect(first.status == 200 && retried.status == 200)
    #expect(retried.header("Idempotent-Replayed") == "true")
    let firstReview = try WireJSON.decoder.decode(ReviewEnvelope.self, from: Data(first.body)).data
    let retriedReview = try WireJSON.decoder.decode(ReviewEnvelope.self, from: Data(retried.body))
      .data
    #expect(firstReview.id == retriedReview.id)

    // 100 posts spread over both, each retried on the other server: 100 reviews, no copies.
    try await withThrowingTaskGroup(of: Void.self) { group in
      for i in 0..<100 {
        group.addTask {
          let one = try await Self.post(ports[i % 2], "글 \(i)", key: "k\(i)")
          let other = try await Self.post(ports[(i + 1) % 2], "글 \(i)", key: "k\(i)")
          #expect(one.status == 200 && other.status == 200)
        }
      }
      try await group.waitForAll()
    }
    let clients = [a, b].map { HTTPReviewClient(baseURL: $0.baseURL) }
    var pages: [[String]] = []
    for client in clients {
      _ = try await client.capabilities()  // cursor pages from here on
      var ids: [String] = []
      for start in stride(from: 0, to: 120, by: 20) {
        ids += try await client.reviews(themeId: "multi", start: start, count: 20).map(\.id)
      }
      pages.append(ids)
    }
    #expect(pages[0].count == 101 && Set(pages[0]).count == 101)
    #expect(pages[0] == pages[1])
  }

  @Test("while PostgreSQL is down requests get a JSON 503 at once; it recovers by itself")
  func databaseDown() async throws {
    let postgres = try await PostgresTestServer.started()
    defer { postgres.remove() }
    let address = try await postgres.createDatabase()
    let server = try await Self.server(address, deadline: .seconds(4))
    let port = server.baseURL.port ?? 0
    #expect(try await Self.post(port, "전", key: "before").status == 200)

    try await onThread { try postgres.stop() }
    for attempt in 0..<3 {
      let post = try await Self.post(port, "중", key: "down-\(attempt)")
      #expect(post.status == 503)
      #expect(post.header("Content-Type") == "application/json; charset=utf-8")
      #expect(post.text.contains("storage_unavailable"))
      #expect(post.header("Retry-After") == "1")
      let list = try await rawExchange(
        port: port, rawRequest("GET", "/theme/review?themeId=multi"))
      #expect(list.status == 503 && list.text.contains("storage_unavailable"))
    }
    // The server itself still answers what needs no database.
    #expect(try await rawExchange(port: port, rawRequest("GET", "/healthz")).status == 200)

    try await onThread { try postgres.start() }
    var recovered = false
    for _ in 0..<40 where !recovered {
      recovered = try await Self.post(port, "후", key: "after").status == 200
      if !recovered { try await Task.sleep(for: .milliseconds(250)) }
    }
    #expect(recovered)
    let list = try await rawExchange(port: port, rawRequest("GET", "/theme/review?themeId=multi"))
    let contents = try WireJSON.decoder.decode(ReviewPage.self, from: Data(list.body)).data
      .map(\.content)
    #expect(contents == ["후", "전"])
    await server.stop()
  }
}
