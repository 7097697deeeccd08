/// How an on-screen jamo key is typed: keyed jamo as themselves, compound vowels and
/// finals (ㅘ, ㄳ) as their two parts from `JamoCombination`.
enum JamoParts {
  static func keystroke(for character: Character) -> (Jamo, Jamo?)? {
    guard let jamo = Jamo(character) else { return nil }
    let parts = table[Int(jamo.offset)]
    return parts.first.map { ($0, parts.second) }
  }

  private static let table: [(first: Jamo?, second: Jamo?)] = {
    var table = [(first: Jamo?, second: Jamo?)](repeating: (nil, nil), count: Jamo.count)
    for cap in TwoBeolsik.rows.joined() {
      for character in [cap.base, cap.shifted] {
        table[Int(Jamo(character)!.offset)] = (Jamo(character), nil)
      }
    }
    for rule in JamoCombination.compoundVowels + JamoCombination.compoundFinals {
      table[Int(Jamo(rule.result)!.offset)] = (Jamo(rule.first), Jamo(rule.second))
    }
    return table
  }()
}
