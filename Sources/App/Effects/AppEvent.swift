import Foundation
import Reviews
import Terminal

/// Everything that can happen to the app: input, time, and the results of effects.
public enum AppEvent: Sendable {
  case input(InputEvent)
  /// The wall clock; the runtime sends it before the events it stamps.
  case clock(Date)
  case timer(TimerKind)
  case reviewsLoaded(generation: Int, start: Int, reviews: [Review])
  case reviewsFailed(generation: Int, start: Int, message: String)
  /// The server stored the post; `review` is nil when it did not send the review back.
  case postSucceeded(key: String, review: Review?)
  case postFailed(key: String, message: String, retryable: Bool)
  /// A disk write failed (`what` says which, in Korean).
  case storageFailed(what: String, message: String)
}
