import DisplayText
import Terminal

/// The bordered box of overlays, popups and toasts: cleared inside, with an optional title in
/// the top edge (cut with "…" when it does not fit).
enum Box {
  static func draw(
    _ rect: Rect, title: String = "", fill: Style, border: Style? = nil, titleStyle: Style,
    into frame: inout Frame
  ) {
    frame.fill(rect, with: fill)
    guard rect.width >= 2, rect.height >= 2 else { return }
    let border = border ?? fill
    let inner = String(repeating: "─", count: rect.width - 2)
    frame.write("┌" + inner + "┐", x: rect.x, y: rect.y, style: border, clip: rect)
    frame.write("└" + inner + "┘", x: rect.x, y: rect.maxY - 1, style: border, clip: rect)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      frame.write("│", x: rect.x, y: y, style: border, clip: rect)
      frame.write("│", x: rect.maxX - 1, y: y, style: border, clip: rect)
    }
    if !title.isEmpty {
      frame.write(
        DisplayWidth.truncated(" \(title) ", to: rect.width - 4), x: rect.x + 2, y: rect.y,
        style: titleStyle, clip: rect)
    }
  }
}
