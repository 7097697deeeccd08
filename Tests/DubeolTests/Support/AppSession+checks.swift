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
    #expect(screen.contains("Tab 키보드"), "the compose pane has focus at start: \(screen)")
    return screen
  }
}
