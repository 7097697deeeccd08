import Foundation
import Persistence
import Reviews

/// What each view draws, taken from the state in one place: a view's signature says what it
/// reads, and `RenderCache` compares these values to know which panes are unchanged.
extension AppState {
  var headerInput: HeaderView.Input {
    .init(
      style: theme.header, themeId: settings.themeId, author: settings.authorName,
      server: serverLabel, keys: keys)
  }

  /// `rows`: the list pane's height. Each review takes two rows or more, so after the first
  /// (which may start above the pane) at most one in two rows starts one that needs its time.
  func listInput(rows: Int) -> ReviewListView.Input {
    let first = min(max(0, list.top), list.reviews.count)
    let shown = list.reviews[first..<min(list.reviews.count, first + rows / 2 + 2)]
    // The list draws the query searched for, never the search line's field: a key typed there
    // must leave the list pane as it is, as a key in the compose pane does.
    var drawn = list
    drawn.search = nil
    return .init(
      list: drawn, query: list.search?.query ?? "", focused: focus == .list, theme: theme,
      spinner: spinner,
      ages: shown.map { RelativeTime.age(of: $0.createdAt, now: now) }, now: now,
      timeZone: timeZone, own: own.ids, keys: keys)
  }

  var composeInput: ComposeView.Input {
    .init(
      buffer: compose.buffer, composing: compose.composing.isSome, focus: focus, body: theme.body,
      placeholderStyle: theme.placeholder, keys: keys)
  }

  var composeTitleInput: ComposeView.Title {
    let saving = own.editing.map { own.inFlight.contains($0.review.id) } ?? false
    return .init(
      editing: own.editing.isSome, mode: compose.mode, focused: focus == .compose,
      count: compose.buffer.count >= ComposeState.counterShown ? compose.buffer.count : nil,
      sending: saving ? .saving : posting.composeKey.isSome ? .posting : nil,
      spinner: spinner, theme: theme, keys: keys)
  }

  /// Nil while there is no search line. (Read through `list.search`, not copied out of it: a
  /// copy retains the field's text and history.)
  var searchLineChrome: SearchLineView.Chrome? {
    guard let editing = list.search?.editing, let mode = list.search?.field.mode else {
      return nil
    }
    return .init(
      mode: mode, editing: editing, query: editing ? "" : list.search?.query ?? "", theme: theme,
      // Counted only once searched: no key typed into the field scans the loaded reviews.
      matchCount: editing ? 0 : searchMatches.count, onServer: list.serverQuery.isSome,
      searching: list.loading == .firstPage, reachedEnd: list.reachedEnd, keys: keys)
  }

  var toolbarInput: ToolbarView.Input {
    let popup = overlay?.kind
    return .init(
      theme: theme, keyboardFocused: focus == .keyboard,
      popup: popup == .phrases || popup == .shortcuts ? popup : nil, shortcut: currentShortcut,
      layer: layer, keys: keys)
  }

  func keyboardInput(style: Layout.KeyStyle) -> KeyboardGridView.Input {
    .init(
      layer: layer, mode: compose.mode, shift: keyboard.shift, shortcut: currentShortcut,
      keyboard: compose.field.composer.keyboard, style: style, theme: theme,
      highlighted: focus == .keyboard ? keyboard.highlighted : nil, flashing: keyboard.flashing,
      shiftOn: keyboard.shift.isOn, showsSymbols: keyboard.showsSymbols)
  }

  /// The selected review is one's own and the server lets it be changed. (Not
  /// `selectedReview.map(canChange)`: the method as a closure copied the whole state, on every
  /// frame.)
  private var selectedCanChange: Bool {
    guard let review = selectedReview else { return false }
    return canChange(review)
  }

  var statusLineInput: StatusLineView.Input {
    let showsJamo = focus == .keyboard || settings.jamoSlots
    return .init(
      theme: theme, mode: compose.mode, showsJamo: showsJamo,
      composing: showsJamo ? compose.composing : nil,
      waiting: posting.waitingCount, retrying: posting.retrying,
      rejected: posting.rejectedCount,
      unsaved: storage.draftProblem.isSome || storage.outboxProblem.isSome, focus: focus,
      editing: own.editing.isSome, ownSelected: selectedCanChange,
      hanjaOpen: hanja.window.isSome, keys: keys)
  }

  func readerInput(_ reader: ReaderState) -> ReviewReaderView.Input {
    .init(
      reader: reader, area: popupArea, theme: theme, now: now, timeZone: timeZone,
      own: isOwn(reader.review), canChange: canChange(reader.review), keys: keys,
      picture: readerPicture(reader.review))
  }

  func outboxInput(_ view: OutboxViewState) -> OutboxView.Input {
    .init(
      view: view, posts: posting.outbox.posts, inFlight: posting.inFlight,
      server: posting.server, now: now, area: popupArea, theme: theme, keys: keys)
  }

  var quitInput: ConfirmView.QuitInput {
    .init(
      problems: [
        storage.draftProblem.map(StorageItem.draft.failed),
        storage.outboxProblem.map(StorageItem.outbox.failed),
      ].compactMap { $0 }, unsaved: unsavedText.isSome,
      hasDraft: !compose.text.allSatisfy(\.isWhitespace), editing: own.editing.isSome,
      waiting: outboxWaits, keys: keys)
  }

  /// The outbox's waiting reviews by server: this session's first, under the header's name.
  var outboxWaits: [ConfirmView.OutboxWait] {
    let waiting = posting.outbox.waiting()
    let servers = [posting.server] + waiting.map(\.server).filter { $0 != posting.server }
    var seen: Set<PostServer> = []
    return servers.filter { seen.insert($0).inserted }.compactMap { server in
      let count = waiting.filter { $0.server == server }.count
      guard count > 0 else { return nil }
      let name = server == posting.server && !serverLabel.isEmpty ? serverLabel : "\(server)"
      return .init(server: name, count: count)
    }
  }
}
