import Foundation
import Testing

/// Issue 11 end to end: posting a review, then editing and deleting it as its author, with the
/// real binary in tmux on its embedded server (which takes author keys).
@Suite("Own reviews, end to end in tmux", .serialized, .endToEnd)
struct OwnReviewsEndToEndTests {
  @Test("post a review, e edits it (the draft comes back), d deletes it after a question")
  func postEditDelete() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReady()

    let text = "내 리뷰"
    try session.type("so flqb")
    try await session.tmux.screen("the review typed") { $0.composeText == text }
    try session.tmux.sendKeys("C-s")
    try await session.tmux.screen("the review first in the list, marked as mine", timeout: 20) {
      $0.reviews.first?.last == text && $0.reviews.first?.first?.contains("✎ 내 리뷰") == true
    }
    try session.type("chdks")
    try await session.tmux.screen("a new draft") { $0.composeText == "초안" }

    try session.tmux.sendKeys("BTab")
    try await session.tmux.screen("the list focused") {
      $0.contains("▶ 리뷰 목록") && $0.contains("e 고치기 · d 지우기")
    }
    try session.type("e")
    try await session.tmux.screen("the review in the compose pane, being edited") {
      $0.contains("내 리뷰 고치는 중") && $0.composeText == text
    }
    try session.type("dPdy")
    try await session.tmux.screen("the edit typed") { $0.composeText == "내 리뷰예요" }
    try session.tmux.sendKeys("C-s")
    let edited = try await session.tmux.screen("the edit saved and the draft back", timeout: 20) {
      $0.reviews.first?.last == "내 리뷰예요" && $0.composeText == "초안"
        && !$0.contains("고치는 중")
    }
    #expect(edited.reviews.first?.first?.contains("고침 · ✎ 내 리뷰") == true, "\(edited)")

    try session.tmux.sendKeys("BTab")
    try await session.tmux.screen("the list focused again") { $0.contains("▶ 리뷰 목록") }
    try session.type("d")
    try await session.tmux.screen("the question before deleting") {
      $0.contains("이 리뷰를 지울까요?") && $0.contains("y 지우기")
    }
    try session.type("y")
    let after = try await session.tmux.screen("the review gone", timeout: 20) {
      !$0.contains("지울까요?") && $0.listIsLoaded
        && !$0.reviews.contains { $0.last == "내 리뷰예요" }
    }
    #expect(!after.contains("✎ 내 리뷰"), "\(after)")

    // Someone else's review: d says why instead of asking.
    try session.type("d")
    try await session.tmux.screen("the refusal") { $0.contains("내가 쓴 리뷰만") }
  }

  @Test("an edit typed before kill -9 is taken up again on the next start, the draft kept aside")
  func editSurvivesKill() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReady()
    try session.type("so flqb")
    try await session.tmux.screen("the review typed") { $0.composeText == "내 리뷰" }
    try session.tmux.sendKeys("C-s")
    try await session.tmux.screen("the review posted, marked as mine", timeout: 20) {
      $0.reviews.first?.first?.contains("✎ 내 리뷰") == true
    }
    try session.type("chdks")
    try await session.tmux.screen("a new draft") { $0.composeText == "초안" }
    try session.tmux.sendKeys("BTab")
    try await session.tmux.screen("the list focused") { $0.contains("e 고치기") }
    try session.type("e")
    try session.type("dPdy")
    try await session.tmux.screen("the edit typed") { $0.composeText == "내 리뷰예요" }
    let editFile = session.dataDirectory.appendingPathComponent("edit.json")
    try await session.waitUntil("edit.json to hold the edit") {
      (try? String(contentsOf: editFile, encoding: .utf8))?.contains("내 리뷰예요") == true
    }
    #expect(session.savedDraft() == "초안", "the draft file keeps the draft the edit set aside")

    let pid = try #require(try session.appPID())
    #expect(kill(pid, SIGKILL) == 0)
    #expect(try await session.waitForExit() == 128 + SIGKILL)

    try await session.launch()
    try await session.tmux.screen("the edit back in the compose pane") {
      $0.contains("내 리뷰 고치는 중") && $0.composeText == "내 리뷰예요"
    }
    // Giving up brings the draft back and forgets the edit on disk.
    try session.tmux.sendKeys("Escape")
    try await session.tmux.screen("the draft back") {
      $0.composeText == "초안" && !$0.contains("고치는 중")
    }
    try await session.waitUntil("edit.json removed") {
      !FileManager.default.fileExists(atPath: editFile.path)
    }
  }
}
