import Foundation
import Hangul
import Persistence
import Reviews

/// Everything the app shows and remembers; `update` changes it, views draw it.
package struct AppState: Sendable {
  /// Never set: it makes the state a value passed by address. A state of plain fields (3 KB)
  /// is passed by value, and every call from an `update` step to one of its own getters
  /// (`layout`) copied all of it through the stack first.
  private let passedByAddress: (any Sendable)? = nil
  package var width: Int
  package var height: Int
  /// The clock as of the last event (relative times and retry schedules use it).
  package var now: Date
  /// Where dates older than a day are shown as calendar dates.
  package var timeZone: TimeZone = .current
  package var settings: Settings
  /// The command table with the user's `[keys]` bindings.
  package var keys: KeyMap
  package var serverLabel: String
  package var theme: Theme

  package var focus: Focus = .compose
  package var list = ReviewListState()
  package var compose: ComposeState
  package var keyboard = KeyboardState()
  package var posting = PostingState()
  package var storage = StorageState()
  /// The popup, dialog or screen open over the panes, with its state; nil when none is.
  package var overlay: Overlay?
  /// What the server offers beyond the original API; until it says, nothing (search then
  /// looks through the loaded reviews).
  package var serverCapabilities = ServerCapabilities.original
  /// The user's own reviews: marks, the edit in the compose pane.
  package var own = OwnReviewsState()
  /// 한자 and 기호: the tables, learned choices and the candidate window.
  package var hanja = HanjaState()
  /// Profile pictures for the reader and how this terminal draws them.
  package var pictures = ProfilePictures()
  var lastListClick: ListClick?
  package var toast: Toast?
  package var spinnerFrame = 0
  package var spinnerRunning = false
  /// A draft-save timer is running; changes made meanwhile are saved when it fires.
  package var draftTimerArmed = false
  /// The text last written to the draft store; nil when a save failed and what is on disk
  /// is unknown.
  package var savedDraft: String?
  /// The edit in progress last written to edit.json (nil: none, or a save failed).
  package var savedEdit: EditDraft?
  /// The one way to quit: `update` sets it, the runtime ends its loop after the event.
  package var shouldQuit = false
  /// The keyboards `[engine] keyboards` lists and the one in use.
  package var keyboards: KeyboardChoice
  /// Prefix of the idempotency keys made in this session (a UUID's first 24 characters).
  package var keyPrefix: String
  var toastsShown = 0
  var holdsStarted = 0

  /// - Parameters:
  ///   - draft: text restored from the draft store; the compose pane starts with it.
  ///   - sessionID: a UUID string; idempotency keys are derived from it.
  ///   - server: where this session's posts go (the outbox may hold others' too).
  package init(
    width: Int, height: Int, now: Date, settings: Settings = .defaults,
    serverLabel: String = "", noColor: Bool = false, draft: String = "",
    outbox: [PendingPost] = [], sessionID: String = "00000000-0000-4000-8000-000000000000",
    server: PostServer = .embedded, ownReviews: Set<String> = [], keys: KeyMap = .defaults,
    keyboards: KeyboardChoice = KeyboardChoice()
  ) {
    self.keys = keys
    self.keyboards = keyboards
    self.width = width
    self.height = height
    self.now = now
    self.settings = settings
    self.serverLabel = serverLabel
    self.theme = Theme.make(
      settings: settings, tone: Theme.tone(settings.background, terminal: nil), colorCount: 256,
      noColor: noColor)
    self.compose = ComposeState(
      text: draft, composer: Composer.from(settings, keyboard: keyboards.current))
    self.savedDraft = draft
    self.posting = PostingState(outbox: outbox, server: server)
    self.keyPrefix = String(sessionID.prefix(24))
    self.own = OwnReviewsState(ids: ownReviews)
  }

  /// The current shortcut text shown on the grid's shortcut key.
  var currentShortcut: String {
    let index = settings.currentShortcut
    return settings.shortcuts.indices.contains(index) ? settings.shortcuts[index] : ""
  }

  var layer: KeyboardLayer {
    KeyboardLayer(mode: compose.mode, symbols: keyboard.showsSymbols, shift: keyboard.shift)
  }

  /// The keys of the current layer, row by row.
  var gridRows: [[GridKey]] {
    KeyLayers.rows(
      layer: layer, mode: compose.mode, shift: keyboard.shift, shortcut: currentShortcut,
      keyboard: compose.field.composer.keyboard)
  }

  /// The rows the grid takes on this keyboard, whatever the layer (so 한/영 does not move the
  /// panes): the 한글 layer's, which may have a number row, or the other layers' four.
  var gridRowCount: Int {
    max(4, KeyLayers.hangulLetterRowCount(compose.field.composer.keyboard) + 1)
  }

  var isBusy: Bool {
    list.loading.isSome || posting.composeKey.isSome || !own.inFlight.isEmpty
  }
}
