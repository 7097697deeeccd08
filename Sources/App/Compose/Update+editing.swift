import Hangul

extension AppState {
  /// Ctrl-U: deletes from the start of the line to the cursor.
  mutating func deleteToLineStart() -> [Effect] {
    endComposition()
    let cursor = compose.buffer.cursor
    let count = cursor - WordMotion.lineStart(in: compose.text, from: cursor)
    guard count > 0 else { return [] }
    return edit(.other) { _ in KeyResult(edits: [TextEdit(deleteCount: count)], composing: nil) }
  }

  /// Ctrl-K: deletes from the cursor to the end of the line (the line break stays).
  mutating func deleteToLineEnd() -> [Effect] {
    endComposition()
    let cursor = compose.buffer.cursor
    let end = WordMotion.lineEnd(in: compose.text, from: cursor)
    guard end > cursor else { return [] }
    let saved = compose.snapshot
    compose.buffer.moveCursor(to: end)
    let effects = edit(.other) { _ in
      KeyResult(edits: [TextEdit(deleteCount: end - cursor)], composing: nil)
    }
    // One step, recorded with the cursor where it was before the chord.
    compose.history.replaceLast(with: saved)
    return effects
  }

  /// Ctrl-Z: back to the text before the last step.
  mutating func undo() -> [Effect] {
    endComposition()
    guard let previous = compose.history.undo(from: compose.snapshot) else {
      return showToast(.info, "되돌릴 것이 없어요")
    }
    return restore(previous)
  }

  /// Ctrl-Y: the step undone last, again.
  mutating func redo() -> [Effect] {
    endComposition()
    guard let next = compose.history.redo(from: compose.snapshot) else {
      return showToast(.info, "다시 할 것이 없어요")
    }
    return restore(next)
  }

  /// Puts a snapshot in the compose pane; the engine starts afresh (its keystroke memory
  /// belonged to the text that was replaced).
  private mutating func restore(_ snapshot: ComposeHistory.Snapshot) -> [Effect] {
    compose.buffer = TextBuffer(snapshot.text, cursor: snapshot.cursor)
    compose.composer = Composer(
      profile: compose.composer.profile, options: compose.composer.options,
      keyboard: compose.composer.keyboard)
    compose.composing = nil
    return composeDidChange()
  }
}
