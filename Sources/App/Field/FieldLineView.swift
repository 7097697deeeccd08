import DisplayText
import Terminal

/// A one-line composing field as the search line and the popups' editors draw it: the text
/// scrolled so the cursor shows, the composing syllable marked, the hardware cursor placed.
enum FieldLineView {
  /// Draws `field` into `rect` (one row) and puts the terminal's cursor at its cursor.
  static func draw(
    _ field: ComposingField, in rect: Rect, style: Style, composingStyle: Style,
    into frame: inout Frame
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    frame.fill(rect, with: style)
    let characters = Array(field.text)
    let cursor = min(field.cursor, characters.count)
    let composing = field.composing == nil ? nil : cursor - 1
    // Scroll: the characters before the cursor that fit, keeping one cell for the cursor.
    var first = cursor
    var used = 0
    while first > 0 {
      let width = DisplayWidth.of(characters[first - 1])
      if used + width > rect.width - 1 { break }
      used += width
      first -= 1
    }
    var x = rect.x
    var cursorX = rect.x
    for index in first..<characters.count {
      if index == cursor { cursorX = x }
      let shown = index == composing ? composingStyle : style
      let next = frame.write(String(characters[index]), x: x, y: rect.y, style: shown, clip: rect)
      if next >= rect.maxX { break }
      x = next
    }
    if cursor == characters.count { cursorX = x }
    if rect.contains(Point(x: cursorX, y: rect.y)) { frame.cursor = Point(x: cursorX, y: rect.y) }
  }
}
