import Terminal

/// Every binding from the bindings table (and mouse/typing), grouped by where it applies,
/// laid out in as many columns as the height needs.
enum HelpOverlay {
  /// One line of help: a heading or a key with its description.
  enum Line: Equatable {
    case heading(String)
    case entry(keys: String, help: String)
  }

  static var lines: [Line] {
    var out: [Line] = []
    for scope in BindingScope.allCases {
      out.append(.heading(scope.title))
      for binding in KeyBindings.table where binding.scope == scope && binding.listed {
        out.append(.entry(keys: binding.keys, help: binding.help))
      }
    }
    out.append(.heading("입력"))
    for other in KeyBindings.otherHelp { out.append(.entry(keys: other.keys, help: other.help)) }
    return out
  }

  static func draw(_ state: AppState, into frame: inout Frame) {
    let theme = state.theme
    let lines = lines
    let box = frame.bounds
    Box.draw(
      box, title: "도움말 · 아무 키나 누르면 닫혀요", style: theme.overlay, titleStyle: theme.overlayTitle,
      into: &frame)
    let inner = box.inset(by: 1)
    let perColumn = max(1, inner.height)
    let columns = (lines.count + perColumn - 1) / perColumn
    let columnWidth = inner.width / max(1, columns)
    // Each column's descriptions start after its widest keys.
    let keyWidths = Dictionary(grouping: lines.indices, by: { $0 / perColumn }).mapValues {
      indices in
      indices.map { if case .entry(let keys, _) = lines[$0] { DisplayWidth.of(keys) } else { 0 } }
        .max() ?? 0
    }
    for (i, line) in lines.enumerated() {
      let column = i / perColumn
      let keyColumn = (keyWidths[column] ?? 0) + 3
      let x = inner.x + 1 + column * columnWidth
      let y = inner.y + i % perColumn
      let clip = Rect(x: x, y: y, width: columnWidth - 1, height: 1)
      switch line {
      case .heading(let title):
        frame.write(title, x: x, y: y, style: theme.overlayTitle, clip: clip)
      case .entry(let keys, let help):
        frame.write(keys, x: x + 1, y: y, style: theme.overlayTitle.withBold(false), clip: clip)
        frame.write(help, x: x + keyColumn, y: y, style: theme.overlay, clip: clip)
      }
    }
  }
}

extension Style {
  func withBold(_ bold: Bool) -> Style {
    var copy = self
    copy.bold = bold
    return copy
  }
}
