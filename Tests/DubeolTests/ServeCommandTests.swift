import Foundation
import Reviews
import ReviewsHTTP
import TestSupport
import Testing

@Suite("dubeol serve", .serialized, .needsBinary)
struct ServeCommandTests {
  /// `dubeol serve --port 0` and `arguments`, logging into `directory`.
  func serve(_ arguments: [String], in directory: TemporaryDirectory, log: String = "serve.log")
    throws -> BackgroundProcess
  {
    try startServe(["--port", "0"] + arguments, log: directory.file(log))
  }

  @Test("serves over a real socket: the HTTP client posts and reads back; SIGTERM stops it cleanly")
  func postAndReadBack() async throws {
    let directory = try TemporaryDirectory("dubeol-serve")
    defer { directory.remove() }
    let server = try serve(["--database", directory.file("reviews.sqlite").path], in: directory)
    let port = try await server.listeningPort()

    let client = HTTPReviewClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
    let receipt = try await client.post(
      content: "진짜 소켓으로 올린 리뷰", userName: "소켓", themeId: "1", idempotencyKey: "real-1")
    let posted = try #require(receipt.review)
    let replay = try await client.post(
      content: "진짜 소켓으로 올린 리뷰", userName: "소켓", themeId: "1", idempotencyKey: "real-1")
    #expect(replay.review == posted)
    let page = try await client.reviews(themeId: "1", start: 0, count: 100)
    #expect(page.first == posted)
    #expect(page.count >= 31)
    #expect(page.filter { $0.id == posted.id }.count == 1)

    #expect(server.stop() == 0)
    #expect(server.output.contains("stopped"), "\(server.output)")
  }

  @Test("two servers started together on a new database both come up")
  func twoOnOneNewDatabase() async throws {
    let directory = try TemporaryDirectory("dubeol-serve")
    defer { directory.remove() }
    let database = directory.file("shared.sqlite").path
    let servers = try (0..<2).map { index in
      try serve(["--database", database], in: directory, log: "serve-\(index).log")
    }
    defer { for server in servers { server.stop() } }
    var ports: [Int] = []
    for server in servers { ports.append(try await server.listeningPort()) }
    // Both serve one database, seeded once: no sample review twice.
    for port in ports {
      let client = HTTPReviewClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
      let page = try await client.reviews(themeId: "6", start: 0, count: 100)
      #expect(page.count >= 40)
      #expect(Set(page.map(\.content)).count == page.count)
    }
  }

  @Test("a taken port is a clear error and exit code 1")
  func portTaken() async throws {
    let directory = try TemporaryDirectory("dubeol-serve")
    defer { directory.remove() }
    let first = try serve(["--database", directory.file("a.sqlite").path], in: directory)
    defer { first.stop() }
    let port = try await first.listeningPort()

    let second = try startServe(
      ["--port", "\(port)", "--database", directory.file("b.sqlite").path],
      log: directory.file("second.log"))
    #expect(try await second.exitCode() == 1)
    #expect(second.output.contains("127.0.0.1:\(port) is already in use"), "\(second.output)")
  }

  @Test(
    "an unusable --public-url is one line on stderr and exit code 2",
    arguments: ["ftp://example.com", "http://example.com:70000", "example.com"])
  func badPublicURL(_ url: String) async throws {
    let directory = try TemporaryDirectory("dubeol-serve")
    defer { directory.remove() }
    let server = try serve(
      ["--public-url", url, "--database", directory.file("reviews.sqlite").path], in: directory)
    #expect(try await server.exitCode() == 2)
    let lines = server.output.split(separator: "\n")
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.hasPrefix("dubeol serve: --public-url") == true, "\(lines)")
  }

  @Test("a database that cannot be opened is a clear error and exit code 1")
  func badDatabase() async throws {
    let directory = try TemporaryDirectory("dubeol-serve")
    defer { directory.remove() }
    // A folder where the file should be.
    let server = try serve(["--database", directory.url.path], in: directory)
    #expect(try await server.exitCode() == 1)
    #expect(
      server.output.contains("cannot open the review database at \(directory.url.path)"),
      "\(server.output)")
  }
}
