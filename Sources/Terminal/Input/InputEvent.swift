/// One thing the user did.
public enum InputEvent: Hashable, Sendable {
  /// Modifiers is [] mostly; .alt for Alt-x; .shift for Shift+Space when detectable.
  case key(Key, Modifiers)
  /// Non-ASCII text typed through an OS input method (e.g. "한"); insert as is.
  case text(String)
  /// Text pasted into the terminal (bracketed paste), already cleaned by `InsertedText`;
  /// inserted as is, never read as keys or commands.
  case paste(String)
  case mouse(MouseEvent)
  case resize(width: Int, height: Int)
}
