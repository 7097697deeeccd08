import Hangul

/// The compose pane: the document, the composing engine and the input mode.
public struct ComposeState: Sendable {
  public var buffer: TextBuffer
  public var composer: Composer
  /// The syllable being composed; it is the character right before the cursor.
  public var composing: Syllable?
  public var mode: InputMode = .hangul

  static let maxLength = 1000

  public init(text: String = "", composer: Composer = Composer()) {
    self.buffer = TextBuffer(text)
    self.composer = composer
  }

  public var text: String { buffer.text }
}
