import DisplayText
import Hangul
import Terminal

/// The compose pane: the wrapped text, a counter near the limit, and the hardware cursor on the
/// syllable being composed or where text goes.
enum ComposeView {
  static func placeholder(_ keys: KeyMap) -> String {
    let toggle = keys.chords(for: .toggleInputMode, in: [.everywhere]).prefix(2)
      .map(KeyName.short).joined(separator: ", ")
    return "여기에 리뷰를 쓰세요. 자판으로 바로 한글 입력 (한/영: \(toggle))"
  }

  /// What the pane's text shows: the document, whether its last character before the
  /// cursor is being composed, and where keys go.
  struct Input: Equatable, Sendable {
    var buffer: TextBuffer
    var composing: Bool
    var focus: Focus
    /// The theme's styles for the text and the placeholder (the whole theme, copied into the
    /// input on every key, was several cache lines).
    var body: Style
    var placeholderStyle: Style
    var keys: KeyMap
  }

  /// What the pane's title row shows: what is being written, the input mode, the counter and
  /// what is on its way to the server. It changes far less often than the text, so it is
  /// drawn as a pane of its own.
  struct Title: Equatable, Sendable {
    /// The pane holds one's own review to edit, not a new one.
    var editing: Bool
    var mode: InputMode
    var focused: Bool
    /// The length, once it is near the limit (`ComposeState.counterShown`); nil below it.
    var count: Int?
    /// What this pane has on its way to the server.
    var sending: Sending?
    var spinner: Character
    var theme: Theme
    var keys: KeyMap

    enum Sending: Equatable, Sendable { case posting, saving }
  }

  static func drawTitle(_ input: Title, in title: Rect, into frame: inout Frame) {
    let theme = input.theme
    let what =
      input.editing ? "내 리뷰 고치는 중 (\(input.keys.name(.escape)) 그만두기)" : "리뷰 쓰기"
    PaneTitle.draw(
      "\(what) · \(input.mode == .hangul ? "한글" : "English")",
      focused: input.focused, theme: theme, in: title, into: &frame)
    let counter =
      input.count.map { " \($0)/\(ComposeState.maxLength) " }
      ?? " \(ComposeState.maxLength)자까지 "
    let counterX = title.maxX - 2 - DisplayWidth.of(counter)
    let over = (input.count ?? 0) > ComposeState.maxLength
    frame.write(counter, x: counterX, y: title.y, style: over ? theme.counterOver : theme.counter)
    if let sending = input.sending {
      let text = " \(input.spinner) \(sending == .saving ? "저장" : "등록") 중… "
      frame.write(text, x: counterX - DisplayWidth.of(text), y: title.y, style: theme.titleFocused)
    }
  }

  /// What the pane's text rows were last drawn from: its wrap (the next key's wrap starts from
  /// it), and where and how its rows were drawn.
  struct Memo: Sendable {
    var wrap: ComposeWrap.Reusable?
    /// The text's revision the wrap was made from (`EditTrail`).
    var revision: Int?
    var rows: Rows?
    /// How many rows from the top held text (the rest were left blank).
    var filled = 0
    /// The cells each row's text took (one per row of the pane), so that a row is rewritten
    /// where it lies: its old tail is blanked, and cells stored as they were are not stored.
    var widths: [Int] = []
    /// Where, in which style and for which keys the placeholder of an empty pane was drawn:
    /// while they are the same, its rows still hold it (an empty pane is drawn with every key
    /// typed into the search line, and making its text names keys).
    var placeholder: Placeholder?

    struct Placeholder: Equatable, Sendable {
      var rect: Rect
      var style: Style
      var keys: KeyMap
    }

    /// The place, first line shown and style of the rows last drawn: while they are the same,
    /// a row showing a line the new wrap kept from the last one is already right.
    struct Rows: Equatable, Sendable {
      var rect: Rect
      var first: Int
      var style: Style
    }
  }

