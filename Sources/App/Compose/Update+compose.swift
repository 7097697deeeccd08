import Foundation
import Hangul
import Persistence
import Terminal

extension AppState {
  /// Runs one change on the compose pane's field: a changed text arms the draft timer, and a
  /// refused edit (too long, nothing to undo) says why in a toast.
  mutating func editCompose(_ change: (inout ComposingField) -> FieldOutcome) -> [Effect] {
    let outcome = change(&compose.field)
    let effects = outcome.changedText ? composeDidChange() : []
    guard let message = outcome.refusal(limit: ComposeState.maxLength, noun: "리뷰는 ") else {
      return effects
    }
    let kind: Toast.Kind = outcome == .tooLong || outcome.changedText ? .warning : .info
    return effects + showToast(kind, message)
  }

  /// A printable key typed on the physical keyboard: 2-beolsik in 한글 mode, as is in English.
  mutating func type(_ c: Character) -> [Effect] {
    editCompose { $0.type(c) }
  }

  /// Text inserted as is (IME text, paste, phrases). What would pass the length limit is cut,
  /// and a toast says how much.
  mutating func insert(_ text: String) -> [Effect] {
    editCompose { $0.insert(text) }
  }

  /// One editing command on the compose pane.
  mutating func editCompose(_ edit: FieldEdit) -> [Effect] {
    editCompose { $0.perform(edit) }
  }

  /// Ends the composition (cursor moves, clicks, focus changes, posting, popups do this).
  mutating func endComposition() {
    compose.field.endComposition()
  }

  /// The text changed: save the draft within a second (one timer at a time).
  mutating func composeDidChange() -> [Effect] {
    armDraftTimer(milliseconds: 700)
  }

  /// Starts the draft timer unless it already runs.
  mutating func armDraftTimer(milliseconds: Int) -> [Effect] {
    guard !draftTimerArmed else { return [] }
    draftTimerArmed = true
    return [.startTimer(.draftSave, milliseconds: milliseconds)]
  }

  /// Writes the draft, and the edit in progress, if they differ from what was saved last.
  mutating func saveDraftNow() -> [Effect] {
    var effects: [Effect] = []
    let edit = own.editing.map {
      EditDraft(server: posting.server, review: $0.review, text: compose.text)
    }
    if edit != savedEdit {
      savedEdit = edit
      effects.append(.saveEditDraft(edit))
    }
    let text = draftText
    guard text != savedDraft else { return effects }
    savedDraft = text
    return effects + [text.isEmpty ? .clearDraft : .saveDraft(text)]
  }

  mutating func moveCursor(to offset: Int) -> [Effect] {
    editCompose { $0.move(to: offset) }
  }

  /// ↑/↓ in the compose pane: the same column on the wrapped line above or below.
  mutating func moveCursorLine(_ delta: Int) -> [Effect] {
    endComposition()
    let wrap = ComposeWrap(compose.text, width: layout.compose.width)
    let (row, column) = wrap.position(of: compose.buffer.cursor)
    let target = row + delta
    if target < 0 { return moveCursor(to: 0) }
    if target >= wrap.lines.count { return moveCursor(to: compose.length) }
    return moveCursor(to: wrap.offset(row: target, column: column))
  }

  /// 한/영: switches the letters of the grid and of physical typing.
  mutating func toggleInputMode() -> [Effect] {
    setInputMode(compose.mode.toggled)
  }

  /// Sets the compose pane's 한/영 mode and the grid's letters with it.
  mutating func setInputMode(_ mode: InputMode) -> [Effect] {
    compose.field.setMode(mode)
    keyboard.showsSymbols = false
    keyboard.shift = .off
    clampHighlight()
    return []
  }
}
