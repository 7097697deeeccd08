/// The document the compose pane edits: text plus a grapheme-correct cursor.
///
/// The cursor is kept both as a Character offset and as an index into the text, so an edit
/// or a cursor move costs what it touches, not the length of the document.
public struct TextBuffer: TextDocumentProxy, Equatable, Sendable {
  public private(set) var text: String
  /// The cursor as a Character offset, 0...text.count.
  public private(set) var cursor: Int
  /// `cursor` as an index into `text`.
  private var cursorIndex: String.Index

  /// `cursor` counts Characters; nil puts it at the end. Out-of-range values are clamped.
  public init(_ text: String = "", cursor: Int? = nil) {
    self.text = text
    self.cursor = 0
    cursorIndex = text.startIndex
    moveCursor(to: cursor ?? .max)
  }

  public static func == (lhs: TextBuffer, rhs: TextBuffer) -> Bool {
    lhs.text == rhs.text && lhs.cursor == rhs.cursor
  }

  /// Walks from where the cursor is, so a move costs the distance moved.
  public mutating func moveCursor(to offset: Int) {
    while cursor < offset, cursorIndex < text.endIndex {
      text.formIndex(after: &cursorIndex)
      cursor += 1
    }
    while cursor > max(offset, 0) {
      text.formIndex(before: &cursorIndex)
      cursor -= 1
    }
  }

  public var documentContextBeforeInput: String? { String(text[..<cursorIndex]) }
  public var documentContextAfterInput: String? { String(text[cursorIndex...]) }
  public var hasText: Bool { !text.isEmpty }

  public mutating func insertText(_ inserted: String) {
    let anchor = boundary(charactersBeforeCursor: 1)
    let end = utf8Offset(cursorIndex) + inserted.utf8.count
    text.insert(contentsOf: inserted, at: cursorIndex)
    // An inserted combining mark can merge with the character before it: count from there.
    placeCursor(atOrAfter: end, from: anchor)
  }

  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    let anchor = boundary(charactersBeforeCursor: 2)
    let start = text.index(before: cursorIndex)
    let offset = utf8Offset(start)
    text.removeSubrange(start..<cursorIndex)
    // The characters either side of the removed one can merge: count from before them.
    placeCursor(atOrAfter: offset, from: anchor)
  }

  public mutating func adjustTextPosition(byCharacterOffset offset: Int) {
    moveCursor(to: cursor + offset)
  }

  /// A character boundary up to `count` characters before the cursor, as a UTF-8 offset and
  /// the number of characters before it.
  private func boundary(charactersBeforeCursor count: Int) -> (offset: Int, characters: Int) {
    var index = cursorIndex
    var characters = cursor
    while characters > 0, characters > cursor - count {
      text.formIndex(before: &index)
      characters -= 1
    }
    return (utf8Offset(index), characters)
  }

  /// Puts the cursor on the first character boundary at or after the UTF-8 offset `target`,
  /// counting characters from `anchor` (a boundary near the edit, not the start).
  private mutating func placeCursor(
    atOrAfter target: Int, from anchor: (offset: Int, characters: Int)
  ) {
    var index = text.utf8.index(text.startIndex, offsetBy: anchor.offset)
    var characters = anchor.characters
    let end = text.utf8.index(text.startIndex, offsetBy: target)
    while index < end {
      text.formIndex(after: &index)
      characters += 1
    }
    cursor = characters
    cursorIndex = index
  }

  private func utf8Offset(_ index: String.Index) -> Int {
    text.utf8.distance(from: text.startIndex, to: index)
  }
}
