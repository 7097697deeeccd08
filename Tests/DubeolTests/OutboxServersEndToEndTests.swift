import Foundation
import Reviews
import TestSupport
import Testing

/// Issue 8 §4 end to end: a review queued for one server is delivered to that server only,
/// once, by the UI of a session on that server or by `dubeol outbox send`.
@Suite("The outbox and its servers, end to end", .serialized, .endToEnd)
struct OutboxServersEndToEndTests {
  /// The reviews of theme 1 on `url` with `text`.
  func copies(of text: String, on url: String, _ session: AppSession) throws -> Int {
    let listed = try runDubeol(
      ["reviews", "list", "--server", url, "--json", "--count", "100"],
      environment: session.cliEnvironment)
    #expect(listed.status == 0, "\(listed.stderr)")
    let page = try WireJSON.decoder.decode(ReviewPage.self, from: Data(listed.stdout.utf8))
    return page.data.filter { $0.content == text }.count
  }

  /// Rewrites the outbox file so that every post's retry time has come.
  func makeEverythingDue(_ file: URL) throws {
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    let posts = try #require(json["posts"] as? [[String: Any]])
    json["posts"] = posts.map { post in post.merging(["nextAttempt": 0]) { $1 } }
    try JSONSerialization.data(withJSONObject: json).write(to: file)
  }

  func outbox(_ arguments: String..., session: AppSession) throws -> CommandResult {
    try runDubeol(
      ["outbox"] + arguments + ["--data-dir", session.dataDirectory.path],
      environment: session.cliEnvironment)
  }

  @Test(
    "a review queued while server A is down never reaches server B, and `outbox send` delivers it to A once"
  )
  func queuedForAStaysWithA() async throws {
    let session = try AppSession()
    defer { session.close() }
    let (serverB, _, urlB) = try await session.startListeningServer()
    defer { serverB.stop() }
    let reservedA = try LoopbackPort.reserved()
    let portA = reservedA.port
    let urlA = "http://127.0.0.1:\(portA)"

    // Queued in a session on A while A is down.
    try await session.launch(["--server", urlA, "--author", "에이"])
    try await session.tmux.screen("the layout, with A unreachable") { $0.showsFullLayout }
    let text = "에이 서버 전용 리뷰"
    try await session.queuePostAndQuit(keys: "dpdl tjqj wjsdyd flqb", text: text)

    let listed = try outbox("list", session: session)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.contains(urlA) && listed.stdout.contains(text), "\(listed.stdout)")
    #expect(listed.stdout.contains("대기"), "\(listed.stdout)")

    // A session on B sends nothing of A's, and says it is waiting for another server. The
    // post is made due at once, so that a session sending it anywhere would do so at start.
    try makeEverythingDue(session.outboxFile)
    try await session.launch(["--server", urlB])
    let onB = try await session.tmux.screen("the notice about the other server") {
      $0.showsFullLayout && $0.contains("다른 서버로 보낼 리뷰 1개")
    }
    #expect(!onB.contains("보낼 리뷰 1개 대기"), "\(onB)")
    try await session.waitUntilReady()
    try session.tmux.sendKeys("Tab", "Tab", "r")
    try await session.waitUntilReady()
    // The text is still the draft (it was never delivered), so quitting asks.
    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("the quit question") { $0.contains("y 종료") }
    try session.tmux.typeLiteral("y")
    #expect(try await session.waitForExit() == 0)
    #expect(try copies(of: text, on: urlB, session) == 0)

    // While A is still down, send fails and keeps the post.
    let failed = try outbox("send", "--all", session: session)
    #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
    #expect(failed.stdout.contains("실패"), "\(failed.stdout)")
    #expect(try outbox("list", session: session).stdout.contains(text))

    // A comes up: send delivers it there, once.
    reservedA.release()
    let serverA = try session.startServer(
      port: portA, database: session.sandbox.url.appendingPathComponent("a.sqlite").path)
    defer { serverA.stop() }
    _ = try await serverA.listeningPort()
    let sent = try outbox("send", "--all", session: session)
    #expect(sent.status == 0, "\(sent.stdout)\(sent.stderr)")
    #expect(sent.stdout.contains("보냄") && sent.stdout.contains(urlA), "\(sent.stdout)")
    #expect(try copies(of: text, on: urlA, session) == 1)
    #expect(try copies(of: text, on: urlB, session) == 0)

    let again = try outbox("send", "--all", session: session)
    #expect(again.status == 0 && again.stdout.contains("보낼 리뷰가 없어요"), "\(again.stdout)")
    #expect(try copies(of: text, on: urlA, session) == 1)
    #expect(try outbox("list", session: session).stdout == "(보낼 리뷰가 없어요)\n")
  }

  @Test(
    "a second dubeol on the same data directory says who holds it and exits 1; outbox send waits its turn, list still reads"
  )
  func oneUIPerDataDirectory() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReady()
    let pid = try #require(try session.appPID())

    let send = try outbox("send", session: session)
    #expect(send.status == 1)
    #expect(send.stderr.contains("다른 dubeol(pid \(pid))"), "\(send.stderr)")
    #expect(try outbox("list", session: session).status == 0)

    let second = try Tmux(width: 100, height: 30, environment: ["HOME": session.sandbox.url.path])
    defer { second.kill() }
    try await second.screen("a shell prompt") { !$0.text.trimmingWhitespace.isEmpty }
    try second.run(
      [DubeolBinary.path, "--data-dir", session.dataDirectory.path].map(AppSession.shellQuoted)
        .joined(separator: " ") + "; echo SECOND=$((0))$?")
    let refused = try await second.screen("the second dubeol's answer") { $0.contains("SECOND=0") }
    #expect(refused.contains("SECOND=01"), "exit status 1: \(refused)")
    #expect(refused.contains("다른 dubeol(pid \(pid))"), "\(refused)")

    // The first one is unharmed.
    try session.type("wkf")
    try await session.tmux.screen("typing still works") { $0.composeText == "잘" }
  }
}
