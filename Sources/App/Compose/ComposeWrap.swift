import DisplayText
import Terminal

/// Character wrapping for the compose pane, keeping each line's character offsets so the
/// cursor and mouse clicks map between text offsets and cells.
struct ComposeWrap: Equatable {
  /// One wrapped line: the characters drawn and the text offset of the first one.
  struct Line: Equatable {
    var start: Int
    /// The line's characters, a slice of the wrapped text (no copy of it: the pane wraps the
    /// whole text on every key).
    var text: Substring
    /// How many characters the line holds.
    var count: Int
    /// Offset just past the line's last character (a newline ending it is not counted).
    var end: Int { start + count }
  }

  var lines: [Line]
  let width: Int

  init(_ text: String, width: Int) {
    self.width = max(1, width)
    var lines: [Line] = []
    var lineStart = text.startIndex
    var start = 0
    var count = 0
    var used = 0
    var index = text.startIndex
    for ch in text {
      // A character's end by its UTF-8 length: finding it again would break graphemes twice.
      let next = text.utf8.index(index, offsetBy: ch.utf8.count)
      if ch.isNewline {
        lines.append(Line(start: start, text: text[lineStart..<index], count: count))
        (lineStart, start, count, used) = (next, start + count + 1, 0, 0)
      } else {
        let w = DisplayWidth.of(ch)
        if used + w > self.width && count > 0 {
          lines.append(Line(start: start, text: text[lineStart..<index], count: count))
          (lineStart, start, count, used) = (index, start + count, 0, 0)
        }
        count += 1
        used += w
      }
      index = next
    }
    lines.append(Line(start: start, text: text[lineStart..<text.endIndex], count: count))
    self.lines = lines
  }

  /// The (row, column) where the cursor at `offset` is drawn. A cursor after a full line moves
  /// to the start of the next row.
  func position(of offset: Int) -> (row: Int, column: Int) {
    let row = lines.lastIndex { $0.start <= offset } ?? 0
    let line = lines[row]
    let count = min(max(0, offset - line.start), line.count)
    let column = line.text.prefix(count).reduce(0) { $0 + DisplayWidth.of($1) }
    if column >= width { return (row + 1, 0) }
    return (row, column)
  }

  /// The text offset nearest to a cell (for clicks and ↑/↓); never inside a wide character.
  func offset(row: Int, column: Int) -> Int {
    guard !lines.isEmpty else { return 0 }
    let line = lines[min(max(0, row), lines.count - 1)]
    var used = 0
    for (i, ch) in line.text.enumerated() {
      let w = DisplayWidth.of(ch)
      if column < used + (w + 1) / 2 { return line.start + i }
      used += w
    }
    return line.end
  }
}
