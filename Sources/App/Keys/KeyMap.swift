import Synchronization
import Terminal

/// The command table with the user's `[keys]` bindings applied: what every key does, and the
/// names hints and help show for each command. Made once when the app starts.
package struct KeyMap: Sendable {
  /// The table's defaults.
  package static let defaults = KeyMap()

  /// The user's bindings: each replaces its command's default keys in every row of it.
  package let overrides: [Command: [KeyChord]]
  /// The user's keys by scope: another command's default on one of them is dropped there, so
  /// the user's binding wins (as in vim, tmux or VS Code).
  private let userChords: [KeyScope: Set<KeyChord>]
  /// One table for every scope: a key's look-up is one hash, not a dictionary per scope (it
  /// runs several times a key).
  private let lookup: [ScopedChord: Command]
  /// The ASCII characters each scope binds without modifiers (Shift aside), for the scopes that
  /// bind any: a letter typed into a field, which the field's scopes do not bind, is answered
  /// without hashing (a Character's hash normalizes it, and a key asks several scopes).
  private let boundASCII: [(scope: KeyScope, keys: ASCIISet)]
  /// Hint lines made before, by what they name: a map never changes, and the search line asks
  /// for its line on every key (making it was a fifth of that key's render).
  private let hintLines = HintLines()

  private struct ScopedChord: Hashable, Sendable {
    var scope: KeyScope
    var chord: KeyChord

    /// The chord alone: a scope's hash would be its raw string's, and a chord is in few scopes.
    func hash(into hasher: inout Hasher) { hasher.combine(chord) }
  }

  package init(overrides: [Command: [KeyChord]] = [:]) {
    self.overrides = overrides
    var userChords: [KeyScope: Set<KeyChord>] = [:]
    for row in CommandTable.rows {
      guard let chords = overrides[row.command] else { continue }
      for scope in row.scopes { userChords[scope, default: []].formUnion(chords.map(\.normalized)) }
    }
    self.userChords = userChords
    var lookup: [ScopedChord: Command] = [:]
    for row in CommandTable.rows {
      for scope in row.scopes {
        for chord in Self.keys(of: row, in: [scope], overrides, userChords) {
          let key = ScopedChord(scope: scope, chord: chord.normalized)
          if lookup[key] == nil { lookup[key] = row.command }
        }
      }
    }
    self.lookup = lookup
    var boundASCII: [KeyScope: ASCIISet] = [:]
    for key in lookup.keys {
      if let ascii = key.chord.plainASCII {
        boundASCII[key.scope, default: ASCIISet()].insert(ascii)
      }
    }
    self.boundASCII = boundASCII.map { ($0.key, $0.value) }
  }

  /// The keys of a row as they are in effect in `scope`, or in any of the row's scopes.
  package func keys(of row: CommandRow, in scope: KeyScope? = nil) -> [KeyChord] {
    Self.keys(of: row, in: scope.map { [$0] } ?? row.scopes, overrides, userChords)
  }

  /// The user's keys for the row's command, or its defaults less those the user gave another
  /// command in every one of `scopes`.
  private static func keys(
    of row: CommandRow, in scopes: [KeyScope], _ overrides: [Command: [KeyChord]],
    _ userChords: [KeyScope: Set<KeyChord>]
  ) -> [KeyChord] {
    if let own = overrides[row.command] { return own }
    return row.keys.filter { chord in
      scopes.contains { !(userChords[$0]?.contains(chord.normalized) ?? false) }
    }
  }

  /// The default keys of `command` that the user's bindings of other commands took: each with
  /// the command it runs now and the scopes where it does.
  package func takenDefaults(of command: Command) -> [TakenKey] {
    guard overrides[command] == nil else { return [] }
    var taken: [TakenKey] = []
    for row in CommandTable.rows where row.command == command {
      for scope in row.scopes {
        let kept = keys(of: row, in: scope)
        for chord in row.keys where !kept.contains(chord) {
          guard let by = self.command(for: chord, in: [scope]) else { continue }
          if let index = taken.firstIndex(where: {
            $0.chord.normalized == chord.normalized && $0.by == by
          }) {
            taken[index].scopes.append(scope)
          } else {
            taken.append(TakenKey(chord: chord, by: by, scopes: [scope]))
          }
        }
      }
    }
    return taken
  }

  /// A default key that a user's binding of another command took.
  package struct TakenKey: Equatable, Sendable {
    package var chord: KeyChord
    /// The command the key runs now.
    package var by: Command
    package var scopes: [KeyScope]
  }

  /// The command `chord` runs where `scopes` apply, the first scope first.
  package func command(for chord: KeyChord, in scopes: [KeyScope]) -> Command? {
    let chord = chord.normalized
    let ascii = chord.plainASCII
    for scope in scopes {
      if let ascii, !binds(ascii, in: scope) { continue }
      if let command = lookup[ScopedChord(scope: scope, chord: chord)] { return command }
    }
    return nil
  }

  /// Whether `scope` binds the ASCII character without modifiers.
  private func binds(_ ascii: UInt8, in scope: KeyScope) -> Bool {
    boundASCII.contains { $0.scope == scope && $0.keys.contains(ascii) }
  }

  /// The command of `chord` in one scope.
  package func command(for chord: KeyChord, in scope: KeyScope) -> Command? {
    command(for: chord, in: [scope])
  }

  /// The keys that run `command` in the first of `scopes` that has it.
  package func chords(for command: Command, in scopes: [KeyScope]) -> [KeyChord] {
    placed(command, in: scopes).map { keys(of: $0.row, in: $0.scope) } ?? []
  }

  /// The short name of the first key that runs `command` ("^S", "F1", "q"); "" when unbound.
  package func name(_ command: Command, in scopes: [KeyScope] = [.everywhere]) -> String {
    chords(for: command, in: scopes).first.map(KeyName.short) ?? ""
  }

  /// Every key of `command` by its short name, joined: "F4, ^Space, Shift-Space".
  package func names(_ command: Command, in scopes: [KeyScope] = [.everywhere]) -> String {
    chords(for: command, in: scopes).map(KeyName.short).joined(separator: ", ")
  }

  /// The row of `command` in the first of `scopes` that has it.
  func row(_ command: Command, in scopes: [KeyScope]) -> CommandRow? {
    placed(command, in: scopes)?.row
  }

  /// The row of `command` in the first of `scopes` that has it, and that scope.
  private func placed(_ command: Command, in scopes: [KeyScope]) -> (
    row: CommandRow, scope: KeyScope
  )? {
    for scope in scopes {
      if let row = CommandTable.rows.first(where: {
        $0.command == command && $0.scopes.contains(scope)
      }) {
        return (row, scope)
      }
    }
    return nil
  }

  /// "^S 등록": the first key and the row's short words; "" when the command has no key.
  package func hint(_ command: Command, in scopes: [KeyScope] = [.everywhere]) -> String {
    guard let row = row(command, in: scopes), let chord = chords(for: command, in: scopes).first
    else { return "" }
    return "\(KeyName.short(chord)) \(row.shortHelp)"
  }

  /// "k/j 이동": two commands that go together, with the first one's words.
  package func hint(_ first: Command, _ second: Command, in scopes: [KeyScope]) -> String {
    guard let row = row(first, in: scopes) else { return "" }
    return "\(name(first, in: scopes))/\(name(second, in: scopes)) \(row.shortHelp)"
  }

  /// Hints joined for a hint line: "k/j 이동 · y 복사 · Esc 닫기"; commands with no key are left
  /// out.
  package func hints(_ commands: [Command], in scopes: [KeyScope]) -> String {
    let key = HintLines.Key(commands: commands, scopes: scopes)
    if let line = hintLines.made.withLock({ $0[key] }) { return line }
    let line = commands.map { hint($0, in: scopes) }.filter { !$0.isEmpty }.joined(separator: " · ")
    hintLines.made.withLock { $0[key] = line }
    return line
  }

  /// The rows of one scope, in table order (help, popups' buttons).
  func rows(in scope: KeyScope) -> [CommandRow] {
    CommandTable.rows.filter { $0.scopes.contains(scope) }
  }
}

