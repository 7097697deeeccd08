import Hangul
import Reviews

/// The compose pane: a multi-line composing field as long as a review may be.
package struct ComposeState: Sendable {
  package var field: ComposingField

  /// The most characters a review may have; typing and pasting stop there.
  static let maxLength = ReviewAPI.maxContentLength
  /// From this length on the title counts the characters; below it, it names the limit. A
  /// count redrawn on every syllable cost twice the bytes of the syllable itself (two cursor
  /// moves and a colour), and far from the limit it tells nothing to act on.
  static let counterShown = maxLength * 9 / 10

  package init(text: String = "", composer: Composer = Composer()) {
    field = ComposingField(
      text: text, composer: composer, maxLength: Self.maxLength, multiline: true)
  }

  package var buffer: TextBuffer { field.buffer }
  package var text: String { field.text }
  /// The syllable being composed; it is the character right before the cursor.
  package var composing: Syllable? { field.composing }
  package var mode: InputMode { field.mode }
  /// The length the counter shows and every limit and warning uses: characters as a reader
  /// counts them (grapheme clusters).
  package var length: Int { field.count }
}
