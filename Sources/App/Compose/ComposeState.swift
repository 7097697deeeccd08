import Hangul
import Reviews

/// The compose pane: a multi-line composing field as long as a review may be.
public struct ComposeState: Sendable {
  public var field: ComposingField

  /// The most characters a review may have; typing and pasting stop there.
  static let maxLength = ReviewAPI.maxContentLength

  public init(text: String = "", composer: Composer = Composer()) {
    field = ComposingField(
      text: text, composer: composer, maxLength: Self.maxLength, multiline: true)
  }

  public var buffer: TextBuffer { field.buffer }
  public var text: String { field.text }
  /// The syllable being composed; it is the character right before the cursor.
  public var composing: Syllable? { field.composing }
  public var mode: InputMode { field.mode }
  /// The length the counter shows and every limit and warning uses: characters as a reader
  /// counts them (grapheme clusters).
  public var length: Int { field.count }
}
