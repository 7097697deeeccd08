import Foundation
import Reviews

/// The user's own reviews on this session's server: which they are and the one being edited
/// in the compose pane (the delete question is `Confirmation.deleteReview`).
package struct OwnReviewsState: Sendable, Equatable {
  /// Ids of the reviews posted from this data directory with an author key (owned-reviews.json).
  package var ids: Set<String> = []
  /// The review loaded into the compose pane by `e`; nil when composing a new one.
  package var editing: EditingReview?
  /// Reviews with an edit or a delete in flight.
  package var inFlight: Set<String> = []

  package init(ids: Set<String> = []) {
    self.ids = ids
  }
}

/// A review being edited, and the draft it pushed aside (it comes back when the edit ends).
package struct EditingReview: Sendable, Equatable {
  package var review: Review
  /// The compose text and cursor before `e`; the draft file keeps this text meanwhile.
  package var draftBefore: String
  package var cursorBefore: Int
}
