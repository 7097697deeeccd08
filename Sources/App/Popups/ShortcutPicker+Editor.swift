import Hangul

extension ShortcutPicker {
  /// An item being edited in place: letters compose Hangul through the app's engine in 한글
  /// mode, and are typed as they are in 영문 mode (Tab switches).
  public struct Editor: Equatable, Sendable {
    public var index: Int
    public private(set) var buffer: TextBuffer
    /// Why Enter did not save, or why typing stopped (shown under the field).
    public var error: String?
    /// Letters compose Hangul; false types them as they are.
    public private(set) var hangul: Bool
    private var composer: Composer?

    init(index: Int, text: String, composer: Composer?, hangul: Bool) {
      self.index = index
      self.buffer = TextBuffer(text)
      self.composer = composer
      self.hangul = composer != nil && hangul
    }

    public var text: String { buffer.text }

    /// The syllable being composed at the end of the text, if any.
    public var composing: Syllable? { composer?.composing }

    public static func == (lhs: Editor, rhs: Editor) -> Bool {
      lhs.index == rhs.index && lhs.buffer == rhs.buffer && lhs.error == rhs.error
        && lhs.hangul == rhs.hangul && lhs.composing == rhs.composing
    }

    /// A key typed on the physical keyboard.
    mutating func type(_ key: Character) {
      let isLetter = key.isASCII && key.isLetter
      apply(hangul && isLetter ? .key(key) : .text(String(key)), raw: String(key))
    }

    /// Text from an input method or a paste; what does not fit is dropped.
    mutating func type(_ text: String) {
      let room = ShortcutPicker.maxLength - buffer.count
      guard text.count > room else { return apply(.text(text), raw: text) }
      if room > 0 { apply(.text(String(text.prefix(room))), raw: String(text.prefix(room))) }
      error = ShortcutPicker.tooLong
    }

    mutating func backspace() {
      error = nil
      if composer != nil {
        apply(.backspace, raw: nil)
      } else {
        buffer.deleteBackward()
      }
    }

    mutating func clear() {
      endComposition()
      buffer = TextBuffer()
      error = nil
    }

    mutating func toggleHangul() {
      guard composer != nil else { return }
      endComposition()
      hangul.toggle()
    }

    mutating func endComposition() {
      guard var composer else { return }
      buffer.apply(composer.handle(.flush).edits)
      self.composer = composer
    }

    /// Applies one input through the composer (or inserts `raw` without one), refusing input
    /// that would pass `ShortcutPicker.maxLength`.
    private mutating func apply(_ input: KeyInput, raw: String?) {
      let before = self
      if var composer {
        buffer.apply(composer.handle(input).edits)
        self.composer = composer
      } else if let raw {
        buffer.insertText(raw)
      }
      if buffer.count > ShortcutPicker.maxLength {
        self = before
        error = ShortcutPicker.tooLong
      } else {
        error = nil
      }
    }
  }
}
