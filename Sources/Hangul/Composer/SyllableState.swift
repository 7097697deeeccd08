/// The states of the 2-beolsik automaton, named after what the composing syllable holds.
enum SyllableState: Sendable {
  /// Nothing is being composed.
  case empty
  /// Only an initial: ㄱ (also ㄲ made by doubleStroke).
  case initial
  /// Only a vowel: ㅏ, ㅘ.
  case vowel
  /// Initial and vowel, no final: 가, 과.
  case open
  /// A final is last: 각, 닭, or a lone cluster typed as two initials (ㄳ).
  case closed
}
