/// The document the composer edits, modelled on iOS `UITextDocumentProxy`.
public protocol TextDocumentProxy {
  var documentContextBeforeInput: String? { get }
  var documentContextAfterInput: String? { get }
  var hasText: Bool { get }
  mutating func insertText(_ text: String)
  mutating func deleteBackward()
  mutating func adjustTextPosition(byCharacterOffset offset: Int)
}

extension TextDocumentProxy {
  /// Applies edits in order.
  public mutating func apply(_ edits: [TextEdit]) {
    for edit in edits { apply(edit) }
  }

  /// Applies one edit: delete backward, then insert.
  public mutating func apply(_ edit: TextEdit) {
    for _ in 0..<edit.deleteCount { deleteBackward() }
    if !edit.insert.isEmpty { insertText(edit.insert) }
  }
}
