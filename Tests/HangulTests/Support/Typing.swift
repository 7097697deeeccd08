import Hangul

/// Types a vector-format script (`<` = Backspace) and returns the document's text.
func typed(_ script: String, _ profile: Profile, _ options: ComposerOptions = .init()) -> String {
  KeyScript(profile: profile, options: options, backspace: "<").text(for: script)
}

/// The input a vector-format script character stands for.
func keyInput(_ character: Character) -> KeyInput {
  switch character {
  case "<": return .backspace
  case _ where character.isASCII && character.isLetter: return .key(character)
  default: return .text(String(character))
  }
}
