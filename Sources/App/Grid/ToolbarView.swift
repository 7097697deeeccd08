import Terminal

/// The row above the grid: ⌨ keyboard · 자주 쓰는 말 · 단축키 · layer indicator.
enum ToolbarView {
  /// What the toolbar shows: its labels' parts and which item is active.
  struct Input: Equatable, Sendable {
    var theme: Theme
    /// The grid has focus: the toolbar is its title.
    var keyboardFocused: Bool
    /// The popup open from the toolbar (자주 쓰는 말 or 단축키), if any.
    var popup: Overlay.Kind?
    var shortcut: String
    var layer: KeyboardLayer
    var keys: KeyMap
  }

  static func draw(_ input: Input, in rect: Rect, into frame: inout Frame) {
    let theme = input.theme
    frame.fill(rect, with: theme.toolbar)
    // With the grid focused the toolbar is its title: a heavy rule, as a focused pane's title.
    if input.keyboardFocused {
      frame.write(
        String(repeating: "━", count: rect.width), x: rect.x, y: rect.y, style: theme.titleFocused)
    }
    let items = ToolbarGeometry.items(
      in: rect, shortcut: input.shortcut, layer: input.layer, keys: input.keys)
    for (index, entry) in items.enumerated() {
      let active =
        (entry.item == .keyboard && input.keyboardFocused)
        || (entry.item == .favorites && input.popup == .phrases)
        || (entry.item == .shortcuts && input.popup == .shortcuts)
      let style = active ? theme.keyHighlighted : theme.toolbarItem
      frame.write(entry.label, x: entry.rect.x, y: rect.y, style: style, clip: rect)
      if index < 2 {
        frame.write(
          ToolbarGeometry.separator, x: entry.rect.maxX, y: rect.y,
          style: input.keyboardFocused ? theme.titleFocused : theme.toolbar, clip: rect)
      }
    }
  }
}
