import App
import Hangul
import HostedProgram
import Terminal

/// The on-screen keyboard in `dubeol type`: while it is shown the arrows move its highlight and
/// Enter presses the highlighted key (the `grid` scope's keys), a click presses the key under
/// the mouse; a key types into the program as the same key on the physical keyboard would.
extension TypeSession {
  /// The keys the grid shows now.
  package var gridRows: [[GridKey]] {
    (grid ?? TypeGrid()).rows(mode: mode, keyboard: keyboards.current, shortcut: shortcut)
  }

  /// The text the grid's shortcut key types (`[shortcuts] current`).
  var shortcut: String {
    settings.shortcuts.indices.contains(settings.currentShortcut)
      ? settings.shortcuts[settings.currentShortcut] : ""
  }

  /// Presses the grid's key at `position` (a click); what the program is sent.
  package mutating func pressGridKey(at position: KeyboardState.Position) -> [ProgramInput] {
    notice = nil
    scrolledBack = 0
    return finish(press(at: position))
  }

  mutating func gridCommand(_ command: Command) -> [ProgramInput] {
    guard var grid else { return [] }
    let rows = gridRows
    switch command {
    case .gridLeft: grid.move(rows: rows, columns: -1, rows: 0)
    case .gridRight: grid.move(rows: rows, columns: 1, rows: 0)
    case .gridUp: grid.move(rows: rows, columns: 0, rows: -1)
    case .gridDown: grid.move(rows: rows, columns: 0, rows: 1)
    case .gridPress:
      return press(at: grid.highlighted)
    default: break
    }
    self.grid = grid
    return []
  }

  private mutating func press(at position: KeyboardState.Position) -> [ProgramInput] {
    let rows = gridRows
    guard var grid, rows.indices.contains(position.row),
      rows[position.row].indices.contains(position.column)
    else { return [] }
    grid.highlighted = position
    var sent: [ProgramInput] = []
    // A one-shot shift ends after one key that types; on the symbol pages it flips the page.
    var releasesShift = grid.shift == .once && !grid.showsSymbols
    switch rows[position.row][position.column].action {
    case .jamo(let jamo): sent = engine(.jamo(jamo))
    case .key(let key): sent = engine(.key(key))
    case .character(let text): sent = commit() + [.text(text)]
    case .shift:
      grid.shift = grid.shift.pressed
      releasesShift = false
    case .symbols:
      sent = commit()
      grid.showsSymbols.toggle()
      grid.shift = .off
    case .hanEng:
      sent = commit()
      mode = mode == .hangul ? .english : .hangul
    case .space: sent = commit() + [.key(.character(" "), [])]
    case .shortcut: sent = commit() + [.text(shortcut)]
    case .hanja:
      sent = commit()
      hanjaAsked = true
    case .post: sent = commit() + [.key(.enter, [])]
    case .backspace: sent = type(.backspace, [])
    }
    if releasesShift { grid.shift = .off }
    self.grid = grid
    // The layer may have changed (shift, 123, 한/영): the highlight stays on a key.
    let rowsNow = gridRows
    self.grid?.clamp(rowsNow)
    return sent
  }
}
