import Terminal

extension AppState {
  /// Keys while an overlay is open: it gets them all (Ctrl-C still quits).
  mutating func handleOverlayKey(_ chord: KeyChord, _ overlay: Overlay) -> [Effect] {
    let interrupt = keys.command(for: chord, in: .everywhere) == .interrupt
    switch overlay {
    case .help(let page):
      // Space, PgDn and → turn the page while there is one; any other key closes.
      let turns = keys.command(for: chord, in: .help) == .pageDown
      if turns, page + 1 < HelpOverlay.paging(keys, width: width, height: height).pages {
        self.overlay = .help(page: page + 1)
        return []
      }
      self.overlay = nil
      return interrupt ? requestQuit(confirmed: false) : []
    case .confirm(.deleteReview) where interrupt:
      self.overlay = nil
      return requestQuit(confirmed: false)
    case .confirm(let question):
      return answer(question, keys.command(for: chord, in: question.scope))
    case .reader:
      return interrupt ? closeReader() + requestQuit(confirmed: false) : handleReaderKey(chord)
    case .outbox(let view):
      return interrupt
        ? closeOutboxView() + requestQuit(confirmed: false) : handleOutboxKey(chord, view)
    case .phrases, .shortcuts:
      if interrupt {
        closePopup()
        return requestQuit(confirmed: false)
      }
      return handlePopupKey(chord, overlay.kind)
    }
  }

  /// Yes or no to a confirmation dialog; other keys leave it open.
  mutating func answer(_ question: Confirmation, _ command: Command?) -> [Effect] {
    switch (question, command) {
    case (.quit, .yes): return quitNow()
    case (.deleteReview(let review, _), .yes): return deleteConfirmed(review)
    case (.deleteReview(_, let reader), .no):
      overlay = reader.map(Overlay.reader)
      return []
    case (_, .no):
      overlay = nil
      return []
    default: return []
    }
  }

  mutating func handleOverlayText(_ text: String, _ overlay: Overlay) -> [Effect] {
    switch overlay {
    case .phrases, .shortcuts: return handlePopupText(text)
    case .help, .confirm, .reader, .outbox: return []
    }
  }
}
