extension KeyScript {
  /// The keys that type `text` on this script's keyboard, profile and options: Hangul
  /// syllables and modern compatibility jamo become keys, a symbol that a key types becomes
  /// that key, `KeyScript.flush` goes where two of them would otherwise merge, and every other
  /// character is copied.
  ///
  /// `text(for: keys(for: t)) == t` for every `t` without the backspace character, U+200B, or
  /// an ASCII character the keyboard maps that no key types (on 두벌식: the ASCII letters; on
  /// 390: letters and the few symbols only the 2-beolsik layer has). Those are keys in a
  /// script, so they cannot stand for themselves. On 두벌식 the keys also round-trip under
  /// `standard`: other profiles only add merges, so their output has every flush `standard`
  /// needs.
  public func keys(for text: String) -> String {
    var keys = ""
    var composer = composer()
    var spelling =
      keyboard.typesLikeDubeolsik ? nil : KeySpelling(keyboard: keyboard, options: options)
    var typed: [Character] = []
    var expected: [Character] = []
    for character in text {
      expected.append(character)
      let strokes =
        spelling != nil ? spelling!.keys(for: character) : KeyScript.keystrokes(for: character)
      guard let strokes else {
        keys.append(character)
        apply(composer.edit(for: .text(String(character))), to: &typed)
        continue
      }
      let saved = (composer: composer, mark: max(0, typed.count - 4))
      let savedTail = Array(typed[saved.mark...])
      type(strokes, with: &composer, into: &typed)
      if matches(typed, expected, from: saved.mark) {
        keys.append(contentsOf: strokes)
        continue
      }
      // The keys merged with the syllable before: end it first.
      composer = saved.composer
      typed.removeSubrange(saved.mark...)
      typed.append(contentsOf: savedTail)
      _ = composer.edit(for: .flush)
      let flushed = (composer: composer, typed: typed)
      type(strokes, with: &composer, into: &typed)
      if matches(typed, expected, from: saved.mark) {
        keys.append(KeyScript.flush)
        keys.append(contentsOf: strokes)
        continue
      }
      // Still not (a key that no flush separates): the character stands for itself.
      composer = flushed.composer
      typed = flushed.typed
      keys.append(KeyScript.flush)
      keys.append(character)
      apply(composer.edit(for: .text(String(character))), to: &typed)
    }
    return keys
  }

  private func matches(_ typed: [Character], _ expected: [Character], from mark: Int) -> Bool {
    typed.count == expected.count && typed.count >= mark && typed[mark...] == expected[mark...]
  }

  private func type(_ strokes: String, with composer: inout Composer, into typed: inout [Character])
  {
    for key in strokes { apply(composer.edit(for: .key(key)), to: &typed) }
  }

  /// The keys of one syllable or modern compatibility jamo, typed from an empty state.
  static func keystrokes(for character: Character) -> String? {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first?.value else { return nil }
    if let jamo = Jamo(scalar: scalar) { return keys(for: jamo) }
    guard let slots = HangulSyllable.slots(of: scalar) else { return nil }
    return keys(for: slots.initial) + keys(for: slots.medial) + (slots.final.map(keys(for:)) ?? "")
  }

  private static func keys(for jamo: Jamo) -> String {
    let (first, second) = JamoParts.keystroke(for: jamo.character)!
    return [first, second].compactMap { $0 }.map { String(TwoBeolsik.key(forJamo: $0.character)!) }
      .joined()
  }
}
