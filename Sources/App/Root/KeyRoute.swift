/// Where a key goes, first match wins: the open 한자 window, a popup (its editor's 한자 key
/// first), the search line being typed, a command of the panes, else a character typed into
/// the compose pane. `handleKey` acts on it; the echo written ahead of the update asks it alone.
enum KeyRoute {
  case hanjaWindow(HanjaWindow)
  case convertHanja
  case overlay(Overlay)
  case search(SearchKey)
  case command(Command)
  case type(Character)
  case ignored
}

/// A key typed into the search line: a command of the line, or a character for its field.
enum SearchKey: Equatable {
  case command(Command)
  case type(Character)
}

extension KeyChord {
  /// The character a typist meant, when the chord types one (Shift alone may be held).
  var typedCharacter: Character? {
    guard case .character(let c) = key, modifiers.subtracting(.shift).isEmpty else { return nil }
    return c
  }
}

extension AppState {
  func route(_ chord: KeyChord) -> KeyRoute {
    if let window = hanja.window { return .hanjaWindow(window) }
    if let overlay {
      // A popup's editor converts to 한자 as the panes do (their commands, the 한자 key among
      // them, reach the panes and the search line below).
      if let target = hanjaTarget, keys.command(for: chord, in: hanjaScopes(target)) == .hanja {
        return .convertHanja
      }
      return .overlay(overlay)
    }
    if isTypingSearch {
      if let command = keys.command(for: chord, in: KeyScope.searchLine) {
        return .search(.command(command))
      }
      return chord.typedCharacter.map { .search(.type($0)) } ?? .ignored
    }
    if let command = keys.command(for: chord, in: focus.scopes) { return .command(command) }
    if let c = chord.typedCharacter, focus != .list { return .type(c) }
    return .ignored
  }
}
