import Foundation
import Reviews
import TestSupport
import Testing

/// Issue 5 end to end: a review the user typed is never lost — not to `kill -9`, not to a
/// server that is down — and a retried post is stored once.
@Suite(
  "Drafts and the outbox, end to end in tmux", .serialized,
  .endToEnd)
struct DraftAndOutboxEndToEndTests {
  @Test("a review typed before kill -9 is back in the compose pane on the next start")
  func draftSurvivesKill() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReady()
    try session.type("dlatl wjwkd")
    try await session.tmux.screen("임시 저장 in the compose pane") { $0.composeText == "임시 저장" }
    // Saved within a second of the change; only then is it fair to pull the plug.
    try await session.waitUntil("the draft file to hold the text") {
      session.savedDraft() == "임시 저장"
    }

    let pid = try #require(try session.appPID())
    #expect(kill(pid, SIGKILL) == 0)
    #expect(try await session.waitForExit() == 128 + SIGKILL)

    try await session.launch()
    let restored = try await session.tmux.screen("the draft back in the compose pane") {
      $0.showsFullLayout && $0.composeText == "임시 저장"
    }
    #expect(restored.contains("Tab 다음 창"), "the compose pane has focus: \(restored)")
    // Typing goes on at the end of the restored draft.
    try session.type("!")
    try await session.tmux.screen("typing continues after the draft") {
      $0.composeText == "임시 저장!"
    }
  }

  @Test(
    "a post made while the server is down waits in the outbox, goes through when the server is back, and is stored exactly once"
  )
  func postWhileServerIsDown() async throws {
    let session = try AppSession()
    defer { session.close() }
    let (server, port, url) = try await session.startListeningServer()

    try await session.launch(["--server", url, "--author", "오프라인"])
    try await session.waitUntilReady()
    #expect(server.stop() == 0)

    let text = "오프라인 리뷰 7"
    try session.type("dhvmfkdls flqb 7")
    try await session.tmux.screen("the review typed") { $0.composeText == text }
    try session.tmux.sendKeys("C-s")
    let failed = try await session.tmux.screen("the failure toast and a pending post") {
      $0.contains("등록하지 못했어요") && $0.contains("보낼 리뷰 1개 대기")
    }
    #expect(failed.composeText == text, "the text stays in the compose pane: \(failed)")
    try await session.waitUntil("the outbox file to hold the post") {
      (try? String(contentsOf: session.outboxFile, encoding: .utf8))?.contains(text) == true
    }

    let restarted = try await session.startListeningServer(port: port).process
    defer { restarted.stop() }
    let sent = try await session.tmux.screen(
      "the retried review at the top of the list", timeout: 40
    ) {
      $0.reviews.first == ["오프라인 · 방금 전 · ✎ 내 리뷰", text] && !$0.contains("대기")
    }
    #expect(sent.composeText == "", "the compose pane clears once the post is through: \(sent)")

    let listed = try runDubeol(
      ["reviews", "list", "--server", url, "--json", "--count", "100"],
      environment: session.cliEnvironment)
    #expect(listed.status == 0, "\(listed.stderr)")
    let page = try WireJSON.decoder.decode(ReviewPage.self, from: Data(listed.stdout.utf8))
    #expect(page.data.filter { $0.content == text }.count == 1, "\(listed.stdout)")
    #expect(page.data.first?.content == text)

    try await session.waitUntil("the outbox to be empty") {
      (try? String(contentsOf: session.outboxFile, encoding: .utf8))?.contains(text) != true
    }
    try await session.waitUntil("the draft to be cleared after the post") {
      session.savedDraft() == nil
    }
    try session.tmux.sendKeys("C-c")
    #expect(try await session.waitForExit() == 0)
  }

  @Test(
    "a post that times out on a frozen server, which then stores it late, is retried without a second copy"
  )
  func timedOutPostIsStoredOnce() async throws {
    let session = try AppSession()
    defer { session.close() }
    let (server, _, url) = try await session.startListeningServer()
    defer { server.stop() }
    try await session.launch(["--server", url])
    try await session.waitUntilReady()

    let text = "늦게 도착한 리뷰"
    try session.type("smwrp ehckrgks flqb")
    try await session.tmux.screen("the review typed") { $0.composeText == text }
    // Frozen, the server still accepts the connection (the kernel does) but never answers.
    #expect(kill(server.pid, SIGSTOP) == 0)
    try session.tmux.sendKeys("C-s")
    try await session.tmux.screen("the post given up on for now", timeout: 60) {
      $0.contains("등록하지 못했어요") && $0.contains("보낼 리뷰 1개 대기")
    }
    // Thawed, it handles the request the app gave up on, then the app's retry.
    #expect(kill(server.pid, SIGCONT) == 0)
    try await session.tmux.screen("the review at the top of the list", timeout: 60) {
      $0.reviews.first?.last == text && !$0.contains("대기") && $0.composeText == ""
    }

    let listed = try runDubeol(
      ["reviews", "list", "--server", url, "--json", "--count", "100"],
      environment: session.cliEnvironment)
    let page = try WireJSON.decoder.decode(ReviewPage.self, from: Data(listed.stdout.utf8))
    #expect(page.data.filter { $0.content == text }.count == 1, "\(listed.stdout)")
  }

  @Test("post pressed three times in a row stores one review")
  func repeatedPostIsOneReview() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReady()
    let text = "한 번만 올라가요"
    try session.type("gks qjsaks dhffkrkdy")
    try await session.tmux.screen("the review typed") { $0.composeText == text }
    try session.tmux.sendKeys("C-s", "C-s", "C-s")
    try await session.tmux.screen("the review posted") {
      $0.reviews.first?.last == text && $0.composeText == ""
    }
    let listed = try runDubeol(
      ["reviews", "list", "--data-dir", session.dataDirectory.path, "--json", "--count", "100"],
      environment: session.cliEnvironment)
    let page = try WireJSON.decoder.decode(ReviewPage.self, from: Data(listed.stdout.utf8))
    #expect(page.data.filter { $0.content == text }.count == 1, "\(listed.stdout)")
  }

  @Test(
    "a post still waiting when the app quits is sent on the next start, once, and the compose pane clears"
  )
  func outboxSurvivesRestart() async throws {
    let session = try AppSession()
    defer { session.close() }
    let (server, port, url) = try await session.startListeningServer()
    try await session.launch(["--server", url])
    try await session.waitUntilReady()
    #expect(server.stop() == 0)

    let text = "다음에 보낼 리뷰"
    try await session.queuePostAndQuit(keys: "ekdmadp qhsof flqb", text: text)
    #expect(
      (try? String(contentsOf: session.outboxFile, encoding: .utf8))?.contains(text) == true,
      "the outbox is on disk")

    let restarted = try await session.startListeningServer(port: port).process
    defer { restarted.stop() }
    try await session.launch(["--server", url])
    let sent = try await session.tmux.screen("the review sent after the restart", timeout: 40) {
      $0.showsFullLayout && $0.reviews.first?.last == text && !$0.contains("대기")
        && $0.composeText == ""
    }
    #expect(sent.reviews.filter { $0.last == text }.count == 1, "\(sent)")

    let listed = try runDubeol(
      ["reviews", "list", "--server", url, "--json", "--count", "100"],
      environment: session.cliEnvironment)
    let page = try WireJSON.decoder.decode(ReviewPage.self, from: Data(listed.stdout.utf8))
    #expect(page.data.filter { $0.content == text }.count == 1, "\(listed.stdout)")
    try session.tmux.sendKeys("C-c")
    #expect(try await session.waitForExit() == 0)
  }
}
