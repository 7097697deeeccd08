import Foundation
import Persistence
import Terminal

/// Applies one event to the state and returns the work to do; pure (no I/O, no clock reads).
package func update(_ state: inout AppState, _ event: AppEvent) -> [Effect] {
  switch event {
  case .input(let input):
    return state.handle(input)
  case .timer(let timer):
    return state.timerFired(timer)
  case .reviewsLoaded(let generation, let start, let reviews):
    return state.reviewsLoaded(generation: generation, start: start, reviews: reviews)
  case .pageLoaded(let generation, let request, let page):
    return state.pageLoaded(generation: generation, request: request, page: page)
  case .walkProgressed(let generation, let walked):
    return state.walkProgressed(generation: generation, walked: walked)
  case .capabilitiesLoaded(let capabilities):
    state.serverCapabilities = capabilities
    return state.cursorsLearnt()
  case .reviewsFailed(let generation, _, let message):
    return state.reviewsFailed(generation: generation, message: message)
  case .postSucceeded(let key, let review, let signed):
    return state.postSucceeded(key: key, review: review, signed: signed)
  case .editSucceeded(let review):
    return state.editSucceeded(review)
  case .editFailed(let id, let message, let status):
    return state.editFailed(id: id, message: message, status: status)
  case .deleteSucceeded(let id):
    return state.deleteSucceeded(id: id)
  case .deleteFailed(let id, let message, let status):
    return state.deleteFailed(id: id, message: message, status: status)
  case .postFailed(let key, let message, let retryable, let retryAfter):
    return state.postFailed(
      key: key, message: message, retryable: retryable, retryAfter: retryAfter)
  case .storageFailed(let item, let reason):
    return state.storageFailed(item, reason: reason)
  case .storageSaved(let item):
    return state.storageSaved(item)
  case .hanjaTableLoaded(let load):
    return state.hanjaTableLoaded(load)
  case .pictureLoaded(let url, let image):
    return state.pictureLoaded(url: url, image: image)
  case .sharedFilesChanged(let files):
    return state.sharedFilesChanged(files)
  }
}

/// The work to do when the app opens: load the first page (showing `cachedPage`, the newest
/// page as last loaded, while it comes), retry what the outbox holds for this server and keep
/// relative times fresh. `notices` (a broken config file, a file moved aside) are shown in one
/// toast with what the outbox holds for other servers.
package func start(
  _ state: inout AppState, notices: [String] = [], cachedPage: CachedFirstPage? = nil
) -> [Effect] {
  let all = notices + state.outboxNotices
  let toast = all.isEmpty ? [] : state.showToast(.warning, all.joined(separator: "\n"))
  let load = state.refresh()
  let cached = cachedPage.map { state.showCachedPage($0) } ?? []
  return load + cached + [.fetchCapabilities] + state.scheduleRetry()
    + [.startTimer(.clockTick, milliseconds: AppState.clockTickInterval)] + toast
}

extension AppState {
  mutating func handle(_ input: InputEvent) -> [Effect] {
    switch input {
    case .resize(let width, let height):
      self.width = width
      self.height = height
      clampHighlight()
      followFieldCursor()
      return ensureSelectionVisible()
    // Asked of the size alone: building the whole layout on every key costs a key's time.
    case _ where !Layout.fits(width: width, height: height):
      return handleWhileTooSmall(input)
    case .mouse(let mouse):
      return handleMouse(mouse)
    case .text(let text):
      return handleText(text)
    case .paste(let text):
      return handlePaste(text)
    case .key(let key, let modifiers):
      return handleKey(KeyChord(key, modifiers))
    }
  }

  mutating func handleKey(_ chord: KeyChord) -> [Effect] {
    switch route(chord) {
    case .hanjaWindow(let window): return handleHanjaKey(chord, window)
    case .convertHanja: return convertHanja()
    case .overlay(let overlay): return handleOverlayKey(chord, overlay)
    case .search(let key): return handleSearchKey(key)
    case .command(let command): return perform(command)
    case .type(let c): return type(c)
    case .ignored: return []
    }
  }

  mutating func handleText(_ text: String) -> [Effect] {
    hanja.window = nil
    if let overlay { return handleOverlayText(text, overlay) }
    if isTypingSearch { return typeSearch(text) }
    focus = focus == .list ? .compose : focus
    return insert(text)
  }

  /// A paste is text, never keys or commands: it goes to the open popup's field, else into the
  /// compose pane whichever pane has focus (the list hands focus to the compose pane).
  mutating func handlePaste(_ text: String) -> [Effect] {
    hanja.window = nil
    if let overlay { return handleOverlayText(text, overlay) }
    if focus == .list { focus = .compose }
    return insert(text)
  }

  /// Runs a command of the panes (the overlays and the search line run their own).
  mutating func perform(_ command: Command) -> [Effect] {
    switch command {
    case .help:
      endComposition()
      overlay = .help(page: 0)
      return []
    case .interrupt: return requestQuit(confirmed: false)
    case .quit: return requestQuit(confirmed: false)
    case .nextFocus: return setFocus(focus.next)
    case .previousFocus: return setFocus(focus.previous)
    case .post: return post()
    case .toggleInputMode: return toggleInputMode()
    case .cycleKeyboard: return cycleKeyboard()
    case .openPhrases: return openPhrases()
    case .openShortcuts: return openShortcuts()
    case .escape: return escape()
    case .refresh: return refresh()
    case .up: return moveSelection(by: -1)
    case .down: return moveSelection(by: 1)
    case .pageUp: return page(-1)
    case .pageDown: return page(1)
    case .top: return goToNewest()
    case .bottom: return goToOldest()
    case .openReview: return openReview(at: list.selected)
    case .openOutbox: return openOutboxView()
    case .search: return openSearch()
    case .editReview:
      guard let review = selectedReview else { return [] }
      return startEdit(review)
    case .deleteReview:
      guard let review = selectedReview else { return [] }
      return askDelete(review, fromReader: false)
    case .nextMatch: return moveToMatch(1)
    case .previousMatch: return moveToMatch(-1)
    case .cursorUp: return moveCursorLine(-1)
    case .cursorDown: return moveCursorLine(1)
    case .cursorLeft, .cursorRight, .cursorHome, .cursorEnd, .backspace, .deleteWord,
      .deleteToLineStart, .deleteToLineEnd, .wordLeft, .wordRight, .undo, .redo, .newline:
      guard let edit = command.fieldEdit else { return [] }
      return editCompose(edit)
    case .gridUp: return moveHighlight(rows: -1)
    case .gridDown: return moveHighlight(rows: 1)
    case .gridLeft: return moveHighlight(columns: -1)
    case .gridRight: return moveHighlight(columns: 1)
    case .gridPress: return pressKey(at: keyboard.highlighted)
    case .hanja: return convertHanja()
    default: return []
    }
  }

  /// Moves the focus; the syllable being composed ends (a focus change, as in every IME).
  mutating func setFocus(_ focus: Focus) -> [Effect] {
    if focus != self.focus { endComposition() }
    self.focus = focus
    return []
  }
}
