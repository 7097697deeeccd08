/// The document the compose pane edits: text plus a grapheme-correct cursor.
public struct TextBuffer: TextDocumentProxy, Equatable, Sendable {
  public private(set) var text: String
  /// The cursor as a Character offset, 0...text.count.
  public private(set) var cursor: Int

  /// `cursor` counts Characters; nil puts it at the end. Out-of-range values are clamped.
  public init(_ text: String = "", cursor: Int? = nil) {
    self.text = text
    let count = text.count
    self.cursor = min(max(cursor ?? count, 0), count)
  }

  public mutating func moveCursor(to offset: Int) {
    cursor = min(max(offset, 0), text.count)
  }

  public var documentContextBeforeInput: String? { String(text[..<cursorIndex]) }
  public var documentContextAfterInput: String? { String(text[cursorIndex...]) }
  public var hasText: Bool { !text.isEmpty }

  public mutating func insertText(_ inserted: String) {
    let before = String(text[..<cursorIndex]) + inserted
    let after = text[cursorIndex...]
    // Recount: an inserted combining mark can merge with the character before it.
    cursor = before.count
    text = before + after
  }

  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    let start = text.index(before: cursorIndex)
    text.remove(at: start)
    // Recount: the characters either side of the removed one can merge.
    cursor = text[..<start].count
  }

  public mutating func adjustTextPosition(byCharacterOffset offset: Int) {
    moveCursor(to: cursor + offset)
  }

  private var cursorIndex: String.Index {
    text.index(text.startIndex, offsetBy: cursor, limitedBy: text.endIndex) ?? text.endIndex
  }
}
