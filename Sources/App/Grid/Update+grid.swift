import Hangul

extension AppState {
  /// Presses a key of the grid (Enter on the highlighted key, or a click); the key flashes.
  mutating func pressKey(at position: KeyboardState.Position) -> [Effect] {
    let rows = gridRows
    guard rows.indices.contains(position.row), rows[position.row].indices.contains(position.column)
    else { return [] }
    let key = rows[position.row][position.column]
    keyboard.flashToken += 1
    keyboard.flashing = position
    var effects: [Effect] = [.startTimer(.keyFlash(keyboard.flashToken), milliseconds: 150)]
    effects += act(key.action)
    clampHighlight()
    return effects
  }

  mutating func act(_ action: KeyAction) -> [Effect] {
    switch action {
    case .jamo(let jamo):
      defer { releaseOneShotShift() }
      return editCompose { $0.press(.jamo(jamo)) }
    case .key(let key):
      defer { releaseOneShotShift() }
      return editCompose { $0.press(.key(key)) }
    case .character(let text):
      defer { releaseOneShotShift() }
      return editCompose { $0.press(.text(text)) }
    case .shift:
      keyboard.shift = keyboard.shift.pressed
      return []
    case .symbols:
      endComposition()
      keyboard.showsSymbols.toggle()
      keyboard.shift = .off
      return []
    case .hanEng:
      return toggleInputMode()
    case .hanja:
      return convertHanja()
    case .space:
      return editCompose { $0.press(.text(" ")) }
    case .shortcut:
      return insert(currentShortcut)
    case .post:
      return post()
    case .backspace:
      return editCompose(.backspace)
    }
  }

  /// A one-shot shift ends after one letter; on the symbol pages shift just flips the page.
  mutating func releaseOneShotShift() {
    if keyboard.shift == .once && !keyboard.showsSymbols { keyboard.shift = .off }
  }

  /// ←/→ move within the row (wrapping around).
  mutating func moveHighlight(columns delta: Int) -> [Effect] {
    let rows = gridRows
    let count = rows[keyboard.highlighted.row].count
    keyboard.highlighted.column = (keyboard.highlighted.column + delta + count) % count
    keyboard.verticalGoal = nil
    return []
  }

  /// ↑/↓ move to the key above or below whose centre is nearest to the column they started
  /// from (a run of them does not drift sideways).
  mutating func moveHighlight(rows delta: Int) -> [Effect] {
    let rects = keyRects
    let here = keyboard.highlighted
    let target = here.row + delta
    guard rects.indices.contains(target) else { return [] }
    let goal =
      keyboard.verticalGoal.flatMap { $0.position == here ? $0.center2 : nil }
      ?? KeyboardGeometry.center2(of: rects[here.row][here.column])
    keyboard.highlighted = .init(
      row: target, column: KeyboardGeometry.nearest(toCenter2: goal, inRow: rects[target]))
    keyboard.verticalGoal = .init(center2: goal, position: keyboard.highlighted)
    return []
  }

  /// Keeps the highlight on a key after the layer or size changed.
  mutating func clampHighlight() {
    let rows = gridRows
    let row = min(max(0, keyboard.highlighted.row), rows.count - 1)
    keyboard.highlighted = .init(
      row: row, column: min(max(0, keyboard.highlighted.column), rows[row].count - 1))
  }
}
