import App
import Hangul
import Terminal

/// The on-screen keyboard under the program in `dubeol type`: its layer (the mode, shift and
/// the symbol pages) and the key the arrows move. The keys and how they are drawn are the UI's.
package struct TypeGrid: Sendable, Equatable {
  package var shift: ShiftState = .off
  package var showsSymbols = false
  package var highlighted = KeyboardState.Position(row: 0, column: 0)
  /// Whether the arrows and Enter are the grid's (else they go to the program, and the grid is
  /// clicked).
  package var focused = true

  package init() {}

  /// The keys shown in `mode` on `keyboard`, row by row.
  package func rows(mode: InputMode, keyboard: Keyboard, shortcut: String) -> [[GridKey]] {
    KeyLayers.rows(
      layer: KeyboardLayer(mode: mode, symbols: showsSymbols, shift: shift), mode: mode,
      shift: shift, shortcut: shortcut, keyboard: keyboard)
  }

  /// Boxed keys when the terminal is tall enough, one line a row otherwise.
  package static func style(terminalHeight: Int) -> Layout.KeyStyle {
    terminalHeight >= 30 ? .boxed : .compact
  }

  package static func rowHeight(_ style: Layout.KeyStyle) -> Int { style == .boxed ? 3 : 1 }

  /// Moves the highlight: ←/→ within the row (wrapping), ↑/↓ to the nearest key in the next
  /// row (measured on the grid's own proportions).
  package mutating func move(rows: [[GridKey]], columns dx: Int, rows dy: Int) {
    guard !rows.isEmpty else { return }
    clamp(rows)
    if dx != 0 {
      let count = rows[highlighted.row].count
      highlighted.column = ((highlighted.column + dx) % count + count) % count
    }
    let target = highlighted.row + dy
    guard dy != 0, rows.indices.contains(target) else { return }
    let rects = KeyboardGeometry.keyRects(
      rows: rows, in: Rect(x: 0, y: 0, width: 120, height: rows.count), rowHeight: 1)
    let center = KeyboardGeometry.center2(of: rects[highlighted.row][highlighted.column])
    highlighted = .init(
      row: target, column: KeyboardGeometry.nearest(toCenter2: center, inRow: rects[target]))
  }

  /// Keeps the highlight on a key after the layer changed.
  package mutating func clamp(_ rows: [[GridKey]]) {
    guard !rows.isEmpty else { return }
    let row = min(max(0, highlighted.row), rows.count - 1)
    highlighted = .init(row: row, column: min(max(0, highlighted.column), rows[row].count - 1))
  }
}
