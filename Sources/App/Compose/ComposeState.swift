import Hangul
import Reviews

/// The compose pane: the document, the composing engine and the input mode.
public struct ComposeState: Sendable {
  public var buffer: TextBuffer
  public var composer: Composer
  /// The syllable being composed; it is the character right before the cursor.
  public var composing: Syllable?
  public var mode: InputMode = .hangul
  /// Ctrl-Z / Ctrl-Y steps.
  public var history = ComposeHistory()

  /// The most characters a review may have; typing and pasting stop there.
  static let maxLength = ReviewAPI.maxContentLength

  /// The length the counter shows and every limit and warning uses: characters as a reader
  /// counts them (grapheme clusters).
  public var length: Int { buffer.count }

  var snapshot: ComposeHistory.Snapshot { .init(text: buffer.text, cursor: buffer.cursor) }

  public init(text: String = "", composer: Composer = Composer()) {
    self.buffer = TextBuffer(text)
    self.composer = composer
  }

  public var text: String { buffer.text }
}
