import Foundation
import Persistence
import TestSupport
import Testing

/// `dubeol outbox send` against a `dubeol serve` that limits posts: the server's 429 and
/// Retry-After hold back the post that got it and every later one for that server.
@Suite("The outbox honours 429 and Retry-After", .enabled(if: DubeolBinary.exists))
struct OutboxRateLimitTests {
  @Test("after a 429 the rest wait as long as the server asked, and nothing is lost")
  func heldBack() async throws {
    let directory = try TemporaryDirectory("dubeol-outbox-429")
    defer { directory.remove() }
    // 6 a minute: one post now, the next in 10 s.
    let server = try startServe(
      ["--port", "0", "--database", "memory:", "--post-limit", "6"],
      log: directory.file("serve.log"))
    defer { _ = server.stop() }
    let port = try await server.listeningPort()
    let data = directory.url.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    var outbox = Outbox()
    let target = PostServer(url: URL(string: "http://127.0.0.1:\(port)")!)
    for text in ["첫째", "둘째", "셋째"] {
      outbox.enqueue(content: text, userName: nil, themeId: "6", server: target, now: Date())
    }
    try OutboxStore(directory: data).save(outbox.posts)

    let before = Date()
    let sent = try runDubeol(
      ["outbox", "send", "--all", "--data-dir", data.path],
      environment: ["XDG_CONFIG_HOME": directory.url.path, "HOME": directory.url.path])
    #expect(sent.status == 1, "\(sent.stdout)\(sent.stderr)")
    #expect(sent.stdout.contains("보냄"), "\(sent.stdout)")
    #expect(sent.stdout.contains("미룸"), "\(sent.stdout)")

    let left = OutboxStore(directory: data).load()
    #expect(left.map(\.content) == ["둘째", "셋째"])
    // Not before the server's Retry-After (about 10 s after the one post it took), which is
    // longer than the 1 s backoff of a first failure.
    let soonest = before.addingTimeInterval(5)
    #expect(left.allSatisfy { $0.nextAttempt > soonest }, "\(left.map(\.nextAttempt))")
    // The one that was held back without being sent has no attempt counted.
    #expect(left.last?.attempts == 0)
  }
}
