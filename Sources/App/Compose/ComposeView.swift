import DisplayText
import Hangul
import Terminal

/// The compose pane: the wrapped text with the composing syllable highlighted, a counter,
/// and the hardware cursor right after the composing syllable.
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
    var count: Int
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
    let counter = " \(input.count)/\(ComposeState.maxLength) "
    let counterX = title.maxX - 2 - DisplayWidth.of(counter)
    let over = input.count > ComposeState.maxLength
    frame.write(counter, x: counterX, y: title.y, style: over ? theme.counterOver : theme.counter)
    if let sending = input.sending {
      let text = " \(input.spinner) \(sending == .saving ? "저장" : "등록") 중… "
      frame.write(text, x: counterX - DisplayWidth.of(text), y: title.y, style: theme.titleFocused)
    }
  }

  static func draw(_ input: Input, in rect: Rect, into frame: inout Frame) {
    let theme = input.theme
    let buffer = input.buffer
    // The cursor shows where typing goes, unless the list has focus.
    let showsCursor = input.focus != .list
    if buffer.text.isEmpty {
      frame.write(placeholder(input.keys), x: rect.x, y: rect.y, style: theme.placeholder, clip: rect)
      if showsCursor { frame.cursor = Point(x: rect.x, y: rect.y) }
      return
    }
    let wrap = ComposeWrap(buffer.text, width: rect.width)
    let cursor = wrap.position(of: buffer.cursor)
    let first = firstVisibleRow(cursorRow: cursor.row, visibleRows: rect.height)
    let composingOffset = input.composing ? buffer.cursor - 1 : nil
    for (i, line) in wrap.lines.enumerated() where i >= first && i < first + rect.height {
      let y = rect.y + i - first
      // Whole stretches per write: the syllable being composed is the only one styled apart.
      let chars = line.characters
      let k = composingOffset.map { $0 - line.start }.flatMap {
        chars.indices.contains($0) ? $0 : nil
      }
      guard let k else {
        frame.write(String(chars), x: rect.x, y: y, style: theme.body, clip: rect)
        continue
      }
      var x = frame.write(String(chars[..<k]), x: rect.x, y: y, style: theme.body, clip: rect)
      x = frame.write(String(chars[k]), x: x, y: y, style: theme.composing, clip: rect)
      frame.write(String(chars[(k + 1)...]), x: x, y: y, style: theme.body, clip: rect)
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
