import DisplayText
import Terminal

/// The toolbar's items above the grid: ⌨ keyboard · 자주 쓰는 말 · 단축키 · layer.
package enum ToolbarItem: Sendable, Equatable, CaseIterable {
  case keyboard, favorites, shortcuts, layer
}

/// Labels and positions of the toolbar items.
enum ToolbarGeometry {
  static let separator = "  ·  "

  /// `shortcut`: the shortcut key's text; `layer`: the grid's current layer.
  static func label(
    _ item: ToolbarItem, shortcut: String, layer: KeyboardLayer, keys: KeyMap
  ) -> String {
    switch item {
    case .keyboard: "⌨ 키보드"
    case .favorites: "자주 쓰는 말 \(keys.name(.openPhrases))"
    case .shortcuts: "단축키 \(shortcut) \(keys.name(.openShortcuts))"
    case .layer: "[\(layer.title)]"
    }
  }

  /// Each item with its rectangle; the layer indicator is right-aligned.
  static func items(in area: Rect, shortcut: String, layer: KeyboardLayer, keys: KeyMap) -> [(
    item: ToolbarItem, rect: Rect, label: String
  )] {
    var x = area.x + 1
    var out: [(ToolbarItem, Rect, String)] = []
    for item in [ToolbarItem.keyboard, .favorites, .shortcuts] {
      let text = label(item, shortcut: shortcut, layer: layer, keys: keys)
      let w = DisplayWidth.of(text)
      out.append((item, Rect(x: x, y: area.y, width: w, height: 1), text))
      x += w + DisplayWidth.of(separator)
    }
    let layerText = label(.layer, shortcut: shortcut, layer: layer, keys: keys)
    let lw = DisplayWidth.of(layerText)
    out.append((.layer, Rect(x: area.maxX - lw - 1, y: area.y, width: lw, height: 1), layerText))
    return out
  }
}
