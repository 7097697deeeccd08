/// One keystroke for the composer.
public enum KeyInput: Equatable, Sendable {
  /// A QWERTY letter a–z / A–Z (uppercase = Shift); other characters behave like `.text`.
  case key(Character)
  /// A compatibility jamo pressed on the on-screen grid (ㅎ, ㅃ, ㅒ …). Jamo not on a key
  /// (ㅘ, ㄳ) are typed as their parts in one keystroke; other characters behave like `.text`.
  case jamo(Character)
  /// Backspace, as the profile defines it.
  case backspace
  /// Ends the composition, then inserts the string as is (space, digits, emoji, IME text).
  case text(String)
  /// Ends the composition (cursor move, click, post, layer switch).
  case flush
}
