import Foundation
import Hangul

extension AppState {
  /// A printable key typed on the physical keyboard: 2-beolsik in 한글 mode, as is in English.
  mutating func type(_ c: Character) -> [Effect] {
    if compose.mode == .hangul, c.isASCII, c.isLetter {
      return apply(compose.composer.handle(.key(c)))
    }
    return apply(compose.composer.handle(.text(String(c))))
  }

  /// Text inserted as is (IME text, paste, phrases); carriage returns become newlines and
  /// other control characters are dropped so the document never holds them.
  mutating func insert(_ text: String) -> [Effect] {
    let cleaned = String(
      String.UnicodeScalarView(
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
          .replacingOccurrences(of: "\t", with: " ")
          .unicodeScalars.filter { $0 == "\n" || $0.properties.generalCategory != .control }))
    guard !cleaned.isEmpty else { return [] }
    return apply(compose.composer.handle(.text(cleaned)))
  }

  /// Applies the composer's edits to the document.
  mutating func apply(_ result: KeyResult) -> [Effect] {
    let before = compose.buffer.text
    compose.buffer.apply(result.edits)
    compose.composing = result.composing
    return compose.buffer.text == before ? [] : composeDidChange()
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

  /// Writes the draft if it differs from what was saved last.
  mutating func saveDraftNow() -> [Effect] {
    let text = compose.text
    guard text != savedDraft else { return [] }
    savedDraft = text
    return [text.isEmpty ? .clearDraft : .saveDraft(text)]
  }

  mutating func moveCursor(to offset: Int) -> [Effect] {
    endComposition()
    compose.buffer.moveCursor(to: offset)
    return []
  }

  /// ↑/↓ in the compose pane: the same column on the wrapped line above or below.
  mutating func moveCursorLine(_ delta: Int) -> [Effect] {
    endComposition()
    let wrap = ComposeWrap(compose.text, width: layout.compose.width)
    let (row, column) = wrap.position(of: compose.buffer.cursor)
    let target = row + delta
    if target < 0 { return moveCursor(to: 0) }
    if target >= wrap.lines.count { return moveCursor(to: compose.text.count) }
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
