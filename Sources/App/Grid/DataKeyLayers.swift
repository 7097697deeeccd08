import Hangul

/// The 한글 layers of a keyboard from data (every keyboard but 2-beolsik): the keys of a US
/// keyboard as the keyboard maps them, each labelled with what it types. The number row and
/// the punctuation keys are there when the keyboard uses them (390's digits carry
/// ㅎ ㅆ ㅂ ㅛ ㅠ ㅑ ㅖ ㅢ ㅜ ㅋ); the shift layer is the keyboard's own shifted keys.
enum DataKeyLayers {
  /// The US keyboard's rows; the letter rows are always shown.
  static let rows: [(keys: String, alwaysShown: String)] = [
    ("1234567890-=", ""),
    ("qwertyuiop[]", "qwertyuiop"),
    ("asdfghjkl;'", "asdfghjkl"),
    ("zxcvbnm,./", "zxcvbnm"),
  ]
  /// What Shift types on a US keyboard, for the keys that are not letters.
  static let shifted: [Character: Character] = Dictionary(
    uniqueKeysWithValues: zip("1234567890-=[];',./", "!@#$%^&*()_+{}:\"<>?"))

  /// After a final's jamo (ㄱˍ: the one that goes under the syllable), so initials and finals
  /// differ at a glance with or without colour; the label is underlined too.
  static let finalMark = "ˍ"

  static func shiftedKey(_ key: Character) -> Character {
    shifted[key] ?? Character(key.uppercased())
  }

  /// The keys of a US row that `keyboard` shows: the letters always, the others when used.
  private static func shownKeys(
    of row: (keys: String, alwaysShown: String), on keyboard: Keyboard
  ) -> [Character] {
    row.keys.filter { row.alwaysShown.contains($0) || isUsed($0, on: keyboard) }
  }

  /// How many letter rows `keyboard` shows, without making their labels (the layout asks on
  /// every frame).
  static func letterRowCount(_ keyboard: Keyboard) -> Int {
    rows.count { !shownKeys(of: $0, on: keyboard).isEmpty }
  }

  /// The letter rows of the 한글 layer (`shifted`: the shift layer) of `keyboard`.
  static func letterRows(_ keyboard: Keyboard, shifted: Bool) -> [[GridKey]] {
    rows.compactMap { row in
      let keys = shownKeys(of: row, on: keyboard)
      guard !keys.isEmpty else { return nil }
      return keys.map { base in
        let key = shifted ? shiftedKey(base) : base
        let value = keyboard.value(forKey: key.asciiValue!)
        let slot = KeySlot(value)
        let text = label(value, key: key)
        return GridKey(
          label: slot == .final ? text + finalMark : text, action: .key(key), weight: 4,
          slot: slot)
      }
    }
  }

  /// A key that types something else than its own character, with or without Shift.
  static func isUsed(_ key: Character, on keyboard: Keyboard) -> Bool {
    [key, shiftedKey(key)].contains { key in
      let value = keyboard.value(forKey: key.asciiValue!)
      return value != 0 && value != UInt32(key.asciiValue!)
    }
  }

  /// A key's label: what it types (a jamo as its compatibility jamo), or its own character
  /// when the keyboard leaves it alone (it is then typed as itself).
  static func label(_ value: UInt32, key: Character) -> String {
    guard value != 0, let scalar = Unicode.Scalar(Keyboard.written(value)) else {
      return String(key)
    }
    return String(Character(scalar))
  }
}

/// Which slot of a syllable a key's jamo fills, so the grid can tell initials from finals.
enum KeySlot: Sendable, Equatable {
  case none, initial, medial, final

  init(_ value: UInt32) {
    switch value {
    case 0x1100..<0x1160: self = .initial
    case 0x1160..<0x11A8: self = .medial
    case 0x11A8..<0x1200: self = .final
    default: self = .none
    }
  }
}
