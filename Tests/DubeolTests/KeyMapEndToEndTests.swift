import Foundation
import TestSupport
import Testing

/// The user's `[keys]` in the running app: a remapped key runs its command, the default no
/// longer does, help shows the user's key, and a bad line is named at start.
@Suite("The user's keys, end to end in tmux", .serialized, .endToEnd)
struct KeyMapEndToEndTests {
  @Test("phrases = \"f12\": F12 opens 자주 쓰는 말, F2 does not, and help shows F12")
  func remappedKey() async throws {
    let session = try AppSession()
    defer { session.close() }
    try session.writeConfig("[keys]\nphrases = \"f12\"\npots = \"f8\"\n")

    try await session.launch()
    // The bad line is told in the start toast; the toast wraps the sandbox's path anywhere, so
    // its line is checked where `config show` prints it whole.
    // The toast is brief: on a loaded machine it can be gone before the first look, so the start is
    // judged by the toast or by the toolbar that already shows the user's key.
    try await session.tmux.screen("the [keys] problem, or the remapped toolbar") {
      $0.contains("설정 파일 오류") || $0.contains("자주 쓰는 말 F12")
    }
    let show = try runDubeol(["config", "show"], environment: session.cliEnvironment)
    #expect(show.stderr.contains("config.toml:3: keys.pots: unknown command"), "\(show.stderr)")
    // The start toast may still cover the toolbar: wait for the hint rather than take one frame.
    try await session.tmux.screen("the toolbar's hint is the user's key") {
      $0.showsFullLayout && $0.contains("자주 쓰는 말 F12")
    }

    // F2 no longer opens the popup: the next letter still goes to the compose pane.
    try session.tmux.sendKeys("F2")
    try session.tmux.typeLiteral("r")
    let typed = try await session.tmux.screen("ㄱ in the compose pane") { $0.composeText == "ㄱ" }
    #expect(!typed.contains("지금 가는 중이야!"), "F2 opened the phrases: \(typed)")

    try session.tmux.sendKeys("F12")
    try await session.tmux.screen("the phrases popup from F12") { $0.contains("지금 가는 중이야!") }
    try session.tmux.sendKeys("Escape")
    try await session.tmux.screen("the popup closed") { !$0.contains("지금 가는 중이야!") }

    try session.tmux.sendKeys("F1")
    try await session.tmux.screen("help with the user's key") {
      $0.contains("어디서나") && $0.lines.contains { $0.contains("F12") && $0.contains("자주 쓰는 말") }
    }
  }

  @Test("post = \"f5\": F5 posts (it was refresh's default), and the start says so")
  func theUsersKeyWinsOverADefault() async throws {
    let session = try AppSession()
    defer { session.close() }
    try session.writeConfig("[keys]\npost = \"f5\"\n")
    let show = try runDubeol(["config", "show"], environment: session.cliEnvironment)
    #expect(show.status == 0, "a note is not a problem: \(show.stderr)")
    #expect(
      show.stderr.contains("keys.post: f5 now runs post (리뷰 등록); refresh keeps ctrl+r, r"),
      "\(show.stderr)")

    try await session.launch()
    _ = try await session.waitUntilReady()
    try session.type("rkskek")
    try await session.tmux.screen("가나다 typed") { $0.composeText == "가나다" }
    try session.tmux.sendKeys("F5")
    try await session.tmux.screen("F5 posted it to the top of the list") {
      $0.reviews.first?.last == "가나다" && $0.composeText == ""
    }
  }
}
