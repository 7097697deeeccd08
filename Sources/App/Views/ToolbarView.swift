import Terminal

/// The row above the grid: ⌨ keyboard · 자주 쓰는 말 · 단축키 · layer indicator.
enum ToolbarView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame) {
    let theme = state.theme
    frame.fill(rect, with: theme.toolbar)
    // With the grid focused the toolbar is its title: a heavy rule, as a focused pane's title.
    if state.focus == .keyboard {
      frame.write(
        String(repeating: "━", count: rect.width), x: rect.x, y: rect.y, style: theme.titleFocused)
    }
    let items = ToolbarGeometry.items(in: rect, state: state)
    for (index, entry) in items.enumerated() {
      let active =
        (entry.item == .keyboard && state.focus == .keyboard)
        || (entry.item == .favorites && state.overlay?.kind == .phrases)
        || (entry.item == .shortcuts && state.overlay?.kind == .shortcuts)
      let style = active ? theme.keyHighlighted : theme.toolbarItem
      frame.write(entry.label, x: entry.rect.x, y: rect.y, style: style, clip: rect)
      if index < 2 {
        frame.write(
          ToolbarGeometry.separator, x: entry.rect.maxX, y: rect.y,
          style: state.focus == .keyboard ? theme.titleFocused : theme.toolbar, clip: rect)
      }
    }
  }
}
