import Terminal

extension AppState {
  /// Clicks press keys, move the cursor, select reviews and open toolbar items; the wheel scrolls.
  mutating func handleMouse(_ mouse: MouseEvent) -> [Effect] {
    let layout = layout
    guard layout.fits else { return [] }
    let point = Point(x: mouse.x, y: mouse.y)
    if let window = hanja.window { return handleHanjaMouse(mouse, window) }
    if let overlay { return handleOverlayMouse(mouse, overlay) }
    switch mouse.kind {
    case .press(.left):
      var effects = finishHold()
      effects += click(at: point, layout: layout)
      return effects
    case .release(.left):
      return finishHold()
    case .wheelUp:
      return moveSelection(by: -1)
    case .wheelDown:
      return moveSelection(by: 1)
    default:
      return []
    }
  }

  private mutating func click(at point: Point, layout: Layout) -> [Effect] {
    if layout.keyboard.contains(point) {
      guard let position = KeyboardGeometry.key(at: point, in: keyRects) else { return [] }
      keyboard.highlighted = position
      switch gridRows[position.row][position.column].action {
      case .shortcut:
        // Acts on release (short press) or after the long-press time (picker).
        keyboard.flashing = position
        return startHold(at: position, actsOnRelease: true)
      case .backspace:
        // Deletes at once; held, it goes on deleting whole characters.
        return pressKey(at: position) + startHold(at: position, actsOnRelease: false)
      default:
        return pressKey(at: position)
      }
    }
    if layout.compose.contains(point) || layout.composeTitle.contains(point) {
      focus = .compose
      return moveCursor(toCell: point, layout: layout)
    }
    if layout.list.contains(point) || layout.listTitle.contains(point) {
      focus = .list
      return clickList(atRow: point.y)
    }
    if layout.toolbar.contains(point) {
      let hit = ToolbarGeometry.items(
        in: layout.toolbar, shortcut: currentShortcut, layer: layer, keys: keys
      ).first {
        $0.rect.contains(point)
      }
      switch hit?.item {
      case .keyboard: return setFocus(.keyboard)
      case .favorites: return openPhrases()
      case .shortcuts: return openShortcuts()
      case .layer: return toggleInputMode()
      case nil: return []
      }
    }
    return []
  }

  static let longPressMilliseconds = 500
  static let repeatMilliseconds = 100

  mutating func startHold(at position: KeyboardState.Position, actsOnRelease: Bool) -> [Effect] {
    holdsStarted += 1
    keyboard.hold = .init(position: position, token: holdsStarted, actsOnRelease: actsOnRelease)
    return [.startTimer(.longPress(holdsStarted), milliseconds: Self.longPressMilliseconds)]
  }

  /// The button was let go: a key that waits for it (the shortcut key) makes its short press.
  mutating func finishHold() -> [Effect] {
    guard let hold = keyboard.hold else { return [] }
    keyboard.hold = nil
    return hold.actsOnRelease ? pressKey(at: hold.position) : []
  }

  /// The long-press time passed with the button still down: the shortcut key opens the
  /// picker, ⌫ deletes a whole character and repeats.
  mutating func longPress(_ token: Int) -> [Effect] {
    guard let hold = keyboard.hold, hold.token == token else { return [] }
    let rows = gridRows
    guard rows.indices.contains(hold.position.row),
      rows[hold.position.row].indices.contains(hold.position.column)
    else { return [] }
    switch rows[hold.position.row][hold.position.column].action {
    case .backspace:
      keyboard.flashing = hold.position
      keyboard.flashToken += 1
      return editCompose(.deleteCharacter)
        + [.startTimer(.longPress(token), milliseconds: Self.repeatMilliseconds)]
    default:
      keyboard.hold = nil
      keyboard.flashing = nil
      return openShortcuts()
    }
  }

  /// Moves the compose cursor to the character nearest a clicked cell.
  mutating func moveCursor(toCell point: Point, layout: Layout) -> [Effect] {
    let wrap = ComposeWrap(compose.text, width: layout.compose.width)
    let cursorRow = wrap.position(of: compose.buffer.cursor).row
    let first = ComposeView.firstVisibleRow(
      cursorRow: cursorRow, visibleRows: layout.compose.height)
    let row = first + max(0, point.y - layout.compose.y)
    return moveCursor(to: wrap.offset(row: row, column: point.x - layout.compose.x))
  }

  mutating func handleOverlayMouse(_ mouse: MouseEvent, _ overlay: Overlay) -> [Effect] {
    switch (overlay, mouse.kind) {
    case (.help, .press(.left)):
      self.overlay = nil
      return []
    case (.phrases, _), (.shortcuts, _):
      return handlePopupMouse(mouse)
    case (.reader, _), (.outbox, _):
      return handleReadingMouse(mouse, overlay.kind)
    default:
      return []
    }
  }
}
