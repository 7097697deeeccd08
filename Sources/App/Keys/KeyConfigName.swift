import Terminal

/// How keys are written in config.toml's `[keys]` (`ctrl+s`, `f5`, `shift+tab`, `G`): read into
/// chords and written back from them, by one table of names.
package enum KeyConfigName {
  /// The named keys; `f1`–`f12` and one character are the others.
  static let names: [(name: String, key: Key)] = [
    ("enter", .enter), ("esc", .escape), ("tab", .tab), ("space", .character(" ")),
    ("backspace", .backspace), ("up", .up), ("down", .down), ("left", .left),
    ("right", .right), ("pgup", .pageUp), ("pgdn", .pageDown), ("home", .home), ("end", .end),
    ("insert", .insert), ("delete", .delete),
  ]
  /// The modifier prefixes, in the order names are written.
  static let modifiers: [(name: String, modifier: Modifiers)] = [
    ("ctrl", .ctrl), ("alt", .alt), ("shift", .shift),
  ]
  /// Ctrl with these letters reaches a program as another key, so `ctrl+i` could never run.
  static let ctrlLetterIsAnotherKey: [Character: String] = [
    "i": "tab", "m": "enter", "j": "enter", "h": "backspace",
  ]
  /// The non-letters a terminal sends as control bytes with Ctrl.
  static let ctrlPunctuation: Set<Character> = ["\\", "]", "^", "_"]

  /// The chords a config name stands for (`shift+tab` arrives as either of two), or why there
  /// are none.
  package static func chords(_ name: String) -> Result<[KeyChord], KeyNameProblem> {
    var rest = Substring(name)
    var modifiers: Modifiers = []
    // "ctrl+" as a prefix; a lone "+" (or "ctrl++") is the plus key.
    while let (prefix, modifier) = Self.modifiers.first(where: {
      rest.count > $0.name.count + 1 && rest.lowercased().hasPrefix($0.name + "+")
    }) {
      modifiers.insert(modifier)
      rest = rest.dropFirst(prefix.count + 1)
    }
    guard let key = baseKey(rest) else { return .failure(.unknown(name)) }
    return chords(key, modifiers, name: name)
  }

  /// The config name of `chord`: `chords(name(c))` holds `c` for every chord of the table.
  package static func name(_ chord: KeyChord) -> String {
    var modifiers = chord.modifiers
    let base: String
    switch chord.key {
    case .ctrl(let c):
      modifiers.insert(.ctrl)
      base = names.first { $0.key == .character(c) }?.name ?? String(c)
    case .backTab:
      modifiers.insert(.shift)
      base = "tab"
    case .function(let n): base = "f\(n)"
    case .character(let c) where c != " ": base = String(c)
    default: base = names.first { $0.key == chord.key }?.name ?? ""
    }
    let prefix = Self.modifiers.filter { modifiers.contains($0.modifier) }.map { $0.name + "+" }
    return prefix.joined() + base
  }

  private static func baseKey(_ text: Substring) -> Key? {
    if text.count == 1, let c = text.first {
      return c.isASCII && !c.isWhitespace && c.asciiValue.map({ $0 >= 0x21 && $0 < 0x7F }) == true
        ? .character(c) : nil
    }
    let lower = text.lowercased()
    if let named = names.first(where: { $0.name == lower }) { return named.key }
    if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n),
      lower.dropFirst() == String(n)
    {
      return .function(n)
    }
    return nil
  }

  /// The chords the terminal reports for `key` with `modifiers`.
  private static func chords(_ key: Key, _ modifiers: Modifiers, name: String) -> Result<
    [KeyChord], KeyNameProblem
  > {
    var modifiers = modifiers
    var key = key
    if case .character(let c) = key, modifiers.contains(.ctrl) {
      let letter = Character(c.lowercased())
      if let other = ctrlLetterIsAnotherKey[letter] {
        return .failure(.reachesAsAnotherKey(name, other))
      }
      // Ctrl-Space is a NUL byte, which arrives as Ctrl with a space like Ctrl with a letter.
      guard (letter.isLetter && letter.isASCII) || ctrlPunctuation.contains(letter) || c == " "
      else {
        return .failure(.notSentByTerminals(name))
      }
      key = .ctrl(letter)
      modifiers.remove(.ctrl)
    }
    // A typed letter carries its case: shift+g is G.
    if modifiers.contains(.shift), case .character(let c) = key, c != " " {
      key = .character(Character(c.uppercased()))
      modifiers.remove(.shift)
    }
    // Shift-Tab comes as its own key from most terminals, as Tab with Shift from some.
    if key == .tab, modifiers.contains(.shift) {
      return .success([
        KeyChord(.backTab, modifiers.subtracting(.shift)), KeyChord(key, modifiers),
      ])
    }
    return .success([KeyChord(key, modifiers)])
  }
}

/// Why a key name in `[keys]` cannot be used.
package enum KeyNameProblem: Error, Equatable, Sendable, CustomStringConvertible {
  case unknown(String)
  case reachesAsAnotherKey(String, String)
  case notSentByTerminals(String)

  package var description: String {
    switch self {
    case .unknown(let name):
      "unknown key name \"\(name)\" (names: ctrl+x, alt+x, shift+tab, f1-f12, enter, esc, tab, space, backspace, up/down/left/right, pgup/pgdn, home/end, or one character)"
    case .reachesAsAnotherKey(let name, let other):
      "\"\(name)\" reaches programs as \(other) in a terminal; bind \"\(other)\" instead"
    case .notSentByTerminals(let name):
      "terminals do not send \"\(name)\" as a key of its own"
    }
  }
}
