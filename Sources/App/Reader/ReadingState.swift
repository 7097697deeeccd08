import Foundation
import Reviews

/// The review open in the reader overlay and how far its text is scrolled.
package struct ReaderState: Sendable, Equatable {
  package var review: Review
  /// The first line of the text shown.
  package var scroll = 0

  package init(review: Review) {
    self.review = review
  }
}

/// The outbox view: the highlighted post and the one it asks about discarding.
package struct OutboxViewState: Sendable, Equatable {
  package var selected = 0
  /// The id of the post "버릴까요?" is asked about; nil when not asking.
  package var confirmingDiscard: String?

  package init() {}
}

/// A click on the list, remembered to tell a double click from two single ones.
struct ListClick: Sendable, Equatable {
  var index: Int
  var at: Date

  /// Two presses on one review at most this far apart open it.
  static let doubleClickSeconds: TimeInterval = 0.4
}
