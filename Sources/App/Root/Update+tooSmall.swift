import Terminal

extension AppState {
  /// While the window is too small nothing is shown but the notice, so nothing may act unseen:
  /// only Ctrl-C does something, and it quits at once (a confirmation could not be seen); the
  /// draft is saved as on every quit.
  mutating func handleWhileTooSmall(_ input: InputEvent) -> [Effect] {
    guard case .key(let key, let modifiers) = input,
      keys.command(for: KeyChord(key, modifiers), in: .everywhere) == .interrupt
    else { return [] }
    return quitNow()
  }
}
