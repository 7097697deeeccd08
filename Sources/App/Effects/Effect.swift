import Foundation
import Hanja
import Persistence
import Reviews

/// Work `update` asks for; the runtime performs it and feeds results back as `AppEvent`s.
package enum Effect: Sendable, Equatable {
  /// A page of the list; with `query`, of the server's search results (`q=`).
  case fetchReviews(themeId: String, start: Int, count: Int, generation: Int, query: String? = nil)
  /// A page of the list by cursor (a server with cursor paging).
  case fetchPage(themeId: String, request: PageRequest, count: Int, generation: Int)
  /// `G` on a server without the oldest page: walk the pages by offset from `from` to the end,
  /// keeping the last `keep` reviews, reporting progress; ends as `reviewsLoaded` at their offset.
  case walkToOldest(themeId: String, query: String?, from: Int, keep: Int, generation: Int)
  /// Stop the walk (Esc).
  case cancelWalk
  /// Ask the server what it offers beyond the original API (search).
  case fetchCapabilities
  /// Download (or revalidate in the cache) and decode a profile picture, off the UI's thread.
  case fetchPicture(url: String)
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
  /// Keep the newest page just loaded, to show at the next start.
  case cacheFirstPage(themeId: String, CachedFirstPage)
  /// Load a 한자 or 기호 table through its cached index, off the loop (the frame never waits),
  /// with the learned choices when `withChoices`; ends as `hanjaTableLoaded`.
  case loadHanjaTable(HanjaConversion.Table, file: URL, withChoices: Bool)
  /// Keep the learned 한자 choices (hanja-choices.txt in the data directory).
  case saveHanjaChoices(LearnedChoices)
  case startTimer(TimerKind, milliseconds: Int)
  /// Bytes for the terminal itself, written between frames: escape sequences the app builds
  /// (OSC 52 to copy), never text from the network.
  case writeTerminal(String)
}
