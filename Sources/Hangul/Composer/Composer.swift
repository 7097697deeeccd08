/// The Hangul automata: turns keystrokes into edits of a document it never owns.
///
/// The composing syllable is really in the document (as on iOS): every keystroke returns
/// one edit that replaces it. On 두벌식 (`Keyboard.dubeolsik`, or any keyboard that types like
/// it) the 2-beolsik automaton runs: `standard` is libhangul's keyboard "2"; `mobile` adds two
/// compound vowels and a Backspace that undoes the keystrokes of the current word. Every other
/// keyboard runs libhangul's own rules for its kind over its tables (`JasoBuffer`), with the
/// options libhangul has (`Keyboard.problem(profile:options:)` says which make sense).
public struct Composer: Sendable {
  public let profile: Profile
  public let options: ComposerOptions
  public let keyboard: Keyboard
  private let tables: AutomatonTables
  /// The keyboard's tables when it is not 2-beolsik (`usesLayout`).
  private let layout: KeyboardTables
  private let usesLayout: Bool
  private let keepsHistory: Bool
  private var syllable = ComposingSyllable()
  private var buffer = JasoBuffer()
  /// `syllable`'s text, kept so each keystroke computes it once.
  private var shown = ScalarRun()
  private var history = KeystrokeHistory()

  public init(
    profile: Profile = .mobile, options: ComposerOptions = .init(),
    keyboard: Keyboard = .dubeolsik
  ) {
    self.profile = profile
    self.options = options
    self.keyboard = keyboard
    tables = AutomatonTables.cached(profile: profile, options: options)
    usesLayout = !keyboard.typesLikeDubeolsik
    layout = KeyboardTables(keyboard: usesLayout ? keyboard : .dubeolsik, options: options)
    keepsHistory = profile == .mobile && !usesLayout
  }

  /// Whether a character typed on a physical keyboard is one of this keyboard's keys in 한글
  /// mode: on 2-beolsik the letters; elsewhere every printable ASCII key the keyboard maps
  /// (digits and punctuation too on 390).
  public func takesKey(_ character: Character) -> Bool {
    guard let ascii = character.singleASCII, ascii > 0x20, ascii < 0x7F else { return false }
    return usesLayout ? layout.value(forASCII: ascii) != 0 : tables.jamo(forASCII: ascii) != nil
  }

  /// Where the keystrokes stand (the syllable, its text and the keystrokes behind it), without
  /// the keyboard and its tables: what a field keeps to put one keystroke back. Taking it costs
  /// a retain or two, where a copy of the composer retains each of its dozen tables.
  public struct Progress: Sendable {
    fileprivate var syllable: ComposingSyllable
    fileprivate var buffer: JasoBuffer
    fileprivate var shown: ScalarRun
    fileprivate var history: KeystrokeHistory
  }

  /// The keystrokes' state, to be put back with the same keyboard.
  public var progress: Progress {
    get { Progress(syllable: syllable, buffer: buffer, shown: shown, history: history) }
    set {
      (syllable, buffer, shown, history) = (
        newValue.syllable, newValue.buffer, newValue.shown, newValue.history
      )
    }
  }

  /// The syllable being composed, or nil.
  public var composing: Syllable? {
    usesLayout ? buffer.view(shown: shown) : syllable.view(shown: shown)
  }

  /// Handles one keystroke: the edits to apply (none or one) and the new composing state.
  public mutating func handle(_ input: KeyInput) -> KeyResult {
    let edit = edit(for: input)
    return KeyResult(edit: edit, composing: composing)
  }

  /// The edit of one keystroke, without building the composing state (key scripts).
  mutating func edit(for input: KeyInput) -> TextEdit {
    switch input {
    case .key(let key):
      if let ascii = key.singleASCII {
        if usesLayout { return tables.textEdit(press(ascii)) }
        if let jamo = tables.jamo(forASCII: ascii) { return tables.textEdit(type(jamo)) }
      }
      return insert(String(key))
    case .jamo(let character):
      // Keyboards from data are pressed by key (`.key`); a jamo alone is text there.
      guard !usesLayout, let parts = JamoParts.keystroke(for: character) else {
        return insert(String(character))
      }
      let edit = type(parts.0, then: parts.1)
      return tables.textEdit(edit)
    case .backspace:
      let edit = backspace()
      return tables.textEdit(edit)
    case .text(let text):
      return insert(text)
    case .flush:
      endComposition()
      return TextEdit()
    }
  }

  // MARK: - Streaming (`KeyLineConverter`)

  // A line's document is always the text committed so far followed by the composing
  // syllable's, so a converter can write what keys commit as they come and the syllable once
  // at the end of the line: no diff of the syllable before and after each key, and no syllable
  // text computed per key. These three calls keep `shown` empty; they are not mixed with
  // `handle` on one composer.

