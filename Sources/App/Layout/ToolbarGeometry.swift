import DisplayText
import Terminal

/// The toolbar's items above the grid: ⌨ keyboard · 자주 쓰는 말 · 단축키 · layer.
public enum ToolbarItem: Sendable, Equatable, CaseIterable {
  case keyboard, favorites, shortcuts, layer
}

/// Labels and positions of the toolbar items.
enum ToolbarGeometry {
  static let separator = "  ·  "

  static func label(_ item: ToolbarItem, state: AppState) -> String {
    switch item {
    case .keyboard: "⌨ 키보드"
    case .favorites: "자주 쓰는 말 \(KeyBindings.keyName(for: .openFavorites))"
    case .shortcuts: "단축키 \(state.currentShortcut) \(KeyBindings.keyName(for: .openShortcuts))"
    case .layer: "[\(state.layer.title)]"
    }
  }

  /// Each item with its rectangle; the layer indicator is right-aligned.
  static func items(in area: Rect, state: AppState) -> [(
    item: ToolbarItem, rect: Rect, label: String
  )] {
    var x = area.x + 1
    var out: [(ToolbarItem, Rect, String)] = []
    for item in [ToolbarItem.keyboard, .favorites, .shortcuts] {
      let text = label(item, state: state)
      let w = DisplayWidth.of(text)
      out.append((item, Rect(x: x, y: area.y, width: w, height: 1), text))
      x += w + DisplayWidth.of(separator)
    }
    let layer = label(.layer, state: state)
    let lw = DisplayWidth.of(layer)
    out.append((.layer, Rect(x: area.maxX - lw - 1, y: area.y, width: lw, height: 1), layer))
    return out
  }
}
