import Terminal

/// One thing sent to a hosted program, before it is encoded into bytes (`VTermEmulator.encode`).
public enum ProgramInput: Equatable, Sendable {
  /// Text as UTF-8, unchanged.
  case text(String)
  /// DEL bytes: one character erased before the cursor each (a shell's line editor, or the
  /// line discipline with IUTF8, erases one whole character per DEL).
  case deleteBackward(Int)
  /// A key, encoded as the program asked (cursor-key mode, modifiers).
  case key(Key, Modifiers)
  /// Pasted text, bracketed when the program enabled bracketed paste.
  case paste(String)
  /// A mouse event at a cell of the program's screen, sent only when it asked for mouse reports.
  case mouse(MouseEvent)
}
