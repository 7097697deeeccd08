import Hangul
import Terminal

/// The one text field that composes Hangul: the engine, the text, the cursor, undo and redo,
/// the length limit, paste and every editing key. The compose pane, the search line and the
/// popups' editors each hold one, so a key does the same wherever it is typed.
///
/// The composing syllable is really in the text, just before the cursor (as on iOS); anything
/// but a letter key ends it first.
package struct ComposingField: Sendable, Equatable {
  package private(set) var buffer: TextBuffer
  package private(set) var composer: Composer
  /// The syllable being composed; it is the character right before the cursor.
  package private(set) var composing: Syllable?
  /// 한글: letters compose Hangul (2-beolsik); English: letters are typed as they are.
  package private(set) var mode: InputMode
  /// Ctrl-Z / Ctrl-Y steps.
  package private(set) var history = FieldHistory()
  /// The most characters (grapheme clusters) the field takes; typing and pasting stop there.
  package let maxLength: Int
  /// False for a one-line field: line breaks typed or pasted become spaces.
  package let multiline: Bool

  package init(
    text: String = "", composer: Composer = Composer(), mode: InputMode = .hangul,
    maxLength: Int, multiline: Bool = false
  ) {
    self.buffer = TextBuffer(text)
    self.composer = composer
    self.mode = mode
    self.maxLength = maxLength
    self.multiline = multiline
  }

  package static func == (lhs: ComposingField, rhs: ComposingField) -> Bool {
    lhs.buffer == rhs.buffer && lhs.mode == rhs.mode && lhs.composing == rhs.composing
      && lhs.history == rhs.history && lhs.maxLength == rhs.maxLength
  }

  package var text: String { buffer.text }
  package var cursor: Int { buffer.cursor }
  /// Characters as a reader counts them (grapheme clusters): what the limit counts.
  package var count: Int { buffer.count }

  // MARK: - For windows that replace text before the cursor (한자, symbols)

  /// The text before the cursor (the composing syllable included).
  package var textBeforeCursor: String { buffer.documentContextBeforeInput ?? "" }

  /// The composing syllable's text, or "" when nothing is being composed.
  package var composingText: String { composing?.text ?? "" }

  /// Replaces the last `count` characters before the cursor with `text` as one undo step,
  /// ending the composition first (the composing syllable counts as one character).
  package mutating func replaceBeforeCursor(count: Int, with text: String) -> FieldOutcome {
    let saved = self
    endComposition()
    let removed = min(max(0, count), buffer.cursor)
    return change(.other, from: saved, edit: TextEdit(deleteCount: removed, insert: clean(text)))
  }

  // MARK: - Typing

  /// A printable key typed on the physical keyboard: in 한글 mode a key of the keyboard composes
  /// (2-beolsik: the letters; 390: digits and punctuation too); anything else is inserted.
  package mutating func type(_ key: Character) -> FieldOutcome {
    let input = input(for: key)
    return step(.typing) { $0.handle(input) }
  }

  /// What `key` would do to the text, the field left as it is (the echo written ahead of the
  /// update): a typed character, or an editing key the engine runs as a keystroke (Backspace);
  /// nil for other editing keys, and near the limit, where a key may be refused. The engine's
  /// progress is put back after: a copy of the engine would retain each of its tables.
  package mutating func preview(_ key: FieldKey) -> KeyResult? {
    let input: KeyInput
    switch key {
    case .typed(let c): input = self.input(for: c)
    case .edit(.backspace): input = .backspace  // as `perform` runs it
    case .edit: return nil
    }
    guard !nearLimit else { return nil }
    let progress = composer.progress
    defer { composer.progress = progress }
    return composer.handle(input)
  }

  /// The engine's input for a typed key: a keyboard's key in 한글 mode, else the text.
  private func input(for key: Character) -> KeyInput {
    if mode == .hangul, composer.takesKey(key) { return .key(key) }
    if !multiline, key.isNewline { return input(for: " ") }
    return .text(String(key))
  }

  /// One keystroke of the engine, as the on-screen grid sends it (a jamo, a key).
  package mutating func press(_ input: KeyInput) -> FieldOutcome {
    step(.typing) { $0.handle(input) }
  }

  /// Text inserted as is (a paste, an input method, a phrase): cleaned once here (no control
  /// characters; one line in a one-line field), and cut to the room left.
  package mutating func insert(_ text: String) -> FieldOutcome {
    let cleaned = clean(text)
    guard !cleaned.isEmpty else { return .unchanged }
    endComposition()
    let room = max(0, maxLength - count)
    let fitting = String(cleaned.prefix(room))
    let cut = cleaned.count - fitting.count
    let outcome = fitting.isEmpty ? .unchanged : step(.other) { $0.handle(.text(fitting)) }
    return cut > 0 ? .cut(cut) : outcome
  }

  private func clean(_ text: String) -> String {
    let cleaned = InsertedText.cleaned(text)
    return multiline ? cleaned : cleaned.replacingNewlines()
  }

  // MARK: - Editing keys

  /// Runs one editing command; those that are not a field's return `.unchanged`.
  package mutating func perform(_ edit: FieldEdit) -> FieldOutcome {
    switch edit {
    case .backspace: return step(.deleting) { $0.handle(.backspace) }
    case .deleteCharacter: return step(.deleting) { $0.deleteCharacter() }
    case .deleteWord: return deleteWord()
    case .deleteToLineStart:
      endComposition()
      return deleteRange(from: WordMotion.lineStart(in: text, from: cursor), to: cursor)
    case .deleteToLineEnd:
      endComposition()
      return deleteRange(from: cursor, to: WordMotion.lineEnd(in: text, from: cursor))
    case .clear:
      endComposition()
      return deleteRange(from: 0, to: count)
    case .left: return move(to: cursor - 1)
    case .right: return move(to: cursor + 1)
    case .home: return move(to: 0)
    case .end: return move(to: count)
    case .wordLeft: return move(to: WordMotion.previousWordStart(in: text, from: cursor))
    case .wordRight: return move(to: WordMotion.nextWordEnd(in: text, from: cursor))
    case .undo: return undo()
    case .redo: return redo()
    case .newline: return multiline ? insert("\n") : .unchanged
    case .toggleMode:
      endComposition()
      mode = mode.toggled
      return .moved
    case .endSyllable(let toLatin):
      let had = composing != nil
      endComposition()
      if toLatin { mode = .english }
      return had ? .moved : .unchanged
    }
  }

  /// Moves the cursor to a character offset (a click, ↑/↓ over wrapped lines), ending the
  /// composition and the current undo step.
  package mutating func move(to offset: Int) -> FieldOutcome {
    endComposition()
    let before = cursor
    buffer.moveCursor(to: offset)
    history.breakStep()
    return cursor == before ? .unchanged : .moved
  }

  /// Ends the composing syllable: it stays in the text as it is.
  package mutating func endComposition() {
    buffer.apply(composer.handle(.flush).edit)
    composing = nil
  }

  /// Switches to 한글 or English, ending the composition.
  package mutating func setMode(_ mode: InputMode) {
    endComposition()
    self.mode = mode
  }

  /// Starts over with `text` (a review loaded to edit, a draft put back): no undo steps, no
  /// composition; `cursor` nil puts the cursor at the end.
  package mutating func reset(text: String, cursor: Int? = nil) {
    self = ComposingField(
      text: text, composer: freshComposer, mode: mode, maxLength: maxLength, multiline: multiline)
    buffer.moveCursor(to: cursor ?? count)
  }

  /// Readline's unix-word-rubout: the word before the cursor goes and the space before it
  /// stays ("abc def" → "abc "); on a composing syllable only the syllable goes.
  private mutating func deleteWord() -> FieldOutcome {
    if composing != nil {
      let saved = self
      endComposition()
      return change(.other, from: saved, edit: TextEdit(deleteCount: 1))
    }
    return deleteRange(from: WordMotion.previousWordStart(in: text, from: cursor), to: cursor)
  }

  /// Deletes the characters between two offsets as one step; the cursor ends at `start`, and
  /// undo puts it back where it was.
  private mutating func deleteRange(from start: Int, to end: Int) -> FieldOutcome {
    guard end > start else { return .unchanged }
    let saved = self
    buffer.moveCursor(to: end)
    return change(.other, from: saved, edit: TextEdit(deleteCount: end - start))
  }

  private mutating func undo() -> FieldOutcome {
    endComposition()
    guard let previous = history.undo(from: snapshot) else { return .nothingToUndo }
    restore(previous)
    return .changed
  }

  private mutating func redo() -> FieldOutcome {
    endComposition()
    guard let next = history.redo(from: snapshot) else { return .nothingToRedo }
    restore(next)
    return .changed
  }

  /// Puts a snapshot in the field; the engine starts afresh (its keystroke memory belonged to
  /// the text that was replaced).
  private mutating func restore(_ snapshot: FieldHistory.Snapshot) {
    buffer = TextBuffer(snapshot.text, cursor: snapshot.cursor)
    composer = freshComposer
    composing = nil
  }

  private var freshComposer: Composer {
    Composer(profile: composer.profile, options: composer.options, keyboard: composer.keyboard)
  }

  /// Types with another engine from now on (another keyboard), ending the syllable first.
  package mutating func use(_ composer: Composer) {
    endComposition()
    self.composer = composer
  }

  var snapshot: FieldHistory.Snapshot { .init(text: text, cursor: cursor) }

  // MARK: - The one place an edit is applied

  /// Runs one engine step on the text and keeps the limit and an undo step. Far from the limit
  /// (almost every key) no key can pass it, so nothing of the field as it was is kept but the
  /// document where an undo step starts: a copy of the field would hold the text, and the edit
  /// would then copy the whole text to change it; and the field's bytes themselves, copied
  /// and moved as an optional on every key, were a few cache lines a key.
  private mutating func step(
    _ kind: FieldHistory.EditKind, _ run: (inout Composer) -> KeyResult
  ) -> FieldOutcome {
    if nearLimit { return stepNearLimit(kind, run) }
    let previous = buffer.characterBeforeCursor
    let result = run(&composer)
    if mayPassLimit(result.edit) {
      // Should a key ever add more than the bound, it is refused with the syllable ended, as
      // nothing from before it was kept.
      assertionFailure("a key added more than \(Self.keyGrowthBound) characters")
      (composer, composing) = (freshComposer, nil)
      return .tooLong
    }
    composing = result.composing
    let undoStep = history.startsStep(kind, previous: previous) ? snapshot : nil
    return change(
      kind, edit: result.edit, cursor: cursor, previous: previous, undoStep: undoStep, saved: nil)
  }

  /// `step` near the limit, where the key may be refused: the field before it is kept, with
  /// the keystrokes' state (not a copy of the composer, which would retain each of its
  /// tables), so that a refused key puts the syllable back as it was.
  private mutating func stepNearLimit(
    _ kind: FieldHistory.EditKind, _ run: (inout Composer) -> KeyResult
  ) -> FieldOutcome {
    let (progress, syllable) = (composer.progress, composing)
    let previous = buffer.characterBeforeCursor
    let result = run(&composer)
    composing = result.composing
    var saved = self
    (saved.composer.progress, saved.composing) = (progress, syllable)
    return change(
      kind, edit: result.edit, cursor: cursor, previous: previous, undoStep: saved.snapshot,
      saved: saved)
  }

  /// The most characters one keystroke adds: its edit replaces the composing syllable with
  /// what the key commits and the next syllable (three characters at most on the keyboards
  /// dubeol reads; text longer than that is cut to the room left before it comes here).
  static let keyGrowthBound = 8

  /// Close enough to the limit that a key may pass it.
  private var nearLimit: Bool { count + Self.keyGrowthBound > maxLength }

  /// Applies `edit` as one step from `saved`, the field before it.
  private mutating func change(
    _ kind: FieldHistory.EditKind, from saved: ComposingField, edit: TextEdit
  ) -> FieldOutcome {
    change(
      kind, edit: edit, cursor: saved.cursor, previous: saved.buffer.characterBeforeCursor,
      undoStep: saved.snapshot, saved: saved)
  }

  /// Applies `edit` to a field whose cursor was at `cursor` after `previous` before the step.
  /// `undoStep` is the document to go back to should an undo step start here; `saved`, the
  /// field before the step where the limit may be passed: an edit past it is undone
  /// (`.tooLong`).
  private mutating func change(
    _ kind: FieldHistory.EditKind, edit: TextEdit, cursor before: Int, previous: Character?,
    undoStep: FieldHistory.Snapshot?, saved: ComposingField?
  ) -> FieldOutcome {
    // Asked before the text changes: an edit that puts back what it deletes changes nothing.
    let unchanged = Self.sameBytes(
      buffer.textBeforeCursor(characters: edit.deleteCount), edit.insert)
    buffer.apply(edit)
    if let saved, count > maxLength, count > saved.count {
      self = saved
      return .tooLong
    }
    if unchanged { return cursor == before ? .unchanged : .moved }
    history.record(undoStep, kind: kind, previous: previous)
    return .changed
  }

  /// Whether two texts hold the same UTF-8, compared in place where both are contiguous (the
  /// generic walk of two UTF-8 views ran through a page of the standard library's code).
  private static func sameBytes(_ a: Substring, _ b: String) -> Bool {
    let inPlace = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y in x.count == y.count && x.elementsEqual(y) }
    }
    return (inPlace ?? nil) ?? a.utf8.elementsEqual(b.utf8)
  }

  /// True when `edit` inserts more characters than the limit leaves room for (a deletion never
  /// adds any). Its bytes are counted first: a character has at least one, and counting
  /// characters walks grapheme clusters, on every key.
  private func mayPassLimit(_ edit: TextEdit) -> Bool {
    count + edit.insert.utf8.count > maxLength && count + edit.insert.count > maxLength
  }
}

