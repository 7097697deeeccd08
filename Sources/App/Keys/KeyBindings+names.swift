import Terminal

extension KeyBindings {
  /// The short name of the key that runs `command` where `scope` has focus, taken from the
  /// bindings table (the pane's own binding first, then editing, then global): the one source
  /// of key names for the status line, header and toolbar.
  static func keyName(for command: Command, in scope: BindingScope = .global) -> String {
    for s in [scope, .editing, .global] {
      if let binding = table.first(where: { $0.scope == s && $0.command == command }),
        let chord = binding.chords.first
      {
        return name(of: chord)
      }
    }
    return "?"
  }

  /// The names of every chord bound to `command` in `scope` (the pane's rows only), in table
  /// order: "F4", "Ctrl-Space", "Shift-Space".
  static func keyNames(for command: Command, in scope: BindingScope = .global) -> [String] {
    table.filter { $0.scope == scope && $0.command == command }.flatMap(\.chords).map(name(of:))
  }

  /// How the help overlay writes the row that runs `command` in `scope` ("n/N" for a pair).
  static func keys(for command: Command, in scope: BindingScope) -> String {
    table.first { $0.scope == scope && $0.command == command }?.keys
      ?? keyName(for: command, in: scope)
  }

  /// A chord as hints write it: `^S`, `F1`, `Tab`, `Alt-1`, `r`.
  static func name(of chord: KeyChord) -> String {
    let key: String =
      switch chord.key {
      case .character(" "): "Space"
      case .character(let c): String(c)
      case .ctrl(let c): "^" + c.uppercased()
      case .function(let n): "F\(n)"
      case .up: "↑"
      case .down: "↓"
      case .left: "←"
      case .right: "→"
      case .home: "Home"
      case .end: "End"
      case .pageUp: "PgUp"
      case .pageDown: "PgDn"
      case .insert: "Ins"
      case .delete: "Del"
      case .tab: "Tab"
      case .backTab: "Shift-Tab"
      case .backspace: "Backspace"
      case .enter: "Enter"
      case .escape: "Esc"
      }
    var prefix = ""
    if chord.modifiers.contains(.ctrl) { prefix += "Ctrl-" }
    if chord.modifiers.contains(.alt) { prefix += "Alt-" }
    if chord.modifiers.contains(.shift) { prefix += "Shift-" }
    return prefix + key
  }
}

extension KeyBindings {
  /// The editing command a chord sends to a one-line field (the search line, the popups'
  /// editors): the compose pane's editing keys.
  static func fieldEdit(for chord: KeyChord) -> FieldEdit? {
    command(for: chord, in: .compose)?.fieldEdit
  }
}
