/// One thing the user did.
public enum InputEvent: Hashable, Sendable {
  /// Modifiers is [] mostly; .alt for Alt-x; .shift for Shift+Space when detectable.
  case key(Key, Modifiers)
  /// Non-ASCII text typed through an OS input method (e.g. "한"), or pasted text; insert as is.
  case text(String)
  case mouse(MouseEvent)
  case resize(width: Int, height: Int)
}
