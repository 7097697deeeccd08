import Foundation
import ReviewStores
import Reviews
import TestSupport
import Testing

@testable import ReviewServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Embedded server")
struct EmbeddedServerTests {
  @Test("starts on a free loopback port, seeds a new database and serves over a real socket")
  func servesOverSocket() async throws {
    let directory = try TemporaryDirectory("dubeol-server-tests")
    defer { directory.remove() }
    let database = directory.url.appendingPathComponent("nested/dir/reviews.sqlite")
    let server = try await EmbeddedServer.start(database: database, logger: quietLogger)
    #expect(server.baseURL.host == "127.0.0.1")
    #expect((server.baseURL.port ?? 0) > 0)

    var post = URLRequest(url: server.baseURL.appendingPathComponent("tmp/theme/1/review"))
    post.httpMethod = "POST"
    post.setValue("application/json", forHTTPHeaderField: "Content-Type")
    post.setValue("application/json", forHTTPHeaderField: "Accept")
    post.httpBody = Data(#"{"content":"소켓으로 왔어요","userName":"테스트"}"#.utf8)
    let (postData, postResponse) = try await URLSession.shared.data(for: post)
    #expect((postResponse as? HTTPURLResponse)?.statusCode == 200)
    let posted = try WireJSON.decoder.decode(ReviewEnvelope.self, from: postData).data

    let list = URL(string: "\(server.baseURL.absoluteString)/theme/review?themeId=1&count=100")!
    let (listData, _) = try await URLSession.shared.data(from: list)
    let reviews = try WireJSON.decoder.decode(ReviewPage.self, from: listData).data
    #expect(reviews.first == posted)
    #expect(reviews.count >= 31)
    await server.stop()

    // Started again on the same file: the post is still there and nothing is seeded twice.
    let again = try await EmbeddedServer.start(database: database, logger: quietLogger)
    let (againData, _) = try await URLSession.shared.data(
      from: URL(string: "\(again.baseURL.absoluteString)/theme/review?themeId=1&count=100")!)
    // Compared without the avatar links, which name the new port.
    #expect(
      try WireJSON.decoder.decode(ReviewPage.self, from: againData).data.map(\.id)
        == reviews.map(\.id))
    await again.stop()
  }

  @Test("a port in use is reported as such")
  func portInUse() async throws {
    let directory = try TemporaryDirectory("dubeol-server-tests")
    defer { directory.remove() }
    let first = try await EmbeddedServer.start(
      database: directory.file("reviews.sqlite"), logger: quietLogger)
    let port = try #require(first.baseURL.port)
    await #expect(throws: ReviewServerError.addressInUse(host: "127.0.0.1", port: port)) {
      let second = try await EmbeddedServer.start(
        database: directory.url.appendingPathComponent("other.sqlite"), host: "127.0.0.1",
        port: port,
        logger: quietLogger)
      await second.stop()
    }
    await first.stop()
  }
}
