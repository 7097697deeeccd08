import DisplayText
import Terminal

/// Character wrapping for the compose pane, keeping each line's character offsets so the
/// cursor and mouse clicks map between text offsets and cells. (Not `Equatable`: two wraps of a
/// text differ in `linesKept`, which says how each was made; compare their `lines`.)
struct ComposeWrap {
  /// One wrapped line: the characters drawn and the text offset of the first one.
  struct Line: Equatable {
    var start: Int
    /// The line's characters, a slice of the wrapped text (no copy of it: the pane wraps the
    /// whole text on every key).
    var text: Substring
    /// How many characters the line holds.
    var count: Int
    /// How many cells they take.
    var width: Int
    /// Offset just past the line's last character (a newline ending it is not counted).
    var end: Int { start + count }
  }

  var lines: [Line]
  let width: Int
  /// The text wrapped (the lines are slices of it).
  let text: String
  /// How many of the first lines were taken from the earlier wrap, the same as there.
  private(set) var linesKept = 0

  init(_ text: String, width: Int) {
    self.init(text, width: width, reusing: nil)
  }

  /// The same wrap as `init(_:width:)`, taking from `earlier` (a wrap of an earlier text) the
  /// lines an edit further on cannot have changed: the compose pane wraps its text on every key,
  /// and a key changes the text near the cursor, so the cost stays that of the lines from there.
  init(_ text: String, width: Int, reusing earlier: ComposeWrap?) {
    self.width = max(1, width)
    self.text = text
    lines = []
    var from = text.startIndex
    var start = 0
    if let earlier, earlier.width == self.width {
      let kept = earlier.countLinesKept(in: text)
      linesKept = kept
      // The same bytes in the new text: each slice is taken again from it.
      let here = { (index: String.Index) in
        text.utf8.index(text.startIndex, offsetBy: earlier.text.utf8Offset(of: index))
      }
      for line in earlier.lines.prefix(kept) {
        let slice = text[here(line.text.startIndex)..<here(line.text.endIndex)]
        lines.append(Line(start: line.start, text: slice, count: line.count, width: line.width))
      }
      if kept > 0 {
        let next = earlier.lines[kept]
        from = here(next.text.startIndex)
        start = next.start
      }
    }
    wrap(from: from, offset: start)
  }

  /// Wraps the text from `from`, the start of a line at character offset `offset`. It walks
  /// the Characters as `Clusters` finds them: Hangul syllables and ASCII without the standard
  /// library's grapheme breaking, which is slow on every scalar that is not ASCII.
  private mutating func wrap(from: String.Index, offset: Int) {
    var lineStart = from
    var start = offset
    var count = 0
    var used = 0
    var index = from
    var clusters = Clusters(text, fromUTF8Offset: text.utf8Offset(of: from)).makeIterator()
    while let (cluster, w) = clusters.next() {
      let next = text.utf8.index(text.startIndex, offsetBy: clusters.utf8Offset)
      if case .character(let c) = cluster, c.isNewline {
        lines.append(Line(start: start, text: text[lineStart..<index], count: count, width: used))
        (lineStart, start, count, used) = (next, start + count + 1, 0, 0)
      } else {
        if used + w > width && count > 0 {
          lines.append(
            Line(start: start, text: text[lineStart..<index], count: count, width: used))
          (lineStart, start, count, used) = (index, start + count, 0, 0)
        }
        count += 1
        used += w
      }
      index = next
    }
    lines.append(
      Line(start: start, text: text[lineStart..<text.endIndex], count: count, width: used))
  }

  /// How many of the first lines wrap `other` as they wrap this text. A line ends where the
  /// character after it starts a new one (it did not fit, or a newline ended the line), so the
  /// line is kept while that character lies in the bytes both texts share, with a scalar's
  /// length to spare: a changed scalar right after a character can join its cluster.
  private func countLinesKept(in other: String) -> Int {
    let shared = Self.sharedPrefixLength(text, other)
    var kept = 0
    while kept + 1 < lines.count {
      let next = lines[kept + 1].text
      // The end of the character that starts the next line (an empty last line: its start).
      let after = next.isEmpty ? next.startIndex : next.index(after: next.startIndex)
      guard text.utf8Offset(of: after) + 4 <= shared else { break }
      kept += 1
    }
    return kept
  }

  /// The length in UTF-8 bytes of the longest prefix two texts share.
  private static func sharedPrefixLength(_ a: String, _ b: String) -> Int {
    var (a, b) = (a, b)
    return a.withUTF8 { x in
      b.withUTF8 { y in
        let n = min(x.count, y.count)
        var i = 0
        while i < n && x[i] == y[i] { i += 1 }
        return i
      }
    }
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
    var clusters = Clusters(text, fromUTF8Offset: text.utf8Offset(of: line.text.startIndex))
      .makeIterator()
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
    for (i, ch) in line.text.enumerated() {
      let w = DisplayWidth.of(ch)
      if column < used + (w + 1) / 2 { return line.start + i }
      used += w
    }
    return line.end
  }
}

extension String {
  /// The offset in UTF-8 bytes of `index` (constant time for a native string).
  func utf8Offset(of index: String.Index) -> Int { utf8.distance(from: startIndex, to: index) }
}
