import Foundation
import Hangul
import Persistence
import Terminal

extension AppState {
  /// A printable key typed on the physical keyboard: 2-beolsik in 한글 mode, as is in English.
  mutating func type(_ c: Character) -> [Effect] {
    if compose.mode == .hangul, compose.composer.takesKey(c) {
      return edit(.typing) { $0.handle(.key(c)) }
    }
    return edit(.typing) { $0.handle(.text(String(c))) }
  }

  /// Text inserted as is (IME text, paste, phrases), cleaned by `InsertedText`. What would pass
  /// the length limit is cut, and a toast says how much.
  mutating func insert(_ text: String) -> [Effect] {
    let cleaned = InsertedText.cleaned(text)
    guard !cleaned.isEmpty else { return [] }
    endComposition()
    let room = max(0, ComposeState.maxLength - compose.length)
    let fitting = String(cleaned.prefix(room))
    let cut = cleaned.count - fitting.count
    let effects = fitting.isEmpty ? [] : edit(.other) { $0.handle(.text(fitting)) }
    guard cut > 0 else { return effects }
    return effects
      + showToast(
        .warning, "리뷰는 \(ComposeState.maxLength)자까지예요: \(cut)자는 넣지 못했어요")
  }

  /// Runs one engine step on the document, keeping the length limit (a step that would make
  /// the text longer than the limit is undone with a warning) and an undo step.
  mutating func edit(
    _ kind: ComposeHistory.EditKind, _ step: (inout Composer) -> KeyResult
  ) -> [Effect] {
    let saved = compose
    let result = step(&compose.composer)
    compose.buffer.apply(result.edits)
    compose.composing = result.composing
    let length = compose.length
    if length > ComposeState.maxLength && length > saved.length {
      compose = saved
      return showToast(.warning, "리뷰는 \(ComposeState.maxLength)자까지 쓸 수 있어요")
    }
    guard compose.buffer.text != saved.buffer.text else { return [] }
    compose.history.record(
      saved.snapshot, kind: kind, previous: saved.buffer.characterBeforeCursor)
    return composeDidChange()
  }

  /// Ends the composition (cursor moves, clicks, posting and layer switches do this).
  mutating func endComposition() {
    let result = compose.composer.handle(.flush)
    compose.buffer.apply(result.edits)
    compose.composing = result.composing
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
    endComposition()
    compose.buffer.moveCursor(to: offset)
    compose.history.breakStep()
    return []
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
    endComposition()
    compose.mode = compose.mode.toggled
    keyboard.showsSymbols = false
    keyboard.shift = .off
    clampHighlight()
    return []
  }
}