  /// One ASCII key: the text it finishes goes to `committed` (a key the keyboard does not use
  /// is committed as itself, after the syllable).
  @inline(__always)
  mutating func streamKey<Sink: ScalarSink>(_ ascii: UInt8, committed: inout Sink) {
    if usesLayout {
      let value = layout.value(forASCII: ascii)
      if !buffer.process(value, ascii: ascii, tables: layout, committed: &committed) {
        committed.append(UInt32(ascii))
      }
      return
    }
    if let jamo = tables.jamo(forASCII: ascii) {
      guard keepsHistory else {
        syllable.type(jamo, tables: tables, autoReorder: options.autoReorder, committed: &committed)
        return
      }
      // The history keeps what each key commits, so the mobile Backspace can take it back.
      history.record(syllable)
      var run = ScalarRun()
      syllable.type(jamo, tables: tables, autoReorder: options.autoReorder, committed: &run)
      history.append(committed: run)
      for index in 0..<run.count { committed.append(run[index]) }
      return
    }
    syllable.text(tables, into: &committed)
    committed.append(UInt32(ascii))
    endComposition()
  }

  /// Backspace: how many committed characters it takes back (0 when it changed the syllable;
  /// the mobile profile's undo can take back what the undone key committed).
  @inline(__always)
  mutating func streamBackspace() -> Int {
    if usesLayout { return buffer.backspace() ? 0 : 1 }
    if keepsHistory {
      var removed = ScalarRun()
      if let previous = history.undo(removed: &removed) {
        syllable = previous
        return removed.count
      }
    }
    return syllable.deleteLastJamo() ? 0 : 1
  }

  /// Starts a line: nothing composing, no history.
  mutating func streamReset() { endComposition() }

  /// Appends the composing syllable's text (what ends the line).
  func streamComposing<Sink: ScalarSink>(into sink: inout Sink) {
    if usesLayout {
      buffer.text(layout, into: &sink)
    } else {
      syllable.text(tables, into: &sink)
    }
  }

  /// Long ⌫: ends the composition and deletes one whole character.
  public mutating func deleteCharacter() -> KeyResult {
    endComposition()
    return KeyResult(edit: TextEdit(deleteCount: 1), composing: nil)
  }

  // MARK: - Keystrokes

  @inline(__always)
  private mutating func type(_ jamo: Jamo, then second: Jamo? = nil) -> ScalarEdit {
    let old = shown
    if keepsHistory { history.record(syllable) }
    var new = ScalarRun()
    syllable.type(jamo, tables: tables, autoReorder: options.autoReorder, committed: &new)
    if let second {
      syllable.type(second, tables: tables, autoReorder: options.autoReorder, committed: &new)
    }
    if keepsHistory { history.append(committed: new) }
    shown = syllable.text(tables)
    new.append(shown)
    return ScalarRun.edit(from: old, to: new)
  }

  /// One key of a keyboard from data, as libhangul's hangul_ic_process takes it.
  @inline(__always)
  private mutating func press(_ ascii: UInt8) -> ScalarEdit {
    let old = shown
    var new = ScalarRun()
    let value = layout.value(forASCII: ascii)
    if !buffer.process(value, ascii: ascii, tables: layout, committed: &new) {
      new.append(UInt32(ascii))
    }
    shown = buffer.text(layout)
    new.append(shown)
    return ScalarRun.edit(from: old, to: new)
  }

  /// Backspace as an edit with inline scalars (`handle` and `KeyLineConverter` both use it).
  mutating func backspace() -> ScalarEdit {
    if usesLayout {
      let old = shown
      guard buffer.backspace() else { return ScalarEdit(deleteCount: 1, insert: ScalarRun()) }
      shown = buffer.text(layout)
      return ScalarRun.edit(from: old, to: shown)
    }
    var old = ScalarRun()
    if keepsHistory, let previous = history.undo(removed: &old) {
      old.append(shown)
      syllable = previous
      shown = syllable.text(tables)
      return ScalarRun.edit(from: old, to: shown)
    }
    old = shown
    guard syllable.deleteLastJamo() else { return ScalarEdit(deleteCount: 1, insert: ScalarRun()) }
    shown = syllable.text(tables)
    return ScalarRun.edit(from: old, to: shown)
  }

  private mutating func insert(_ text: String) -> TextEdit {
    endComposition()
    return TextEdit(insert: text)
  }

  private mutating func endComposition() {
    syllable.reset()
    buffer.clear()
    shown = ScalarRun()
    if keepsHistory { history.clear() }
  }
}

extension Character {
  /// The byte of a one-byte (ASCII) character, else nil. Cheaper than `asciiValue`, which
  /// also maps "\r\n" to "\n" (not a key either way).
  @inline(__always)
  fileprivate var singleASCII: UInt8? {
    let utf8 = self.utf8
    guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
    return byte
  }
}
