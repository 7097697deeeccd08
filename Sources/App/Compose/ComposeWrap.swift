import DisplayText
import Terminal

/// Character wrapping for the compose pane, keeping each line's character offsets so the
/// cursor and mouse clicks map between text offsets and cells. (Not `Equatable`: two wraps of a
/// text differ in `linesKept`, which says how each was made; compare their `lines`.)
struct ComposeWrap {
  /// One wrapped line: where its characters lie in the text, how many and how wide they are.
  struct Line: Equatable {
    var start: Int
    /// How many characters the line holds.
    var count: Int
    /// How many cells they take.
    var width: Int
    /// The line's bytes in the text's UTF-8 (a newline ending it is not among them).
    var bytes: Range<Int>
    /// Where the line's first character ends in the text's UTF-8 (its start when it is empty):
    /// while the text is the same up to there, the line before it ends where it did.
    var leadEnd: Int
    /// Offset just past the line's last character (a newline ending it is not counted).
    var end: Int { start + count }
  }

  /// What a later wrap takes from this one: the lines and the width, not the text (a memo
  /// holding the text would share its storage, and the next key would copy it to change it).
  struct Reusable {
    var lines: [Line]
    var width: Int
  }

  var lines: [Line]
  let width: Int
  /// The text wrapped.
  let text: String
  /// How many of the first lines were taken from the earlier wrap, the same as there.
  private(set) var linesKept = 0

  init(_ text: String, width: Int) {
    self.init(text, width: width, reusing: nil, unchangedPrefix: 0)
  }

  /// The same wrap as `init(_:width:)`, taking from `earlier` (a wrap of an earlier text whose
  /// first `unchangedPrefix` UTF-8 bytes this text still has) the lines an edit further on
  /// cannot have changed: the compose pane wraps its text on every key, and a key changes the
  /// text near the cursor, so the cost stays that of the lines from there.
  init(_ text: String, width: Int, reusing earlier: consuming Reusable?, unchangedPrefix: Int) {
    self.width = max(1, width)
    self.text = text
    lines = []
    var from = 0
    var start = 0
    if var earlier = earlier.take(), earlier.width == self.width {
      let kept = Self.linesKept(of: earlier.lines, unchangedPrefix: unchangedPrefix)
      linesKept = kept
      if kept > 0 {
        from = earlier.lines[kept].bytes.lowerBound
        start = earlier.lines[kept].start
      }
      // The earlier lines' array, moved here: held once, it is cut and grows in place.
      swap(&lines, &earlier.lines)
      lines.removeSubrange(kept...)
    }
    wrap(fromUTF8Offset: from, offset: start)
  }

  var reusable: Reusable { Reusable(lines: lines, width: width) }

  /// A line's characters, a slice of the text.
  func text(of line: Line) -> Substring {
    let index = { text.utf8.index(text.startIndex, offsetBy: $0) }
    return text[index(line.bytes.lowerBound)..<index(line.bytes.upperBound)]
  }

  /// Wraps the text from UTF-8 offset `from`, the start of a line at character offset
  /// `offset`. It walks the Characters as `Clusters` finds them: Hangul syllables and ASCII
  /// without the standard library's grapheme breaking, which is slow on every scalar that is
  /// not ASCII.
  private mutating func wrap(fromUTF8Offset from: Int, offset: Int) {
    var lineStart = from
    var leadEnd = from
    var start = offset
    var count = 0
    var used = 0
    var index = from
    var clusters = Clusters(text, fromUTF8Offset: from).makeIterator()
    while let (cluster, w) = clusters.next() {
      let next = clusters.utf8Offset
      if case .character(let c) = cluster, c.isNewline {
        lines.append(
          Line(
            start: start, count: count, width: used, bytes: lineStart..<index, leadEnd: leadEnd))
        (lineStart, leadEnd, start, count, used) = (next, next, start + count + 1, 0, 0)
      } else {
        if used + w > width && count > 0 {
          lines.append(
            Line(
              start: start, count: count, width: used, bytes: lineStart..<index, leadEnd: leadEnd
            ))
          (lineStart, start, count, used) = (index, start + count, 0, 0)
        }
        if count == 0 { leadEnd = next }
        count += 1
        used += w
      }
      index = next
    }
    lines.append(
      Line(
        start: start, count: count, width: used, bytes: lineStart..<text.utf8.count,
        leadEnd: leadEnd))
  }

  /// How many of the first `lines` (a wrap of an earlier text) wrap a text that has the same
  /// first `unchangedPrefix` bytes. A line ends where the character after it starts a new one
  /// (it did not fit, or a newline ended the line), so the line is kept while that character
  /// lies in the bytes both texts share, with a scalar's length to spare: a changed scalar
  /// right after a character can join its cluster.
  private static func linesKept(of lines: [Line], unchangedPrefix: Int) -> Int {
    var kept = 0
    while kept + 1 < lines.count, lines[kept + 1].leadEnd <= unchangedPrefix - 4 {
      kept += 1
    }
    return kept
  }

  /// The (row, column) where the cursor at `offset` is drawn. A cursor after a full line moves
  /// to the start of the next row.
  func position(of offset: Int) -> (row: Int, column: Int) {
    let row = lines.lastIndex { $0.start <= offset } ?? 0
    let line = lines[row]
    let count = min(max(0, offset - line.start), line.count)
    // Typing puts the cursor at a line's end, whose column the wrap knows.
    let column = count == line.count ? line.width : columns(line, characters: count)
    if column >= width { return (row + 1, 0) }
    return (row, column)
  }

  /// The cells the first `characters` characters of `line` take.
  private func columns(_ line: Line, characters: Int) -> Int {
    var clusters = Clusters(text, fromUTF8Offset: line.bytes.lowerBound).makeIterator()
    var used = 0
    for _ in 0..<characters {
      guard let (_, w) = clusters.next() else { break }
      used += w
    }
    return used
  }

  /// The text offset nearest to a cell (for clicks and ↑/↓); never inside a wide character.
  func offset(row: Int, column: Int) -> Int {
    guard !lines.isEmpty else { return 0 }
    let line = lines[min(max(0, row), lines.count - 1)]
    var used = 0
    for (i, ch) in text(of: line).enumerated() {
      let w = DisplayWidth.of(ch)
      if column < used + (w + 1) / 2 { return line.start + i }
      used += w
    }
    return line.end
  }
}
