/// The keys that type one character on a keyboard from data, typed from an empty state:
/// a symbol's own key, or for Hangul each slot's jamo by its key or as a combination of
/// keyed jamo (a final also by its initial's key where the keyboard moves initials there).
/// Candidates are tried in order and the first that types exactly the character wins.
struct KeySpelling {
  private let keyboard: Keyboard
  private let options: ComposerOptions
  /// Keys by the value they type, unshifted keys first.
  private var keysByValue: [UInt32: [UInt8]] = [:]
  private var cache: [Character: String?] = [:]
  private static let candidateLimit = 4

  init(keyboard: Keyboard, options: ComposerOptions) {
    self.keyboard = keyboard
    self.options = options
    let order = (UInt8(0)..<UInt8(Keyboard.keyCount)).sorted {
      ($0 &- 65 < 26 ? 1 : 0, $0) < ($1 &- 65 < 26 ? 1 : 0, $1)
    }
    for key in order where keyboard.keys[Int(key)] != 0 {
      keysByValue[keyboard.keys[Int(key)], default: []].append(key)
    }
  }

  /// The keys, or nil when no candidate types the character.
  mutating func keys(for character: Character) -> String? {
    if let known = cache[character] { return known }
    let found = candidates(for: character).first { types($0, character) }
    cache[character] = found
    return found
  }

  private func candidates(for character: Character) -> [String] {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first?.value else { return [] }
    if let keys = keysByValue[scalar], !ConjoiningJamo.isJamo(scalar) {
      return keys.map { String(UnicodeScalar($0)) }
    }
    if let jamo = Jamo(scalar: scalar) {
      let forms = ConjoiningJamo.forms(ofCompatibility: jamo.scalar)
      return [forms.0, forms.1, forms.2].filter { $0 != 0 }.flatMap { spellings(of: $0) }
    }
    guard let slots = HangulSyllable.slots(of: scalar) else { return [] }
    let initial = ConjoiningJamo.forms(ofCompatibility: slots.initial.scalar).0
    let medial = ConjoiningJamo.forms(ofCompatibility: slots.medial.scalar).1
    var starts = spellings(of: initial)
    // Romaja writes a syllable that starts with a vowel with ㅇ by itself.
    if keyboard.kind == .romaja, initial == 0x110B { starts.insert("", at: 0) }
    var ends = [""]
    if let final = slots.final {
      ends = spellings(of: ConjoiningJamo.forms(ofCompatibility: final.scalar).2)
    }
    var result: [String] = []
    for start in starts {
      for middle in spellings(of: medial) {
        for end in ends { result.append(start + middle + end) }
      }
    }
    return result
  }

  /// Key sequences that type the conjoining jamo `c` into its slot, at most a few.
  private func spellings(of c: UInt32, depth: Int = 0) -> [String] {
    guard c != 0, depth < 3 else { return [] }
    var found = (keysByValue[c] ?? []).map { String(UnicodeScalar($0)) }
    // Jamo and romaja keyboards type finals with the initial's key.
    if keyboard.kind != .jaso, ConjoiningJamo.isJongseong(c) {
      found += (keysByValue[ConjoiningJamo.choseong(ofJongseong: c)] ?? []).map {
        String(UnicodeScalar($0))
      }
    }
    for rule in keyboard.combinations where rule.result == c && found.count < Self.candidateLimit {
      for first in spellings(of: rule.first, depth: depth + 1).prefix(2) {
        for second in spellings(of: rule.second, depth: depth + 1).prefix(2) {
          found.append(first + second)
        }
      }
    }
    return Array(found.prefix(Self.candidateLimit))
  }

  private func types(_ keys: String, _ character: Character) -> Bool {
    guard !keys.isEmpty else { return false }
    var composer = Composer(profile: .standard, options: options, keyboard: keyboard)
    var document: [Character] = []
    for key in keys {
      let edit = composer.edit(for: .key(key))
      document.removeLast(min(edit.deleteCount, document.count))
      document.append(contentsOf: edit.insert)
    }
    return document == [character]
  }
}
