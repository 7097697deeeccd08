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
    usesLayout = !keyboard.typesLike(.dubeolsik)
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

  /// The syllable being composed, or nil.
  public var composing: Syllable? {
    usesLayout ? buffer.view(shown: shown) : syllable.view(shown: shown)
  }

  /// Handles one keystroke: the edits to apply (none or one) and the new composing state.
  public mutating func handle(_ input: KeyInput) -> KeyResult {
    let edit = edit(for: input)
    return KeyResult(edits: edit.isEmpty ? [] : [edit], composing: composing)
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

  /// One ASCII key as an edit with inline scalars: `KeyLineConverter`'s path, which builds
  /// no String per key. A key types what the keyboard maps it to; a key it does not use is
  /// inserted as itself.
  @inline(__always)
  mutating func scalarEdit(forASCII ascii: UInt8) -> ScalarEdit {
    if usesLayout { return press(ascii) }
    if let jamo = tables.jamo(forASCII: ascii) { return type(jamo) }
    endComposition()
    return ScalarEdit(deleteCount: 0, insert: ScalarRun(UInt32(ascii)))
  }

  /// Long ⌫: ends the composition and deletes one whole character.
  public mutating func deleteCharacter() -> KeyResult {
    endComposition()
    return KeyResult(edits: [TextEdit(deleteCount: 1)], composing: nil)
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