/// One map's hint lines, made once each (shared by the map's copies, which are all the same map).
private final class HintLines: Sendable {
  struct Key: Hashable {
    var commands: [Command]
    var scopes: [KeyScope]
  }

  let made = Mutex<[Key: String]>([:])
}

extension KeyMap: Equatable {
  /// The table is the same for every map: two maps are equal when the user's bindings are.
  package static func == (lhs: KeyMap, rhs: KeyMap) -> Bool { lhs.overrides == rhs.overrides }
}

extension KeyChord {
  /// A typed letter carries its case: Shift is dropped from a character other than Space, so
  /// "G" with or without a Shift flag is the same chord.
  var normalized: KeyChord {
    guard case .character(let c) = key, c != " ", modifiers.contains(.shift) else { return self }
    return KeyChord(key, modifiers.subtracting(.shift))
  }
}

extension KeyChord {
  /// The character's ASCII value when it is one and no modifier is held (Shift aside, as in
  /// the normalized chord).
  fileprivate var plainASCII: UInt8? {
    guard modifiers.isEmpty, case .character(let c) = key else { return nil }
    return c.asciiValue
  }
}

/// A set of ASCII codes, as two words of bits.
private struct ASCIISet: Sendable {
  private var bits: (UInt64, UInt64) = (0, 0)

  mutating func insert(_ ascii: UInt8) {
    if ascii < 64 { bits.0 |= 1 << ascii } else { bits.1 |= 1 << (ascii - 64) }
  }

  func contains(_ ascii: UInt8) -> Bool {
    ascii < 64 ? bits.0 & (1 << ascii) != 0 : bits.1 & (1 << (ascii - 64)) != 0
  }
}
