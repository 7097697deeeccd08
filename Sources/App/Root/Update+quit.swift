extension AppState {
  /// q or Ctrl-C: with a draft (or text that could not be saved) asks first; the draft is
  /// saved either way, and text that cannot be saved is rescued by the runtime on the way out.
  mutating func requestQuit(confirmed: Bool) -> [Effect] {
    // An edit in progress is not saved anywhere: quitting drops it, so ask.
    let hasDraft = !draftText.allSatisfy { $0.isWhitespace } || own.editing != nil
    if (hasDraft || unsavedText != nil) && !confirmed {
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
