import Foundation
import Reviews
import Testing

/// Issue 4 end to end: the real binary in a real terminal (tmux, 120×40), driven by keys and
/// the mouse the way a user would, on a sandboxed data directory.
@Suite(
  "The terminal UI, end to end in tmux", .serialized,
  .enabled(if: Tmux.isAvailable, "needs tmux"))
struct TerminalUIEndToEndTests {
  @Test(
    "physical keys, the grid's arrows and Enter, and a mouse click write one review; Ctrl-S posts it to the top of the list and to the server"
  )
  func composeWithEveryInputAndPost() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch(["--author", "테스트봇"])
    let start = try await session.waitUntilReadyAndFocused()
    #expect(start.composeText == "", "the compose pane starts empty: \(start)")

    // Physical keys go through the 2-beolsik layout straight into the compose pane.
    try session.type("dkssudgktpdy")
    try await session.tmux.screen("안녕하세요 in the compose pane") { $0.composeText == "안녕하세요" }

    // Tab gives the grid focus; ㅎ ㅏ ㄴ are reached with the arrow keys and pressed with Enter.
    try session.tmux.sendKeys("Tab")
    try await session.tmux.screen("a highlighted key once the grid has focus") {
      $0.highlightedKey != nil
    }
    try await session.pressOnGrid("ㅎ")
    try await session.tmux.screen("ㅎ pressed on the grid") { $0.composeText == "안녕하세욯" }
    try await session.pressOnGrid("ㅏ")
    try await session.tmux.screen("ㅏ pressed on the grid") { $0.composeText == "안녕하세요하" }
    try await session.pressOnGrid("ㄴ")
    try await session.tmux.screen("ㄴ pressed on the grid") { $0.composeText == "안녕하세요한" }

    // A click presses the key under the pointer: ㄴ moves on to start 니.
    try session.clickOnGrid("ㅣ")
    try await session.tmux.screen("ㅣ clicked") { $0.composeText == "안녕하세요하니" }

    try session.tmux.sendKeys("C-s")
    let posted = try await session.tmux.screen("the review at the top of the list, compose cleared") {
      $0.reviews.first == ["테스트봇 · 방금 전", "안녕하세요하니"] && $0.composeText == ""
    }
    #expect(posted.contains("리뷰를 등록했어요"), "a confirmation toast: \(posted)")

    // The server has it too: ask it from the command line while the app still runs.
    let listed = try runDubeol(["reviews", "list", "--json", "--data-dir", session.dataDirectory.path])
    #expect(listed.status == 0, "\(listed.stderr)")
    let page = try WireJSON.decoder.decode(ReviewPage.self, from: Data(listed.stdout.utf8))
    #expect(page.data.first?.content == "안녕하세요하니")
    #expect(page.data.first?.user.userName == "테스트봇")
    #expect(page.data.filter { $0.content == "안녕하세요하니" }.count == 1)

    try session.tmux.sendKeys("Tab")
    try session.tmux.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
  }

  @Test(
    "resizing re-lays out: 100×30 keeps every pane, under 80×24 a clear message, back at 120×40 the full layout"
  )
  func resizing() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    let full = try await session.waitUntilReadyAndFocused()
    #expect(full.widestLine > 100 && full.widestLine <= 120, "\(full)")
    try session.type("rkskek")

    try session.tmux.resize(width: 100, height: 30)
    let medium = try await session.tmux.screen("every pane laid out in 100 columns and 30 rows") {
      $0.showsFullLayout && $0.lines.count == 30 && $0.widestLine <= 100 && $0.widestLine > 80
    }
    #expect(medium.composeText == "가나다", "the text survives the resize: \(medium)")
    #expect(!medium.reviews.isEmpty)

    try session.tmux.resize(width: 79, height: 23)
    let small = try await session.tmux.screen("the too-small message") { $0.showsTooSmallMessage }
    #expect(small.contains("79×23"), "it says how big the window is: \(small)")
    #expect(!small.showsFullLayout)

    try session.tmux.resize(width: 120, height: 40)
    let back = try await session.tmux.screen("the full layout at 120×40 again") {
      $0.showsFullLayout && $0.widestLine > 100
    }
    #expect(back.composeText == "가나다")
    #expect(!back.showsTooSmallMessage)
  }

  @Test(
    "quitting restores the terminal: q from the list with no draft, the shell prompt works, main screen, echo on, mouse off"
  )
  func quitRestoresTheTerminal() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    #expect(try session.tmux.format("#{alternate_on}") == "1", "the UI uses the alternate screen")

    try session.tmux.sendKeys("Tab")
    try session.tmux.sendKeys("Tab")
    try await session.tmux.screen("the list focused") { $0.contains("q 종료") }
    try session.tmux.sendKeys("q")
    #expect(try await session.waitForExit() == 0)

    try session.tmux.run(
      "stty -a | grep -q ' echo ' && stty -a | grep -q ' icanon ' && echo TTY-$((6*7))")
    let shell = try await session.tmux.screen("the shell's answer") { $0.contains("TTY-42") }
    #expect(!shell.showsFullLayout, "the UI is gone: \(shell)")
    #expect(try session.tmux.format("#{alternate_on}") == "0", "back on the main screen")
    #expect(try session.tmux.format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}") == "000")
    #expect(try session.tmux.format("#{cursor_flag}") == "1", "the cursor is visible")
    #expect(try session.tmux.format("#{keypad_cursor_flag}#{keypad_flag}") == "00")
  }

  @Test(
    "with a draft, Ctrl-C asks first: n keeps writing, y quits, the terminal is restored and the draft kept"
  )
  func quitWithDraftAsks() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    try session.type("gksrmf")
    try await session.tmux.screen("한글 typed") { $0.composeText == "한글" }

    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("the quit question") { $0.contains("종료할까요?") }
    try session.tmux.sendKeys("n")
    let kept = try await session.tmux.screen("the question gone") { !$0.contains("종료할까요?") }
    #expect(kept.composeText == "한글")

    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("the quit question again") { $0.contains("종료할까요?") }
    try session.tmux.sendKeys("y")
    #expect(try await session.waitForExit() == 0)
    #expect(try session.tmux.format("#{alternate_on}") == "0")
    #expect(session.savedDraft() == "한글")
  }
}

extension AppSession {
  /// Waits for the UI and checks that the compose pane has focus, as it should at start.
  @discardableResult
  func waitUntilReadyAndFocused() async throws -> Screen {
    let screen = try await waitUntilReady()
    #expect(screen.contains("Tab 키보드"), "the compose pane has focus at start: \(screen)")
    return screen
  }
}
