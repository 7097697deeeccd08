/// Undo and redo of compose edits (Ctrl-Z / Ctrl-Y), apart from the engine's keystroke undo
/// (Backspace). Typing within a word is one step; a new word, a deletion, a paste or an
/// editing chord each start a new one.
package struct FieldHistory: Sendable, Equatable {
  /// The document at one point: its text and where the cursor was.
  package struct Snapshot: Sendable, Equatable {
    package var text: String
    package var cursor: Int
  }

  /// What kind of change an edit was; consecutive typing in one word merges into one step.
  package enum EditKind: Sendable, Equatable { case typing, deleting, other }

  package private(set) var undoStack: [Snapshot] = []
  package private(set) var redoStack: [Snapshot] = []
  private var lastKind: EditKind?

  /// Steps kept; the oldest go first.
  static let limit = 200

  package init() {}

  /// True when an edit of `kind` starts a new step; `previous` is the character that was
  /// before the cursor (typing after a space or at the start begins a new word).
  func startsStep(_ kind: EditKind, previous: Character?) -> Bool {
    if kind != lastKind || kind == .other { return true }
    return kind == .typing && (previous.map(Self.isSpace) ?? true)
  }

  /// `Character.isWhitespace`, answered without its look-up of Unicode properties for what
  /// typing leaves before the cursor (ASCII, Hangul syllables and jamo): it is asked on every
  /// typed key.
  static func isSpace(_ c: Character) -> Bool {
    if let ascii = c.asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
    let first = c.unicodeScalars.first?.value ?? 0
    if (0xAC00...0xD7A3).contains(first) || (0x3131...0x318E).contains(first) { return false }
    return c.isWhitespace
  }

  /// Notes an edit of `kind`; when it starts a step (`startsStep`), `before` is the document
  /// as it was before it.
  mutating func record(_ before: Snapshot?, kind: EditKind, previous: Character?) {
    redoStack.removeAll()
    defer { lastKind = kind }
    guard startsStep(kind, previous: previous) else { return }
    guard let before else { return assertionFailure("a new undo step needs the text before") }
    undoStack.append(before)
    if undoStack.count > Self.limit { undoStack.removeFirst() }
  }

  /// A cursor move or a click ends the current step.
  mutating func breakStep() { lastKind = nil }

  /// The snapshot to go back to, with `current` kept for redo.
  mutating func undo(from current: Snapshot) -> Snapshot? {
    guard let previous = undoStack.popLast() else { return nil }
    redoStack.append(current)
    lastKind = nil
    return previous
  }

  /// The snapshot undone last, with `current` kept for undo.
  mutating func redo(from current: Snapshot) -> Snapshot? {
    guard let next = redoStack.popLast() else { return nil }
    undoStack.append(current)
    lastKind = nil
    return next
  }
}
