import Terminal

/// Drawing shared by the popups: their box in the overlay styles, and hint buttons.
enum PopupBox {
  /// Clears `box` in the overlay style and draws its border with `title` in the top edge.
  static func draw(_ box: Rect, title: String, into frame: inout Frame, theme: Theme) {
    Box.draw(
      box, title: title, fill: theme.overlay, border: styles(theme).border,
      titleStyle: theme.overlayTitle, into: &frame)
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

  /// The theme's styles for inside a popup: on the popup's background, so nothing shows the
  /// screen's default background through it, in colours that read on it.
  static func styles(_ theme: Theme) -> (
    border: Style, hint: Style, placeholder: Style, error: Style
  ) {
    (theme.overlayMuted, theme.overlayMuted, theme.overlayMuted, theme.overlayError)
  }
}
