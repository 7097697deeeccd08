/// A named set of automaton tables (ARCHITECTURE.md, "Engine profiles").
public enum Profile: String, CaseIterable, Sendable {
  /// Exactly libhangul's keyboard "2" with its default options.
  case standard
  /// `standard` plus ㅘ+ㅣ → ㅙ, ㅝ+ㅣ → ㅞ and a Backspace that undoes keystrokes of the
  /// current word, as the iOS keyboards do.
  case mobile
}
