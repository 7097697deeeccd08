extension AppState {
  /// q or Ctrl-C: with a draft, reviews in the outbox or text that could not be saved asks
  /// first (saying what waits where); the draft is
  /// saved either way, and text that cannot be saved is rescued by the runtime on the way out.
  mutating func requestQuit(confirmed: Bool) -> [Effect] {
    // An edit in progress is not saved anywhere: quitting drops it, so ask.
    // Reviews waiting in the outbox are kept, but the user should know they have not gone.
    let hasDraft = !draftText.allSatisfy { $0.isWhitespace } || own.editing != nil
    let waiting = !posting.outbox.waiting().isEmpty
    if (hasDraft || unsavedText != nil || waiting) && !confirmed {
      overlay = .confirm(.quit)
      return []
    }
    return quitNow()
  }

  mutating func quitNow() -> [Effect] {
    endComposition()
    overlay = nil
    shouldQuit = true
    return saveDraftNow() + retryFailedSaves()
  }
}
