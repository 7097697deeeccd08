import Foundation
import Reviews

/// The review open in the reader overlay and how far its text is scrolled.
public struct ReaderState: Sendable, Equatable {
  public var review: Review
  /// The first line of the text shown.
  public var scroll = 0

  public init(review: Review) {
    self.review = review
  }
}

/// The outbox view: the highlighted post and the one it asks about discarding.
public struct OutboxViewState: Sendable, Equatable {
  public var selected = 0
  /// The id of the post "버릴까요?" is asked about; nil when not asking.
  public var confirmingDiscard: String?

  public init() {}
}

/// A click on the list, remembered to tell a double click from two single ones.
struct ListClick: Sendable, Equatable {
  var index: Int
  var at: Date

  /// Two presses on one review at most this far apart open it.
  static let doubleClickSeconds: TimeInterval = 0.4
}
