/// A timer the app asked for; when it fires the runtime sends it back as an event.
/// Each carries the token it was armed with, so a timer made stale by later events does nothing.
package enum TimerKind: Sendable, Hashable {
  case spinner
  case keyFlash(Int)
  case longPress(Int)
  case toastExpiry(Int)
  case outboxRetry(Int)
  case draftSave
  /// Redraws relative times ("3분 전") while nothing else happens.
  case clockTick
}