  /// Draws the text on the frame kept from the last one (`memo` says what is on it), from the
  /// first row a key can have changed: typing at the end of a long text rewrites one row, not
  /// the pane. The rows drawn get a new stamp; the rows kept keep theirs, so the screen diff
  /// passes them by.
  /// Returns where the next key typed into the pane can be echoed ahead of the update, if
  /// anywhere.
  static func draw(
    _ input: Input, in rect: Rect, into frame: inout Frame, memo: inout Memo, stamps: inout Int
  ) -> TypingSpot? {
    let buffer = input.buffer
    // The cursor shows where typing goes, unless the list has focus.
    let showsCursor = input.focus != .list
    if buffer.text.isEmpty {
      let shown = Memo.Placeholder(rect: rect, style: input.placeholderStyle, keys: input.keys)
      if memo.placeholder != shown {
        memo.rows = nil
        memo.placeholder = shown
        frame.clearRows(rect.y..<rect.maxY)
        frame.write(
          placeholder(input.keys), x: rect.x, y: rect.y, style: input.placeholderStyle,
          clip: rect)
      }
      if showsCursor { frame.cursor = Point(x: rect.x, y: rect.y) }
      return nil
    }
    let unchanged = memo.revision.flatMap(buffer.trail.unchangedPrefix(since:)) ?? 0
    let wrap = ComposeWrap(
      buffer.text, width: rect.width, reusing: memo.wrap.take(), unchangedPrefix: unchanged)
    // The syllable being composed carries the cursor (the next key rewrites it there, as a
    // block caret shows it in Korean input methods); otherwise the cursor is where text goes.
    // No style of its own: a key that recomposes writes the syllable and nothing else.
    let cursor = wrap.position(of: buffer.cursor - (input.composing ? 1 : 0))
    let first = firstVisibleRow(cursorRow: cursor.row, visibleRows: rect.height)
    let rows = Memo.Rows(rect: rect, first: first, style: input.body)
    let filled = min(rect.height, wrap.lines.count - first)
    // Rows before the first changed line are as they were, and so are the blank rows below
    // the text, then and now.
    let same = memo.rows == rows
    let kept = same ? min(filled, max(0, wrap.linesKept - first)) : 0
    let end = same ? max(filled, memo.filled) : rect.height
    // Rewritten in place where the rows are the same, the screen diff compares only the cells
    // a key stored (`Frame.changedColumns`): a recomposed syllable, not the row.
    var widths = same ? memo.widths : []
    memo = Memo(
      wrap: wrap.reusable, revision: buffer.trail.revision, rows: rows, filled: filled)
    let drawn = (rect.y + kept)..<(rect.y + end)
    if widths.count != rect.height {
      frame.clearRows(drawn)
      widths = Array(repeating: 0, count: rect.height)
    }
    for row in kept..<end {
      let y = rect.y + row
      var width = 0
      if row < filled {
        let line = wrap.lines[first + row]
        frame.write(String(wrap.text(of: line)), x: rect.x, y: y, style: input.body, clip: rect)
        width = line.width
      }
      if widths[row] > width {
        frame.blank(columns: (rect.x + width)..<(rect.x + widths[row]), y: y)
      }
      widths[row] = width
    }
    memo.widths = widths
    stamps += 1
    frame.stamp(drawn, stamps)
    guard showsCursor else { return nil }
    frame.cursor = Point(x: rect.x + cursor.column, y: rect.y + cursor.row - first)
    let last = wrap.lines.count - 1
    guard cursor.row == last else { return nil }
    return TypingSpot(
      .compose, buffer: buffer, composing: input.composing, y: rect.y + last - first,
      start: rect.x, end: rect.x + wrap.lines[last].width, maxX: rect.maxX, style: input.body,
      frame: frame)
  }

  /// The first wrapped row shown: the cursor's row stays in view.
  static func firstVisibleRow(cursorRow: Int, visibleRows: Int) -> Int {
    max(0, cursorRow - visibleRows + 1)
  }
}
