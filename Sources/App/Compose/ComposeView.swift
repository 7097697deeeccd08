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
    var theme: Theme
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

  /// `wrap`: the text's wrap at the last frame, taken from where this text differs (and kept
  /// for the next frame).
  static func draw(_ input: Input, in rect: Rect, into frame: inout Frame, wrap: inout ComposeWrap?)
  {
    let theme = input.theme
    let buffer = input.buffer
    // The cursor shows where typing goes, unless the list has focus.
    let showsCursor = input.focus != .list
    if buffer.text.isEmpty {
      frame.write(
        placeholder(input.keys), x: rect.x, y: rect.y, style: theme.placeholder, clip: rect)
      if showsCursor { frame.cursor = Point(x: rect.x, y: rect.y) }
      return
    }
    wrap = ComposeWrap(buffer.text, width: rect.width, reusing: wrap)
    let wrap = wrap!
    // The syllable being composed carries the cursor (the next key rewrites it there, as a
    // block caret shows it in Korean input methods); otherwise the cursor is where text goes.
    // No style of its own: a key that recomposes writes the syllable and nothing else.
    let cursor = wrap.position(of: buffer.cursor - (input.composing ? 1 : 0))
    let first = firstVisibleRow(cursorRow: cursor.row, visibleRows: rect.height)
    for (i, line) in wrap.lines.enumerated() where i >= first && i < first + rect.height {
      frame.write(
        String(line.text), x: rect.x, y: rect.y + i - first, style: theme.body, clip: rect)
    }
    if showsCursor {
      frame.cursor = Point(x: rect.x + cursor.column, y: rect.y + cursor.row - first)
    }
  }

  /// The first wrapped row shown: the cursor's row stays in view.
  static func firstVisibleRow(cursorRow: Int, visibleRows: Int) -> Int {
    max(0, cursorRow - visibleRows + 1)
  }
}
