import Reviews

/// The modal layer drawn over the panes, with its own state; it receives keys first. One value
/// says which is open and holds what it shows, so no two can be open and none lacks its state.
/// Indirect: the state is copied on every key and frame, and a boxed overlay copies as one
/// reference where an inline one copied every popup's fields.
package indirect enum Overlay: Sendable, Equatable {
  /// The key list; `page` is the one shown (a small screen has several).
  case help(page: Int)
  /// A question that waits for yes or no.
  case confirm(Confirmation)
  /// 자주 쓰는 말.
  case phrases(PhrasesPopup)
  /// The 단축키 picker (and its item editor).
  case shortcuts(ShortcutPicker)
  /// One review in full.
  case reader(ReaderState)
  /// The queued posts.
  case outbox(OutboxViewState)

  /// Which overlay this is, without its state (for comparisons and table look-ups).
  package enum Kind: Sendable, Equatable, CaseIterable {
    case help, confirm, phrases, shortcuts, reader, outbox
  }

  package var kind: Kind {
    switch self {
    case .help: .help
    case .confirm: .confirm
    case .phrases: .phrases
    case .shortcuts: .shortcuts
    case .reader: .reader
    case .outbox: .outbox
    }
  }
}

/// What a confirmation dialog asks.
package enum Confirmation: Sendable, Equatable {
  /// Quit with a draft (or text that could not be saved).
  case quit
  /// Delete one's own review; `reader` is the reader it was asked from (back on no).
  case deleteReview(Review, reader: ReaderState?)

  /// Where the keys that answer it are: deleting takes only y (never Enter or Ctrl-C, which
  /// quitting accepts as yes).
  var scope: KeyScope {
    switch self {
    case .quit: .quitConfirm
    case .deleteReview: .confirm
    }
  }
}
