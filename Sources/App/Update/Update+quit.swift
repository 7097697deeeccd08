extension AppState {
  /// q or Ctrl-C: with a non-empty draft asks first; the draft is saved either way.
  mutating func requestQuit(confirmed: Bool) -> [Effect] {
    let hasDraft = !compose.text.allSatisfy { $0.isWhitespace }
    if hasDraft && !confirmed {
      overlay = .confirmQuit
      return []
    }
    return quitNow()
  }

  mutating func quitNow() -> [Effect] {
    endComposition()
    overlay = nil
    shouldQuit = true
    return saveDraftNow() + [.quit]
  }
}
