/// The document the compose pane edits: text plus a grapheme-correct cursor.
///
/// The cursor is kept both as a Character offset and as an index into the text, and the
/// number of Characters is kept as edits are applied, so an edit or a cursor move costs what
/// it touches, not the length of the document.
public struct TextBuffer: TextDocumentProxy, Equatable, Sendable {
  public private(set) var text: String
  /// The cursor as a Character offset, 0...count.
  public private(set) var cursor: Int
  /// `text.count` (Characters, as a reader counts them), without walking the text.
  public private(set) var count: Int
  /// `cursor` as an index into `text`.
  private var cursorIndex: String.Index
  /// The text's revision and where its last edits began (for views that draw it by parts).
  public private(set) var trail = EditTrail()

  /// Characters past the edit whose boundaries are compared with the old text's; a longer run
  /// of characters that all re-pair (regional indicators) makes the buffer count them all.
  private static let resyncLookahead = 8

  /// `cursor` counts Characters; nil puts it at the end. Out-of-range values are clamped.
  public init(_ text: String = "", cursor: Int? = nil) {
    self.text = text
    self.cursor = 0
    count = text.count
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
  /// The text ends with a character that stands alone after another that does, or after
  /// nothing (`LoneScalars`): text typed after it, or in its place, joins neither.
  package var endsStandingAlone: Bool { LoneScalars.start(ofLast: 1, in: text) != nil }
  /// The Character just before the cursor, if any.
  public var characterBeforeCursor: Character? {
    guard cursor > 0 else { return nil }
    if let start = loneCharactersStart(1) { return Character(text.unicodeScalars[start]) }
    return text[text.index(before: cursorIndex)]
  }

  /// The last `count` characters before the cursor (fewer at the start), walked back from it.
  public func textBeforeCursor(characters count: Int) -> Substring {
    if let start = loneCharactersStart(count) { return text[start...] }
    var index = cursorIndex
    for _ in 0..<max(0, min(count, cursor)) { text.formIndex(before: &index) }
    return text[index..<cursorIndex]
  }

  public mutating func insertText(_ inserted: String) {
    trail.record(changedFrom: utf8Offset(cursorIndex))
    if loneCharactersStart(0) != nil, let added = LoneScalars.count(inserted) {
      text.append(contentsOf: inserted)
      (cursor, count, cursorIndex) = (cursor + added, count + added, text.endIndex)
      return
    }
    let anchor = boundary(charactersBeforeCursor: 1)
    if cursorIndex == text.endIndex {
      text.append(contentsOf: inserted)
      return settleAtEnd(from: anchor)
    }
    let old = boundariesFromCursor(anchor: anchor)
    let shift = inserted.utf8.count
    text.insert(contentsOf: inserted, at: cursorIndex)
    // An inserted combining mark can merge with the character before it: count from there.
    placeCursor(atOrAfter: old[0].offset + shift, from: anchor)
    recount(from: anchor, shift: shift, old: old)
  }

  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    if let start = loneCharactersStart(1) {
      trail.record(changedFrom: utf8Offset(start))
      text.removeSubrange(start...)
      (cursor, count, cursorIndex) = (cursor - 1, count - 1, text.endIndex)
      return
    }
    let anchor = boundary(charactersBeforeCursor: 2)
    let start = text.index(before: cursorIndex)
    let offset = utf8Offset(start)
    trail.record(changedFrom: offset)
    if cursorIndex == text.endIndex {
      text.removeSubrange(start...)
      return settleAtEnd(from: anchor)
    }
    let old = boundariesFromCursor(anchor: anchor)
    text.removeSubrange(start..<cursorIndex)
    // The characters either side of the removed one can merge: count from before them.
    placeCursor(atOrAfter: offset, from: anchor)
    recount(from: anchor, shift: offset - old[0].offset, old: old)
  }

  public mutating func adjustTextPosition(byCharacterOffset offset: Int) {
    moveCursor(to: cursor + offset)
  }

  /// Where the last `count` characters start when the cursor is at the end of the text and
  /// they, and the one before them, are scalars that stand alone (`LoneScalars`): typing
  /// Korean at the end edits there, and no grapheme cluster needs walking.
  private func loneCharactersStart(_ count: Int) -> String.Index? {
    guard cursorIndex == text.endIndex, let offset = LoneScalars.start(ofLast: count, in: text)
    else { return nil }
    return text.utf8.index(text.startIndex, offsetBy: offset)
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

  /// After an edit at the end of the text (typing, most often): nothing after the cursor can
  /// pair with it, so the cursor goes to the end and the characters are counted from `anchor`
  /// alone, with no boundaries of the old text to compare (nor an array of them to allocate).
  private mutating func settleAtEnd(from anchor: (offset: Int, characters: Int)) {
    var index = text.utf8.index(text.startIndex, offsetBy: anchor.offset)
    var characters = anchor.characters
    while index < text.endIndex {
      text.formIndex(after: &index)
      characters += 1
    }
    (cursor, count, cursorIndex) = (characters, characters, text.endIndex)
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

  /// Character boundaries of the text from the cursor on (the cursor first), as UTF-8 offsets
  /// with the characters from `anchor` to them: up to `resyncLookahead` past the cursor, or to
  /// the end of the text (always a boundary).
  private func boundariesFromCursor(anchor: (offset: Int, characters: Int)) -> [(
    offset: Int, characters: Int
  )] {
    var index = cursorIndex
    var found = [(offset: utf8Offset(index), characters: cursor - anchor.characters)]
    while index < text.endIndex, found.count <= Self.resyncLookahead {
      text.formIndex(after: &index)
      found.append((utf8Offset(index), found[found.count - 1].characters + 1))
    }
    return found
  }

  /// Corrects `count` after an edit that moved the text after the old cursor by `shift` bytes:
  /// counts the new text's characters from `anchor` to the first boundary the old text had
  /// too (from there both split the same), and swaps them for the old text's.
  private mutating func recount(
    from anchor: (offset: Int, characters: Int), shift: Int,
    old: [(offset: Int, characters: Int)]
  ) {
    var index = text.utf8.index(text.startIndex, offsetBy: anchor.offset)
    var characters = 0
    var next = 0
    while true {
      let offset = utf8Offset(index) - shift
      while next < old.count, old[next].offset < offset { next += 1 }
      if next == old.count { break }
      if old[next].offset == offset {
        count += characters - old[next].characters
        return
      }
      guard index < text.endIndex else { break }
      text.formIndex(after: &index)
      characters += 1
    }
    // Past the old boundaries looked at (a long run of re-paired flags): count them all.
    count = text.count
  }

  private func utf8Offset(_ index: String.Index) -> Int {
    text.utf8.distance(from: text.startIndex, to: index)
  }
}
