import DisplayText
import Hangul
import Terminal

/// Where a field's text ends on screen as the last frame drew it, so that the next key typed
/// there (a character, or Backspace) can be echoed before the state is updated
/// (`AppState.echoAhead`). Recorded only where such a key can change nothing but the cells of
/// the text's last character and those after it on that row: the cursor at the text's end, on
/// the last row, the last characters standing alone (`LoneScalars`), in the cells left before
/// the row wraps or the line scrolls, nothing drawn over the pane.
package struct TypingSpot: Equatable, Sendable {
  package enum Field: Sendable { case compose, search }

  package var field: Field
  /// The text's revision (`EditTrail`), cursor and composition as drawn.
  var revision: Int
  var cursor: Int
  var composing: Bool
  /// The row; the column after the text's last character; the first column the text's end
  /// cannot reach without the row wrapping or the line scrolling.
  var y: Int
  var end: Int
  var maxX: Int
  /// The row's first column of text, and the cells of the text's last character.
  var start: Int
  var lastWidth: Int
  /// The text's style, and the cell after the text (the field's background).
  var style: Style
  var blank: Cell

  /// The spot of a field's text (`buffer`, its last character being composed or not) drawn in
  /// `style` on row `y` of `frame`, from column `start` of that row to `end`, in a field that
  /// ends before `maxX`; nil where a key's echo cannot be known from the row alone.
  init?(
    _ field: Field, buffer: TextBuffer, composing: Bool, y: Int, start: Int, end: Int,
    maxX: Int, style: Style, frame: Frame
  ) {
    guard end > start, end < maxX, buffer.cursor == buffer.count, buffer.endsStandingAlone
    else { return nil }
    self.field = field
    revision = buffer.trail.revision
    cursor = buffer.cursor
    self.composing = composing
    self.y = y
    self.end = end
    self.maxX = maxX
    self.start = start
    lastWidth = frame[end - 1, y].isContinuation ? 2 : 1
    self.style = style
    blank = frame[end, y]
  }

  /// What `key` (a typed character or Backspace, as the engine takes it) does to `field` (the
  /// field this spot was drawn from), on screen: the edit's text in place of what it deletes,
  /// when it deletes at most the last character and inserts characters that stand alone with a
  /// width known without the grapheme rules (`Clusters.simpleWidth`), and the row keeps text
  /// and stays inside the field with a cell for the cursor, which goes on the syllable being
  /// composed or after the text, as the views put it. Cells the text leaves are blanked.
  func echo(of field: inout ComposingField, _ key: FieldKey) -> EchoAhead? {
    guard field.buffer.trail.revision == revision, field.cursor == cursor,
      (field.composing != nil) == composing, let result = field.preview(key)
    else { return nil }
    let edit = result.edit
    guard edit.deleteCount <= 1, let width = Clusters.simpleWidth(of: edit.insert) else {
      return nil
    }
    let last = edit.insert.unicodeScalars.last.flatMap { Clusters.simpleWidth($0.value) } ?? 0
    let x = end - edit.deleteCount * lastWidth
    let newEnd = x + width
    // (A syllable composed again after its last jamo went, with nothing inserted, carries the
    // cursor on a character the spot does not measure.)
    guard newEnd > start, newEnd < maxX,
      width > 0 || (edit.deleteCount > 0 && result.composing == nil)
    else { return nil }
    let caret = result.composing == nil ? newEnd : newEnd - last
    return EchoAhead(
      text: edit.insert, x: x, y: y, style: style, blank: blank,
      blankTo: max(newEnd, end), cursor: Point(x: caret, y: y))
  }
}

/// A typed key's echo, written before the state is updated: `text` at (`x`, `y`) in `style`,
/// `blank` in the cells after it up to `blankTo`, the cursor at `cursor`.
package struct EchoAhead: Equatable, Sendable {
  package var text: String
  package var x: Int
  package var y: Int
  package var style: Style
  package var blank: Cell
  package var blankTo: Int
  package var cursor: Point
}

extension AppState {
  /// What `chord` shows where it is typed, from the screen as `spot` says the last frame left
  /// it, when the key types a character into that field or is its Backspace; nil otherwise
  /// (the frame after the update shows it). The field's engine runs the key and is put back as
  /// it was: the state is unchanged.
  package mutating func echoAhead(_ chord: KeyChord, at spot: TypingSpot) -> EchoAhead? {
    let (field, key): (TypingSpot.Field, FieldKey?) =
      switch route(chord) {
      case .type(let c): (.compose, .typed(c))
      case .command(let command): (.compose, command.fieldEdit.map(FieldKey.edit))
      case .search(.type(let c)): (.search, .typed(c))
      case .search(.command(let command)): (.search, command.fieldEdit.map(FieldKey.edit))
      default: (spot.field, nil)
      }
    guard field == spot.field, let key else { return nil }
    switch spot.field {
    case .compose: return spot.echo(of: &compose.field, key)
    case .search:
      // Taken out and put back: bound by `if let`, or reached through `!` as inout, the search
      // was copied whole (its field, text and history), a fifth of the echo's lines.
      guard var search = list.search.take() else { return nil }
      defer { list.search = search }
      return spot.echo(of: &search.field, key)
    }
  }
}
