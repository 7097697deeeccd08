import Terminal

/// A bordered box for overlays and toasts, cleared inside.
enum Box {
  static func draw(
    _ rect: Rect, title: String = "", style: Style, titleStyle: Style, into frame: inout Frame
  ) {
    frame.fill(rect, with: style)
    guard rect.width >= 2, rect.height >= 2 else { return }
    let inner = String(repeating: "─", count: rect.width - 2)
    frame.write("┌" + inner + "┐", x: rect.x, y: rect.y, style: style)
    frame.write("└" + inner + "┘", x: rect.x, y: rect.maxY - 1, style: style)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      frame.write("│", x: rect.x, y: y, style: style)
      frame.write("│", x: rect.maxX - 1, y: y, style: style)
    }
    if !title.isEmpty {
      frame.write(
        " \(title) ", x: rect.x + 2, y: rect.y, style: titleStyle,
        clip: rect.inset(by: 1).union(row: rect.y))
    }
  }

  /// A rectangle of a size centred in the frame.
  static func centered(width: Int, height: Int, in frame: Frame) -> Rect {
    let w = min(width, frame.width)
    let h = min(height, frame.height)
    return Rect(x: (frame.width - w) / 2, y: (frame.height - h) / 2, width: w, height: h)
  }
}

extension Rect {
  /// The same columns, on row `y` (to clip a title onto a border).
  func union(row y: Int) -> Rect { Rect(x: x, y: y, width: width, height: 1) }
}
