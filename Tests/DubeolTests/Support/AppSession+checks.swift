import Foundation
import Testing

extension AppSession {
  /// After the app ended: the shell answers with echo and line editing on, tmux sees the main
  /// screen, a visible cursor, no mouse reporting and normal keypad mode.
  func expectTerminalRestored() async throws {
    try tmux.run(
      "if stty -a | grep -q ' echo ' && stty -a | grep -q ' icanon '; then echo TTY-$((6*7))-SANE;"
        + " else echo TTY-$((6*7))-BROKEN; fi")
    let shell = try await tmux.screen("the shell's answer") { $0.contains("TTY-42-") }
    #expect(shell.contains("TTY-42-SANE"), "echo and icanon are on again: \(shell)")
    #expect(!shell.showsFullLayout, "the UI is gone: \(shell)")
    #expect(try tmux.format("#{alternate_on}") == "0", "back on the main screen")
    #expect(try tmux.format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}") == "000")
    #expect(try tmux.format("#{cursor_flag}") == "1", "the cursor is visible")
    #expect(try tmux.format("#{keypad_cursor_flag}#{keypad_flag}") == "00")
  }

  /// Waits for the UI and checks that the compose pane has focus, as it should at start.
  @discardableResult
  func waitUntilReadyAndFocused() async throws -> Screen {
    let screen = try await waitUntilReady()
    #expect(screen.contains("Tab 다음 창"), "the compose pane has focus at start: \(screen)")
    return screen
  }
}

extension AppSession {
  /// Types `keys` (which compose to `text`), posts with Ctrl-S while the server cannot take it,
  /// sees the post wait in the outbox, then quits through the quit question with exit 0.
  func queuePostAndQuit(keys: String, text: String) async throws {
    try type(keys)
    try await tmux.screen("the review typed") { $0.composeText == text }
    try tmux.sendKeys("C-s")
    try await tmux.screen("a pending post") { $0.contains("보낼 리뷰 1개 대기") }
    try tmux.sendKeys("C-c")
    // The dialog's last line: its question can be hidden under the error toast (see
    // TerminalLifecycleEndToEndTests.quitQuestionAboveToast).
    try await tmux.screen("the quit question") { $0.contains("y 종료") }
    try tmux.typeLiteral("y")
    #expect(try await waitForExit() == 0)
  }
}