/// A key as a field takes it: a typed character or an editing command.
package enum FieldKey: Sendable, Equatable {
  case typed(Character)
  case edit(FieldEdit)
}

/// An editing command a field carries out (the key map says which keys send which);
/// `deleteCharacter` is the grid's long ⌫ (a whole character, not one keystroke).
package enum FieldEdit: Sendable, Equatable {
  case backspace, deleteCharacter, deleteWord, deleteToLineStart, deleteToLineEnd, clear
  case left, right, home, end, wordLeft, wordRight
  case undo, redo, newline, toggleMode
  /// Esc: the composing syllable ends; `toLatin` also switches to English (vi users).
  case endSyllable(toLatin: Bool)
}

/// What an edit did to a field; the place that holds the field says it in its own way.
package enum FieldOutcome: Sendable, Equatable {
  /// Nothing changed.
  case unchanged
  /// The cursor, the mode or the composition changed, not the text.
  case moved
  /// The text changed.
  case changed
  /// The edit would pass the limit and was refused.
  case tooLong
  /// Pasted text was cut to the limit: this many characters were left out.
  case cut(Int)
  case nothingToUndo, nothingToRedo

  /// Whether the text changed (a draft to save, a result to refresh).
  package var changedText: Bool {
    switch self {
    case .changed: true
    case .cut: true
    default: false
    }
  }

  /// What a refused edit says, for a field that holds at most `limit` characters; nil when
  /// the edit went through.
  package func refusal(limit: Int, noun: String = "") -> String? {
    switch self {
    case .tooLong: "\(noun)\(limit)자까지 쓸 수 있어요"
    case .cut(let count): "\(noun)\(limit)자까지예요: \(count)자는 넣지 못했어요"
    case .nothingToUndo: "되돌릴 것이 없어요"
    case .nothingToRedo: "다시 할 것이 없어요"
    case .unchanged, .moved, .changed: nil
    }
  }
}

extension String {
  /// Line breaks as spaces (a one-line field).
  fileprivate func replacingNewlines() -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
  }
}
