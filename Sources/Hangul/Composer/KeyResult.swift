/// The syllable being composed, slots as compatibility jamo (for the status line).
public struct Syllable: Equatable, Sendable {
  public var initial: Character?
  public var medial: Character?
  public var final: Character?
  /// What is in the document for it (an NFC syllable or a lone compatibility jamo).
  public var text: String

  public init(initial: Character?, medial: Character?, final: Character?, text: String) {
    self.initial = initial
    self.medial = medial
    self.final = final
    self.text = text
  }
}

/// What one keystroke did: the edit to apply to the document (delete, then insert; empty when
/// the key changed nothing there), and the composing state.
public struct KeyResult: Equatable, Sendable {
  /// One edit, not a list: a keystroke makes at most one, and a list of one is an allocation
  /// on every key.
  public var edit: TextEdit
  public var composing: Syllable?

  public init(edit: TextEdit, composing: Syllable?) {
    self.edit = edit
    self.composing = composing
  }

  /// The edit as a list: none when it is empty.
  public var edits: [TextEdit] { edit.isEmpty ? [] : [edit] }
}
