import App
import DisplayText
import Terminal

/// `dubeol type`'s own row under the program: the input mode, the keyboard, and the type
/// scope's keys from the command table (as `[keys]` has them).
package enum TypeStatusLine {
  /// What the row shows.
  package struct Input: Equatable, Sendable {
    package var mode: InputMode
    package var keyboardName: String
    package var keys: KeyMap
    /// Lines scrolled back from the program's live screen.
    package var scrolledBack: Int
    /// What the last key did not do, until the next one.
    package var notice: String?
    /// The grid takes the arrows and Enter.
    package var gridFocused = false

    package init(
      mode: InputMode, keyboardName: String, keys: KeyMap, scrolledBack: Int = 0,
      notice: String? = nil, gridFocused: Bool = false
    ) {
      self.gridFocused = gridFocused
      self.mode = mode
      self.keyboardName = keyboardName
      self.keys = keys
      self.scrolledBack = scrolledBack
      self.notice = notice
    }
  }

  /// The keys the row names, most useful first (the last ones give way when it is narrow).
  static let hinted: [Command] = [
    .typeToggleInputMode, .typeHanja, .typePhrases, .typeGrid, .typeCycleKeyboard,
    .typeScrollUp,
  ]

  /// The mode as the row shows it: [한] in 한글 mode, [A] in English.
  package static func modeLabel(_ mode: InputMode) -> String { mode == .hangul ? "[한]" : "[A]" }

  package static func draw(_ input: Input, theme: Theme, in rect: Rect, into frame: inout Frame) {
    frame.fill(rect, with: theme.status)
    var x = frame.write(
      modeLabel(input.mode), x: rect.x + 1, y: rect.y, style: theme.mode, clip: rect)
    x = frame.write(" " + input.keyboardName, x: x, y: rect.y, style: theme.status, clip: rect)
    if input.gridFocused {
      x = frame.write("  ▶ 키보드 (←↑↓→ Enter)", x: x, y: rect.y, style: theme.mode, clip: rect)
    }
    if let notice = input.notice {
      x = frame.write("  " + notice, x: x, y: rect.y, style: theme.error, clip: rect)
    }
    if input.scrolledBack > 0 {
      x = frame.write(
        "  ↑ \(input.scrolledBack)줄 위 (\(input.keys.name(.typeScrollDown, in: [.type])) 아래로)",
        x: x, y: rect.y, style: theme.mode, clip: rect)
    }
    var hints = hinted.map { input.keys.hint($0, in: [.type]) }.filter { !$0.isEmpty }
    while !hints.isEmpty {
      let text = hints.joined(separator: " · ") + " "
      let hintX = rect.maxX - DisplayWidth.of(text)
      if hintX > x + 1 {
        frame.write(text, x: hintX, y: rect.y, style: theme.hint, clip: rect)
        return
      }
      hints.removeLast()
    }
  }
}
