import TestSupport

/// Random key scripts in the vector format: letters with and without Shift, `<` for
/// Backspace, spaces, digits and punctuation, now and then a non-ASCII character.
enum RandomScripts {
  static let lowercase = Array("abcdefghijklmnopqrstuvwxyz")
  static let uppercase = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
  static let others = Array(" .,!?-'1")
  static let foreign: [Character] = ["한", "😀", "é", "ㅋ"]

  static func script(length: Int, using rng: inout SeededGenerator) -> String {
    var script = ""
    for _ in 0..<length {
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<62: script.append(lowercase.randomElement(using: &rng)!)
      case 62..<76: script.append(uppercase.randomElement(using: &rng)!)
      case 76..<88: script.append("<")
      case 88..<94: script.append(" ")
      case 94..<99: script.append(others.randomElement(using: &rng)!)
      default: script.append(foreign.randomElement(using: &rng)!)
      }
    }
    return script
  }

  static func scripts(count: Int, seed: UInt64, maxLength: Int = 40) -> [String] {
    var rng = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      script(length: Int.random(in: 1...maxLength, using: &rng), using: &rng)
    }
  }
}
