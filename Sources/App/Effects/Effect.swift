import Persistence

/// Work `update` asks for; the runtime performs it and feeds results back as `AppEvent`s.
public enum Effect: Sendable, Equatable {
  /// A page of the list; with `query`, of the server's search results (`q=`).
  case fetchReviews(themeId: String, start: Int, count: Int, generation: Int, query: String? = nil)
  /// Ask the server what it offers beyond the original API (search).
  case fetchCapabilities
  case post(PendingPost)
  /// Save the new content of one's own review (`PATCH`, with the author key).
  case editReview(themeId: String, id: String, content: String)
  /// Delete one's own review (`DELETE`, with the author key).
  case deleteReview(themeId: String, id: String)
  /// Record (true) or forget (false) that a review is the user's (owned-reviews.json).
  case markOwned(id: String, owned: Bool)
  case saveDraft(String)
  case clearDraft
  /// Keep (or, nil, remove) the edit of one's own review in progress (edit.json).
  case saveEditDraft(EditDraft?)
  case saveSettings(Settings)
  case saveOutbox([PendingPost])
  case startTimer(TimerKind, milliseconds: Int)
  /// Bytes for the terminal itself, written between frames: escape sequences the app builds
  /// (OSC 52 to copy), never text from the network.
  case writeTerminal(String)
}
