/// A key on the physical keyboard.
public enum Key: Hashable, Sendable {
  /// Printable ASCII (space included), case kept.
  case character(Character)
  case up, down, left, right, home, end, pageUp, pageDown, insert, delete
  case tab, backTab, backspace, enter, escape
  /// F1 is `function(1)`.
  case function(Int)
  /// Ctrl held with a character: a lowercase letter, space or punctuation, e.g. `ctrl("w")`,
  /// `ctrl(" ")`. The one way Ctrl and a character are written, however the terminal sent it (a
  /// C0 byte, xterm's modifyOtherKeys, kitty's CSI u): never `.character` with `.ctrl`. Never
  /// Tab, Enter or Backspace (those are keys of their own, with `.ctrl` as a modifier).
  case ctrl(Character)
}
