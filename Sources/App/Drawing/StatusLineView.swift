import DisplayText
import Hangul
import Terminal

/// The bottom row: input mode, the composing syllable's 초성/중성/종성, posts waiting in the
/// outbox (and rejected ones), whether a save failed, and key hints for the focused pane. The
/// slots keep their places while typing so that a keystroke rewrites only the jamo that changed.
enum StatusLineView {
  /// What the status line shows.
  struct Input: Equatable, Sendable {
    var theme: Theme
    var mode: InputMode
    /// Whether the 초성/중성/종성 slots are shown, and the syllable they name.
    var showsJamo: Bool
    var composing: Syllable?
    /// Posts waiting in the outbox, and whether they are being sent now.
    var waiting: Int
    var retrying: Bool
    var rejected: Int
    /// A draft or the outbox could not be saved.
    var unsaved: Bool
    var focus: Focus
    /// The compose pane holds one's own review to edit.
    var editing: Bool
    /// The list's selection is the user's review, which e/d change.
    var ownSelected: Bool
  }

  /// One piece of the hints: a command named by its key from the bindings table, or text.
  enum Hint {
    case command(Command, String)
    case text(String)
  }

  /// Where keys go (first, always shown) and then the keys that work there, most useful first.
  static let hints: [Focus: [Hint]] = [
    .compose: [
      .text("▶ 작성 창"), .command(.nextFocus, "키보드"), .command(.post, "등록"),
      .command(.help, "도움말"), .command(.undo, "되돌리기"), .command(.interrupt, "종료"),
    ],
    .keyboard: [
      .text("▶ 키보드"), .text("←→↑↓ 키 고르기"), .command(.gridPress, "누르기"),
      .command(.nextFocus, "목록"), .command(.help, "도움말"),
    ],
    .list: [
      .text("▶ 리뷰 목록"),
      .text(
        "\(KeyBindings.keyName(for: .listDown, in: .list))/\(KeyBindings.keyName(for: .listUp, in: .list)) 이동"
      ),
      .command(.openReview, "보기"), .command(.search, "찾기"), .command(.refresh, "새로 고침"),
      .command(.quit, "종료"), .command(.nextFocus, "작성"),
    ],
  ]

  /// The compose pane's hints while it holds one's own review to edit.
  static let editingHints: [Hint] = [
    .text("▶ 내 리뷰 고치기"), .command(.post, "저장"), .command(.escape, "그만두기"),
    .command(.help, "도움말"), .command(.undo, "되돌리기"),
  ]

  /// The list's keys for the selected review when it is the user's (and the server edits).
  static let ownReviewHints: [Hint] = [
    .command(.editReview, "고치기"), .command(.deleteReview, "지우기"),
  ]

  /// The hints for the focused pane as text (`editing`: the compose pane holds an edit;
  /// `ownSelected`: the list's selection is the user's review, which e/d change).
  static func hintTexts(_ focus: Focus, editing: Bool = false, ownSelected: Bool = false)
    -> [String]
  {
    hintLines[HintLine(focus: focus, editing: editing, ownSelected: ownSelected)] ?? []
  }

  /// Which hint line: the focused pane and what the two flags of `hintTexts` say.
  private struct HintLine: Hashable {
    var focus: Focus
    var editing: Bool
    var ownSelected: Bool
  }

  /// Every hint line, spelled once: the tables do not change while the app runs, and the
  /// status line is drawn on every key.
  private static let hintLines: [HintLine: [String]] = {
    var lines: [HintLine: [String]] = [:]
    for focus in Focus.allCases {
      for editing in [false, true] {
        for ownSelected in [false, true] {
          lines[HintLine(focus: focus, editing: editing, ownSelected: ownSelected)] = spell(
            focus, editing: editing, ownSelected: ownSelected)
        }
      }
    }
    return lines
  }()

  private static func spell(_ focus: Focus, editing: Bool, ownSelected: Bool) -> [String] {
    var chosen = (editing && focus == .compose ? editingHints : hints[focus]) ?? []
    if focus == .list && ownSelected { chosen.insert(contentsOf: ownReviewHints, at: 2) }
    return chosen.map {
      switch $0 {
      case .text(let text): text
      case .command(let command, let label):
        "\(KeyBindings.keyName(for: command, in: focus.scope)) \(label)"
      }
    }
  }

  static func draw(_ input: Input, in rect: Rect, into frame: inout Frame) {
    let theme = input.theme
    frame.fill(rect, with: theme.status)
    var x = rect.x + 1
    for (text, style) in segments(input) {
      x = frame.write(text, x: x, y: rect.y, style: style, clip: rect)
    }
    // Hints give way to the state on the left, from the last one; the focused pane's name
    // stays as long as it fits.
    var pieces = hintTexts(input.focus, editing: input.editing, ownSelected: input.ownSelected)
    while !pieces.isEmpty {
      let hint = pieces.joined(separator: " · ") + " "
      let hintX = rect.maxX - DisplayWidth.of(hint)
      if hintX > x + 1 {
        let labelEnd = frame.write(pieces[0], x: hintX, y: rect.y, style: theme.mode)
        frame.write(
          String(hint.dropFirst(pieces[0].count)), x: labelEnd, y: rect.y, style: theme.hint)
        break
      }
      pieces.removeLast()
    }
  }

  /// The left part as styled pieces: mode, composing slots, outbox.
  static func segments(_ input: Input) -> [(String, Style)] {
    let theme = input.theme
    var out: [(String, Style)] = []
    switch input.mode {
    case .hangul:
      out.append(("[한]", theme.mode))
      let s = input.composing
      let slots = input.showsJamo ? [("초성", s?.initial), ("중성", s?.medial), ("종성", s?.final)] : []
      for (label, jamo) in slots {
        out.append(("  \(label) ", theme.hint))
        out.append((jamo.map(String.init) ?? "--", theme.status))
      }
    case .english:
      out.append(("[EN]", theme.mode))
      out.append(("  영문 입력", theme.hint))
    }
    let waiting = input.waiting
    if waiting > 0 {
      let sending = input.retrying ? " · 보내는 중" : ""
      out.append(("  보낼 리뷰 \(waiting)개 대기\(sending)", theme.error))
    }
    let rejected = input.rejected
    if rejected > 0 { out.append(("  거절된 리뷰 \(rejected)개", theme.error)) }
    if waiting > 0 || rejected > 0 {
      out.append((" \(KeyBindings.keyName(for: .openOutbox)) 보기", theme.hint))
    }
    if input.unsaved {
      out.append(("  저장 안 됨", theme.error))
    }
    return out
  }

  /// The left part as plain text (for tests).
  static func summary(_ input: Input) -> String {
    segments(input).map(\.0).joined()
  }
}
