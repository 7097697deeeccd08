import DisplayText
import Terminal

/// A one-line composing field as the search line and the popups' editors draw it: the text
/// scrolled so the cursor shows, the hardware cursor on the composing syllable or where text
/// goes (as in the compose pane: no style of its own, so a recomposing key writes one syllable).
enum FieldLineView {
  /// Draws `field` into `rect` (one row) and puts the terminal's cursor at its cursor. Returns
  /// the column after the text when it shows to its end (nil when cut), and the first column
  /// that end cannot reach without the text scrolling.
  @discardableResult
  static func draw(
    _ field: ComposingField, in rect: Rect, style: Style, into frame: inout Frame
  ) -> (end: Int, limit: Int)? {
    guard rect.width > 0, rect.height > 0 else { return nil }
    frame.fill(rect, with: style)
    let characters = Array(field.text)
    let cursor = min(field.cursor, characters.count)
    let caret = field.composing == nil ? cursor : cursor - 1
    // Scroll in jumps of half the width, as vim (sidescroll=0) and readline do: typing at the
    // right edge moves the text once per half line, so a key redraws a few cells, not the line.
    let (first, hidden, skipped) = scroll(characters, cursor: cursor, room: rect.width - 1)
    var x = rect.x
    var cursorX = rect.x
    var whole = true
    for index in first..<characters.count {
      if index == caret { cursorX = x }
      let next = frame.write(String(characters[index]), x: x, y: rect.y, style: style, clip: rect)
      if next >= rect.maxX {
        whole = false
        break
      }
      x = next
    }
    if caret == characters.count { cursorX = x }
    if rect.contains(Point(x: cursorX, y: rect.y)) { frame.cursor = Point(x: cursorX, y: rect.y) }
    // The scroll stays while the cells before the cursor are at most the room and the steps
    // skipped.
    return whole ? (x, rect.maxX + skipped - hidden) : nil
  }

  /// The first character shown so that the cursor fits in `room` cells: none hidden while it
  /// fits, then whole characters covering a multiple of half the room (`skipped` cells; the
  /// characters hidden take `hidden`, at least as many).
  static func scroll(_ characters: [Character], cursor: Int, room: Int) -> (
    first: Int, hidden: Int, skipped: Int
  ) {
    let columns = characters[..<cursor].reduce(0) { $0 + DisplayWidth.of($1) }
    guard columns > room else { return (0, 0, 0) }
    let step = max(1, room / 2)
    let skip = (columns - room + step - 1) / step * step
    var first = 0
    var hidden = 0
    while first < cursor, hidden < skip {
      hidden += DisplayWidth.of(characters[first])
      first += 1
    }
    return (first, hidden, skip)
  }
}
