import Terminal

/// Drawing shared by the popups: a centred bordered box with a title, and text fitted to a width.
enum PopupBox {
  /// A `width` × `height` box centred in `area` (shrunk to fit it).
  static func centred(width: Int, height: Int, in area: Rect) -> Rect {
    let w = min(width, area.width)
    let h = min(height, area.height)
    return Rect(
      x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h)
  }

  /// Clears `box` in the overlay style and draws its border with `title` in the top edge.
  static func draw(_ box: Rect, title: String, into frame: inout Frame, theme: Theme) {
    guard box.width >= 2, box.height >= 2 else { return }
    frame.fill(box, with: theme.overlay)
    let border = styles(theme).border
    let inner = String(repeating: "─", count: box.width - 2)
    frame.write("┌" + inner + "┐", x: box.x, y: box.y, style: border, clip: box)
    frame.write("└" + inner + "┘", x: box.x, y: box.maxY - 1, style: border, clip: box)
    for y in (box.y + 1)..<(box.maxY - 1) {
      frame.write("│", x: box.x, y: y, style: border, clip: box)
      frame.write("│", x: box.maxX - 1, y: y, style: border, clip: box)
    }
    let titleText = fitted(" \(title) ", width: box.width - 4)
    frame.write(titleText, x: box.x + 2, y: box.y, style: theme.overlayTitle, clip: box)
  }

  /// Draws hint buttons: the key in the title style, the label in the dim border style.
  static func draw(_ buttons: [PopupButton], into frame: inout Frame, theme: Theme) {
    for button in buttons {
      let parts = button.label.split(separator: " ", maxSplits: 1).map(String.init)
      let x = frame.write(
        parts[0], x: button.rect.x, y: button.rect.y, style: theme.overlayTitle, clip: button.rect)
      if parts.count > 1 {
        frame.write(
          " " + parts[1], x: x, y: button.rect.y, style: styles(theme).hint, clip: button.rect)
      }
    }
  }

  /// Overlay-background versions of the theme's styles, so nothing in a popup shows the screen's
  /// default background through it.
  static func styles(_ theme: Theme) -> (
    border: Style, hint: Style, placeholder: Style, error: Style
  ) {
    func onOverlay(_ style: Style) -> Style {
      var s = style
      if s.background == .default { s.background = theme.overlay.background }
      return s
    }
    return (
      onOverlay(theme.border), onOverlay(theme.time), onOverlay(theme.placeholder),
      onOverlay(theme.error)
    )
  }

  /// `text` cut to at most `width` cells, ending in "…" when cut.
  static func fitted(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    var out = ""
    var used = 0
    for ch in text {
      let w = DisplayWidth.of(ch)
      if used + w > width - 1 { break }
      out.append(ch)
      used += w
    }
    return out + "…"
  }

  /// The end of `text` that fits in `width` cells, starting with "…" when cut (for text fields,
  /// where the end is where the typing happens).
  static func fittedTail(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    var out: [Character] = []
    var used = 0
    for ch in text.reversed() {
      let w = DisplayWidth.of(ch)
      if used + w > width - 1 { break }
      out.append(ch)
      used += w
    }
    return "…" + String(out.reversed())
  }
}
