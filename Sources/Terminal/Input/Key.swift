/// A key on the physical keyboard.
public enum Key: Hashable, Sendable {
  /// Printable ASCII (space included), case kept.
  case character(Character)
  case up, down, left, right, home, end, pageUp, pageDown, insert, delete
  case tab, backTab, backspace, enter, escape
  /// F1 is `function(1)`.
  case function(Int)
  /// A control chord: a lowercase letter, e.g. `ctrl("w")`; never Tab, Enter or Backspace.
  case ctrl(Character)
}
