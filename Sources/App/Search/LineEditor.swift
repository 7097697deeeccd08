import Hangul

/// A one-line text field typed like the compose pane: letters compose Hangul through the app's
/// 2-beolsik engine in 한글 mode and are typed as they are in 영문 mode.
public struct LineEditor: Sendable, Equatable {
  public private(set) var buffer: TextBuffer
  public private(set) var hangul: Bool
  private var composer: Composer

  /// The longest text it takes (a search line, not a review).
  static let maxLength = 100

  init(text: String = "", composer: Composer, hangul: Bool) {
    self.buffer = TextBuffer(text)
    self.composer = composer
    self.hangul = hangul
  }

  public var text: String { buffer.text }

  /// The syllable being composed at the end of the text, if any.
  public var composing: Syllable? { composer.composing }

  public static func == (lhs: LineEditor, rhs: LineEditor) -> Bool {
    lhs.buffer == rhs.buffer && lhs.hangul == rhs.hangul && lhs.composing == rhs.composing
  }

  /// A key typed on the physical keyboard.
  mutating func type(_ key: Character) {
    let isLetter = key.isASCII && key.isLetter
    apply(hangul && isLetter ? .key(key) : .text(String(key)))
  }

  /// Text from an input method or a paste: one line, cut to what fits.
  mutating func type(_ text: String) {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    let room = Self.maxLength - buffer.count
    guard room > 0, !line.isEmpty else { return }
    apply(.text(String(line.prefix(room))))
  }

  mutating func backspace() { apply(.backspace) }

  mutating func toggleHangul() {
    endComposition()
    hangul.toggle()
  }

  mutating func endComposition() {
    buffer.apply(composer.handle(.flush).edits)
  }

  /// One input through the composer; input that would pass `maxLength` is refused.
  private mutating func apply(_ input: KeyInput) {
    let before = self
    buffer.apply(composer.handle(input).edits)
    if buffer.count > Self.maxLength { self = before }
  }
}
