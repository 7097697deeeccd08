import Hangul
import Terminal

/// The bottom row: input mode, the composing syllable's 초성/중성/종성, posts waiting in the
/// outbox (and rejected ones), whether a save failed, and key hints for the focused pane. The slots keep their places while typing so
/// that a keystroke rewrites only the jamo that changed.
enum StatusLineView {
  static let hints: [Focus: String] = [
    .compose: "Tab 키보드 · ^S 등록 · F1 도움말 · ^C 종료",
    .keyboard: "←→↑↓ 키 고르기 · Enter 누르기 · Tab 목록",
    .list: "Enter 보기 · / 찾기 · q 종료 · Tab 작성",
  ]

  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame) {
    let theme = state.theme
    frame.fill(rect, with: theme.status)
    let hint = (hints[state.focus] ?? "") + " "
    let hintX = rect.maxX - DisplayWidth.of(hint)
    var x = rect.x + 1
    for (text, style) in segments(state) {
      x = frame.write(text, x: x, y: rect.y, style: style, clip: rect)
    }
    // Hints give way to the state on the left when both do not fit.
    if hintX > x + 1 { frame.write(hint, x: hintX, y: rect.y, style: theme.hint) }
  }

  /// The left part as styled pieces: mode, composing slots, outbox.
  static func segments(_ state: AppState) -> [(String, Style)] {
    let theme = state.theme
    var out: [(String, Style)] = []
    switch state.compose.mode {
    case .hangul:
      out.append(("[한]", theme.mode))
      let s = state.compose.composing
      for (label, jamo) in [("초성", s?.initial), ("중성", s?.medial), ("종성", s?.final)] {
        out.append(("  \(label) ", theme.hint))
        out.append((jamo.map(String.init) ?? "--", theme.status))
      }
    case .english:
      out.append(("[EN]", theme.mode))
      out.append(("  영문 입력", theme.hint))
    }
    let waiting = state.posting.waitingCount
    if waiting > 0 {
      let sending = state.posting.retrying ? " · 보내는 중" : ""
      out.append(("  보낼 리뷰 \(waiting)개 대기\(sending)", theme.error))
    }
    let rejected = state.posting.rejectedCount
    if rejected > 0 { out.append(("  거절된 리뷰 \(rejected)개", theme.error)) }
    if waiting > 0 || rejected > 0 { out.append((" F6 보기", theme.hint)) }
    if state.storage.draftProblem != nil || state.storage.outboxProblem != nil {
      out.append(("  저장 안 됨", theme.error))
    }
    return out
  }

  /// The left part as plain text (for tests).
  static func summary(_ state: AppState) -> String {
    segments(state).map(\.0).joined()
  }
}
