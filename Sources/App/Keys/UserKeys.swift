import Persistence

/// config.toml's `[keys]` checked against the command table: the key map they make, what is
/// wrong with the ones left out, and which defaults the others took. A binding with a problem is
/// left out whole (its command keeps its default keys); every other binding stays in effect and
/// wins over any other command's default key in the scopes it shares with it.
package struct UserKeys: Sendable {
  package let map: KeyMap
  package let problems: [Message]
  /// A default key another command lost to a binding: said once, so a key never changes silently.
  package let notices: [Message]

  /// What one `[keys]` line did or why it was left out.
  package struct Message: Equatable, Sendable {
    /// The line of config.toml, when known.
    package var line: Int?
    /// `keys.post: …`, ending with which keys are in effect.
    package var message: String
  }

  package init(_ bindings: [KeyBinding]) {
    var problems: [Message] = []
    var accepted: [Accepted] = []
    for binding in bindings {
      guard let command = Command(rawValue: binding.command) else {
        problems.append(
          Message(
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
    // A key two lines give two commands in one scope: the later line is left out, until none
    // is shared.
    while let (index, clash) = Self.lastClash(accepted) {
      let left = accepted.remove(at: index)
      problems.append(Self.fellBack(left.binding, left.command, because: clash))
    }
    let map = Self.keyMap(accepted)
    self.map = map
    self.problems = problems.sorted { ($0.line ?? .max) < ($1.line ?? .max) }
    notices = Self.takenDefaults(map, accepted)
  }

  /// "keys.post: f5 now runs post (리뷰 등록); refresh keeps ctrl+r", once for each default key a
  /// binding took from another command ("… in reader; edit_review keeps e" when the command
  /// still has the key elsewhere).
  private static func takenDefaults(_ map: KeyMap, _ accepted: [Accepted]) -> [Message] {
    var notices: [Message] = []
    for command in Command.allCases {
      let left = map.configNames(command)
      let keeps = left.isEmpty ? "has no key left" : "keeps \(left)"
      for taken in map.takenDefaults(of: command) {
        let name = KeyConfigName.name(taken.chord)
        let help = CommandTable.rows.first { $0.command == taken.by }?.help ?? ""
        let stillHas = CommandTable.rows.contains {
          $0.command == command && map.keys(of: $0).contains(taken.chord)
        }
        let scopes =
          stillHas ? " in \(taken.scopes.map(\.rawValue).joined(separator: ", "))" : ""
        notices.append(
          Message(
            line: accepted.first { $0.command == taken.by }?.binding.line,
            message:
              "keys.\(taken.by.rawValue): \(name) now runs \(taken.by.rawValue) (\(help))\(scopes); \(command.rawValue) \(keeps)"
          ))
      }
    }
    return notices.sorted { ($0.line ?? .max) < ($1.line ?? .max) }
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

  /// The last accepted binding with a key another binding gives another command in one of its
  /// scopes, and that clash in words (a default on the key gives way instead).
  private static func lastClash(_ accepted: [Accepted]) -> (Int, String)? {
    let map = keyMap(accepted)
    for (index, entry) in accepted.enumerated().reversed() {
      for row in CommandTable.rows where row.command == entry.command {
        for scope in row.scopes {
          for other in CommandTable.rows
          where other.command != entry.command && map.overrides[other.command] != nil
            && other.scopes.contains(scope)
          {
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
    -> Message
  {
    let defaults = KeyMap.defaults.configNames(command)
    let keys = defaults.isEmpty ? "no key" : "its default keys \(defaults)"
    return Message(
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
