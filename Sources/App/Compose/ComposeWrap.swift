import DisplayText
import Terminal

/// Character wrapping for the compose pane, keeping each line's character offsets so the
/// cursor and mouse clicks map between text offsets and cells.
struct ComposeWrap: Equatable {
  /// One wrapped line: the characters drawn and the text offset of the first one.
  struct Line: Equatable {
    var start: Int
    var characters: [Character]
    /// Offset just past the line's last character (a newline ending it is not counted).
    var end: Int { start + characters.count }
  }

  var lines: [Line]
  let width: Int

  init(_ text: String, width: Int) {
    self.width = max(1, width)
    var lines: [Line] = []
    var current = Line(start: 0, characters: [])
    var used = 0
    var offset = 0
    for ch in text {
      if ch.isNewline {
        lines.append(current)
        current = Line(start: offset + 1, characters: [])
        used = 0
      } else {
        let w = DisplayWidth.of(ch)
        if used + w > self.width && !current.characters.isEmpty {
          lines.append(current)
          current = Line(start: offset, characters: [])
          used = 0
        }
        current.characters.append(ch)
        used += w
      }
      offset += 1
    }
    lines.append(current)
    self.lines = lines
  }

  /// The (row, column) where the cursor at `offset` is drawn. A cursor after a full line moves
  /// to the start of the next row.
  func position(of offset: Int) -> (row: Int, column: Int) {
    let row = lines.lastIndex { $0.start <= offset } ?? 0
    let line = lines[row]
    let count = min(max(0, offset - line.start), line.characters.count)
    let column = line.characters[..<count].reduce(0) { $0 + DisplayWidth.of($1) }
    if column >= width { return (row + 1, 0) }
    return (row, column)
  }

  /// The text offset nearest to a cell (for clicks and ↑/↓); never inside a wide character.
  func offset(row: Int, column: Int) -> Int {
    guard !lines.isEmpty else { return 0 }
    let line = lines[min(max(0, row), lines.count - 1)]
    var used = 0
    for (i, ch) in line.characters.enumerated() {
      let w = DisplayWidth.of(ch)
      if column < used + (w + 1) / 2 { return line.start + i }
      used += w
    }
    return line.end
  }
}
