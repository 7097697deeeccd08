import Foundation
import Hangul
import HangulKeyboards
import TestSupport

/// The keyboards libhangul-data installs, read by dubeol, and the ids this round types.
enum KeyboardFixtures {
  static let ids = ["2", "32", "39", "3f", "3s", "ahn", "ro"]
  static let catalog = KeyboardCatalog.load(userDirectories: [])

  static func keyboard(_ id: String) -> Keyboard {
    guard let keyboard = catalog.keyboard(id: id) else {
      fatalError("keyboard \(id) is not installed (libhangul-data): \(catalog.problems)")
    }
    return keyboard
  }

  /// Keyboard "2" with one combination no key reaches: it types like 2-beolsik but is not
  /// `Keyboard.dubeolsik`, so it runs libhangul's jamo rules from data instead of the
  /// 2-beolsik automaton.
  static var dubeolsikFromData: Keyboard {
    var keyboard = keyboard("2")
    keyboard.id = "2-data"
    keyboard.combinations.append(.init(0x11F0, 0x11F0, 0x11F0))  // ᇰ: no key types it
    return keyboard
  }
}

/// Random key scripts for keyboards from data: every printable ASCII key, `⌫` for Backspace,
/// spaces, now and then a character that is not a key.
enum KeyboardScripts {
  static let backspace: Character = "⌫"
  static let keys: [Character] = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
  static let foreign: [Character] = ["한", "😀", "é", "ㅋ"]

  static func scripts(count: Int, seed: UInt64, maxLength: Int = 40) -> [String] {
    var rng = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      var script = ""
      for _ in 0..<Int.random(in: 1...maxLength, using: &rng) {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<80: script.append(keys.randomElement(using: &rng)!)
        case 80..<92: script.append(backspace)
        case 92..<98: script.append(" ")
        default: script.append(foreign.randomElement(using: &rng)!)
        }
      }
      return script
    }
  }
}
