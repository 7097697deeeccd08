import Terminal

/// How keys are written: short in hints and help (`^S`, `F1`, `Shift-Tab`, `r`).
package enum KeyName {
  /// A chord as hints write it.
  package static func short(_ chord: KeyChord) -> String {
    let key: String =
      switch chord.key {
      case .character(" "): "Space"
      case .character(let c): String(c)
      case .ctrl(" "): "^Space"
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
    if chord.modifiers.contains(.ctrl) { prefix += "^" }
    if chord.modifiers.contains(.alt) { prefix += "Alt-" }
    if chord.modifiers.contains(.shift) { prefix += "Shift-" }
    return prefix + key
  }
}
