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

/// What one keystroke did: the edits to apply to the document, and the composing state.
public struct KeyResult: Equatable, Sendable {
  public var edits: [TextEdit]
  public var composing: Syllable?

  public init(edits: [TextEdit], composing: Syllable?) {
    self.edits = edits
    self.composing = composing
  }
}
