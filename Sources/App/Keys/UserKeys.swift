import Persistence

/// config.toml's `[keys]` checked against the command table: the key map they make and what is
/// wrong with the ones left out. A binding with a problem is left out whole (its command keeps
/// its default keys); every other binding stays in effect.
package struct UserKeys: Sendable {
  package let map: KeyMap
  package let problems: [Problem]

  /// What is wrong with one `[keys]` line.
  package struct Problem: Equatable, Sendable {
    /// The line of config.toml, when known.
    package var line: Int?
    /// `keys.post: …`, ending with which keys are in effect instead.
    package var message: String
  }

  package init(_ bindings: [KeyBinding]) {
    var problems: [Problem] = []
    var accepted: [Accepted] = []
    for binding in bindings {
      guard let command = Command(rawValue: binding.command) else {
        problems.append(
          Problem(
            line: binding.line,
            message:
              "keys.\(binding.command): unknown command \"\(binding.command)\" (`dubeol config keys` lists them); the line is ignored"
          ))
        continue
      }
      var chords: [KeyChord] = []
      var nameProblem: KeyNameProblem?
      for name in binding.keys {
        switch KeyConfigName.chords(name) {
        case .success(let found): chords += found
        case .failure(let problem): nameProblem = nameProblem ?? problem
        }
      }
      if let nameProblem {
        problems.append(Self.fellBack(binding, command, because: "\(nameProblem)"))
        continue
      }
      if let typed = Self.typedAway(chords, by: command) {
        problems.append(Self.fellBack(binding, command, because: typed))
        continue
      }
      accepted.append(Accepted(binding: binding, command: command, chords: chords))
    }
    // A key two commands share in one scope: the later line is left out, until none is shared
    // (leaving one out gives its command back its defaults, which may clash in turn).
    while let (index, clash) = Self.lastClash(accepted) {
      let left = accepted.remove(at: index)
      problems.append(Self.fellBack(left.binding, left.command, because: clash))
    }
    map = Self.keyMap(accepted)
    self.problems = problems.sorted { ($0.line ?? .max) < ($1.line ?? .max) }
  }

  /// A plain character bound where text is typed would no longer type: why, if `chords` has
  /// one for `command`.
  private static func typedAway(_ chords: [KeyChord], by command: Command) -> String? {
    let scopes = Set(CommandTable.rows.filter { $0.command == command }.flatMap(\.scopes))
    guard let scope = KeyScope.typing.first(where: scopes.contains),
      let chord = chords.first(where: \.typesText)
    else { return nil }
    let name = KeyConfigName.name(chord)
    return
      "\"\(name)\" would no longer type \(name) where \(command.rawValue) works (\(scope.rawValue)); bind it with ctrl+ or alt+"
  }

  /// A binding whose command and key names are known.
  private struct Accepted {
    var binding: KeyBinding
    var command: Command
    var chords: [KeyChord]
  }

  private static func keyMap(_ accepted: [Accepted]) -> KeyMap {
    KeyMap(overrides: Dictionary(accepted.map { ($0.command, $0.chords) }) { $1 })
  }

  /// The last accepted binding with a key another command has in one of its scopes, and that
  /// clash in words.
  private static func lastClash(_ accepted: [Accepted]) -> (Int, String)? {
    let map = keyMap(accepted)
    for (index, entry) in accepted.enumerated().reversed() {
      for row in CommandTable.rows where row.command == entry.command {
        for scope in row.scopes {
          for other in CommandTable.rows
          where other.command != entry.command && other.scopes.contains(scope) {
            let theirs = Set(map.keys(of: other).map(\.normalized))
            if let chord = entry.chords.first(where: { theirs.contains($0.normalized) }) {
              return (
                index,
                "\"\(KeyConfigName.name(chord))\" is already \(other.command.rawValue)'s key in \(scope.rawValue)"
              )
            }
          }
        }
      }
    }
    return nil
  }

  /// The problem of a binding left out, saying which keys its command has instead.
  private static func fellBack(_ binding: KeyBinding, _ command: Command, because reason: String)
    -> Problem
  {
    let defaults = KeyMap.defaults.configNames(command)
    let keys = defaults.isEmpty ? "no key" : "its default keys \(defaults)"
    return Problem(
      line: binding.line,
      message: "keys.\(binding.command): \(reason); \(command.rawValue) keeps \(keys)")
  }
}

extension KeyMap {
  /// The keys of a row in effect as config.toml writes them, each once.
  func configNames(of row: CommandRow) -> [String] {
    var names: [String] = []
    for name in keys(of: row).map(KeyConfigName.name) where !names.contains(name) {
      names.append(name)
    }
    return names
  }

  /// Every key of `command` as config.toml writes it, in the order of the command's rows:
  /// "ctrl+s, ctrl+enter, alt+enter".
  package func configNames(_ command: Command) -> String {
    var names: [String] = []
    for row in CommandTable.rows where row.command == command {
      names += configNames(of: row).filter { !names.contains($0) }
    }
    return names.joined(separator: ", ")
  }
}

extension KeyScope {
  /// The scopes whose keys are looked up before a character is typed into a field.
  static let typing: [KeyScope] = [.everywhere, .editing, .field, .search, .editor, .type]
}

extension KeyChord {
  /// A character with no Ctrl or Alt: text, where text is typed.
  var typesText: Bool {
    guard case .character = key else { return false }
    return modifiers.intersection([.ctrl, .alt]).isEmpty
  }
}
