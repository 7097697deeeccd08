/// One thing the user did.
public enum InputEvent: Hashable, Sendable {
  /// Modifiers is [] mostly; .alt for Alt-x; .shift for Shift+Space when detectable.
  case key(Key, Modifiers)
  /// Non-ASCII text typed through an OS input method (e.g. "한"), as the terminal sent it.
  case text(String)
  /// Text pasted into the terminal (bracketed paste), as the terminal sent it; never read as
  /// keys or commands (the field it goes into cleans it).
  case paste(String)
  case mouse(MouseEvent)
  case resize(width: Int, height: Int)
}
