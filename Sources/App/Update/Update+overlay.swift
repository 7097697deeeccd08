import Terminal

extension AppState {
  /// Keys while an overlay is open: it gets them all (Ctrl-C still quits).
  mutating func handleOverlayKey(_ chord: KeyChord, _ overlay: Overlay) -> [Effect] {
    let interrupt = chord == KeyChord(.ctrl("c"))
    switch overlay {
    case .help:
      // Space, PgDn and → turn the page while there is one; any other key closes.
      let turns = [Key.character(" "), .pageDown, .right].contains(chord.key)
      if turns, helpPage + 1 < HelpOverlay.paging(self).pages {
        helpPage += 1
        return []
      }
      self.overlay = nil
      return interrupt ? requestQuit(confirmed: false) : []
    case .confirmQuit:
      switch chord.key {
      case .character("y"), .character("Y"), .enter, .ctrl("c"):
        return quitNow()
      case .character("n"), .character("N"), .escape:
        self.overlay = nil
        return []
      default:
        return []
      }
    case .review:
      return interrupt ? closeReader() + requestQuit(confirmed: false) : handleReaderKey(chord)
    case .outbox:
      return interrupt ? closeOutboxView() + requestQuit(confirmed: false) : handleOutboxKey(chord)
    case .favorites, .shortcuts:
      if interrupt {
        closePopup()
        return requestQuit(confirmed: false)
      }
      return handlePopupKey(chord, overlay)
    }
  }

  mutating func handleOverlayText(_ text: String, _ overlay: Overlay) -> [Effect] {
    switch overlay {
    case .favorites, .shortcuts: return handlePopupText(text, overlay)
    case .help, .confirmQuit, .review, .outbox: return []
    }
  }
}
