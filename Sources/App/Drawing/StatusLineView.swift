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
    /// The 한자 window is open: its keys are the hints.
    var hanjaOpen: Bool
    var keys: KeyMap
  }

  /// One piece of the hints: a command named by its key and its words in the command table,
  /// two that go together ("j/k 이동"), or the name of the focused pane.
  enum Hint {
    case command(Command)
    case pair(Command, Command)
    case text(String)
  }

  /// Where keys go (first, always shown) and then the keys that work there, most useful first.
  static let hints: [Focus: [Hint]] = [
    .compose: [
      .text("▶ 작성 창"), .command(.nextFocus), .command(.post), .command(.help),
      .command(.undo), .command(.interrupt),
    ],
    .keyboard: [
      .text("▶ 키보드"), .command(.gridPress), .command(.nextFocus), .command(.help),
    ],
    .list: [
      .text("▶ 리뷰 목록"), .pair(.down, .up), .command(.openReview), .command(.search),
      .command(.refresh), .command(.quit), .command(.nextFocus),
    ],
  ]

  /// The compose pane's hints while it holds one's own review to edit.
  static let editingHints: [Hint] = [
    .text("▶ 내 리뷰 고치기"), .command(.post), .command(.escape), .command(.help),
    .command(.undo),
  ]

  /// The list's keys for the selected review when it is the user's (and the server edits).
  static let ownReviewHints: [Hint] = [.command(.editReview), .command(.deleteReview)]

  /// The 한자 window's keys while it is open (1–9 are not a command: they pick by number).
  static let hanjaHints: [Hint] = [
    .text("▶ 한자"), .text("1–9 고르기"), .pair(.up, .down), .pair(.pageUp, .pageDown),
    .command(.choose), .command(.close),
  ]

  /// The hints for the focused pane as text (`editing`: the compose pane holds an edit;
  /// `ownSelected`: the list's selection is the user's review, which e/d change; `hanjaOpen`:
  /// the 한자 window takes the keys, so its hints replace the pane's).
  static func hintTexts(
    _ focus: Focus, editing: Bool = false, ownSelected: Bool = false, hanjaOpen: Bool = false,
    keys: KeyMap = .defaults
  ) -> [String] {
    let line = HintLine(
      focus: focus, editing: editing, ownSelected: ownSelected, hanjaOpen: hanjaOpen)
    // The default keys' lines are spelled once: the status line is drawn on every key.
    if keys.overrides.isEmpty { return defaultLines[line] ?? [] }
    return spell(line, keys: keys)
  }

  /// Which hint line: the focused pane and what the flags of `hintTexts` say.
  private struct HintLine: Hashable, CaseIterable {
    var focus: Focus
    var editing: Bool
    var ownSelected: Bool
    var hanjaOpen: Bool

    static var allCases: [HintLine] {
      Focus.allCases.flatMap { focus in
        [false, true].flatMap { editing in
          [false, true].flatMap { ownSelected in
            [false, true].map {
              HintLine(focus: focus, editing: editing, ownSelected: ownSelected, hanjaOpen: $0)
            }
          }
        }
      }
    }
  }

  private static let defaultLines: [HintLine: [String]] = Dictionary(
    uniqueKeysWithValues: HintLine.allCases.map { ($0, spell($0, keys: .defaults)) })

  private static func spell(_ line: HintLine, keys: KeyMap) -> [String] {
    var chosen = (line.editing && line.focus == .compose ? editingHints : hints[line.focus]) ?? []
    if line.focus == .list && line.ownSelected { chosen.insert(contentsOf: ownReviewHints, at: 2) }
    var scopes = line.focus.scopes
    if line.hanjaOpen {
      chosen = hanjaHints
      scopes = [.hanja]
    }
    return chosen.map {
      switch $0 {
      case .text(let text): text
      case .command(let command): keys.hint(command, in: scopes)
      case .pair(let first, let second): keys.hint(first, second, in: scopes)
      }
    }.filter { !$0.isEmpty }
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
    var pieces = hintTexts(
      input.focus, editing: input.editing, ownSelected: input.ownSelected,
      hanjaOpen: input.hanjaOpen, keys: input.keys)
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
      out.append((" " + input.keys.hint(.openOutbox), theme.hint))
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
