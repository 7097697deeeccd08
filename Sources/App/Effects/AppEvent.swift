import Foundation
import Pictures
import Reviews
import Terminal

/// Everything that can happen to the app: input, time, and the results of effects.
package enum AppEvent: Sendable {
  case input(InputEvent)
  case timer(TimerKind)
  case reviewsLoaded(generation: Int, start: Int, reviews: [Review])
  case pageLoaded(generation: Int, request: PageRequest, page: CursorPage)
  /// The walk to the oldest review has passed `walked` reviews.
  case walkProgressed(generation: Int, walked: Int)
  case capabilitiesLoaded(ServerCapabilities)
  case reviewsFailed(generation: Int, start: Int, message: String)
  /// The server stored the post; `review` is nil when it did not send the review back.
  /// `signed`: it went with the author key, so the review is the user's to edit and delete.
  case postSucceeded(key: String, review: Review?, signed: Bool = false)
  case editSucceeded(Review)
  /// `status`: the server's HTTP status when it refused (404: the review is gone).
  case editFailed(id: String, message: String, status: Int?)
  case deleteSucceeded(id: String)
  case deleteFailed(id: String, message: String, status: Int?)
  /// `retryAfter`: the seconds the server asked to wait (Retry-After), when it said.
  case postFailed(key: String, message: String, retryable: Bool, retryAfter: TimeInterval? = nil)
  /// A disk write failed; `reason` says why, in Korean.
  case storageFailed(StorageItem, reason: String)
  /// A disk write succeeded (it ends an earlier failure).
  case storageSaved(StorageItem)
  /// A 한자 or 기호 table was loaded, or could not be.
  case hanjaTableLoaded(HanjaTableLoad)
  /// Another session (or command) changed a file every session shares.
  case sharedFilesChanged(SharedFiles)
  /// A profile picture arrived (already decoded and shrunk), or nil: it cannot be shown.
  case pictureLoaded(url: String, image: DecodedImage?)
}
