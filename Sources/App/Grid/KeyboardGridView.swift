import DisplayText
import Hangul
import Terminal

/// The on-screen keyboard: keys of the current layer (drawn from the keyboard's data on every
/// keyboard but 2-beolsik, finals underlined), the highlighted key (when the grid has focus,
/// or after a click) and the key that was just pressed.
package enum KeyboardGridView {
  /// What the grid shows: the keys of the current layer and which of them stand out.
  package struct Input: Equatable, Sendable {
    /// What picks the keys (compared on every frame, so the keys are built only to draw).
    var layer: KeyboardLayer
    var mode: InputMode
    var shift: ShiftState
    var shortcut: String
    var keyboard: Keyboard
    var style: Layout.KeyStyle
    var theme: Theme
    /// The key the arrows move, while the grid has focus.
    var highlighted: KeyboardState.Position?
    var flashing: KeyboardState.Position?
    var shiftOn: Bool
    var showsSymbols: Bool
  }

  package static func draw(_ input: Input, in rect: Rect, into frame: inout Frame) {
    let rows = KeyLayers.rows(
      layer: input.layer, mode: input.mode, shift: input.shift, shortcut: input.shortcut,
      keyboard: input.keyboard)
    let rects = KeyboardGeometry.keyRects(
      rows: rows, in: rect, rowHeight: input.style == .boxed ? 3 : 1)
    for (r, row) in rows.enumerated() {
      for (c, key) in row.enumerated() {
        let look = look(of: key, at: KeyboardState.Position(row: r, column: c), input)
        let area = Rect(
          x: rects[r][c].x, y: rects[r][c].y, width: rects[r][c].width - 1,
          height: rects[r][c].height)
        let final = key.slot == .final
        switch input.style {
        case .compact:
          drawCompact(
            key.label, look: look, final: final, in: area, theme: input.theme, into: &frame)
        case .boxed:
          drawBoxed(key.label, look: look, final: final, in: area, theme: input.theme, into: &frame)
        }
      }
    }
  }

  /// How a key is drawn.
  enum Look { case normal, special, active, highlighted, flashing }

  static func look(of key: GridKey, at position: KeyboardState.Position, _ input: Input) -> Look {
    if input.flashing == position { return .flashing }
    if input.highlighted == position { return .highlighted }
    let active =
      (key.action == .shift && input.shiftOn) || (key.action == .symbols && input.showsSymbols)
    if active { return .active }
    return key.isSpecial ? .special : .normal
  }

  static func style(_ look: Look, theme: Theme) -> Style {
    switch look {
    case .normal: theme.key
    case .special: theme.keySpecial
    case .active: theme.keyActive
    case .highlighted: theme.keyHighlighted
    case .flashing: theme.keyFlash
    }
  }

  /// `[ ㅂ ]`; the highlighted key shows as `> ㅂ <` so it is visible without colour too. A
  /// final's label is underlined (`final`), which also shows without colour.
  static func drawCompact(
    _ label: String, look: Look, final: Bool = false, in area: Rect, theme: Theme,
    into frame: inout Frame
  ) {
    let style = style(look, theme: theme)
    let (open, close) = look == .highlighted ? (">", "<") : ("[", "]")
    frame.fill(area, with: style)
    frame.write(open, x: area.x, y: area.y, style: style)
    frame.write(close, x: area.maxX - 1, y: area.y, style: style)
    centered(
      label, in: Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1),
      style: labelStyle(style, final: final), into: &frame)
  }

  /// A three-row box; the highlighted key gets a double border.
  static func drawBoxed(
    _ label: String, look: Look, final: Bool = false, in area: Rect, theme: Theme,
    into frame: inout Frame
  ) {
    let style = style(look, theme: theme)
    let b = look == .highlighted ? Array("╔═╗║╚╝") : Array("┌─┐│└┘")
    let inner = String(repeating: b[1], count: max(0, area.width - 2))
    frame.write("\(b[0])\(inner)\(b[2])", x: area.x, y: area.y, style: style)
    frame.fill(Rect(x: area.x, y: area.y + 1, width: area.width, height: 1), with: style)
    frame.write(String(b[3]), x: area.x, y: area.y + 1, style: style)
    frame.write(String(b[3]), x: area.maxX - 1, y: area.y + 1, style: style)
    frame.write("\(b[4])\(inner)\(b[5])", x: area.x, y: area.y + 2, style: style)
    centered(
      label, in: Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: 1),
      style: labelStyle(style, final: final), into: &frame)
  }

  static func labelStyle(_ style: Style, final: Bool) -> Style {
    var style = style
    style.underline = style.underline || final
    return style
  }

  static func centered(_ label: String, in rect: Rect, style: Style, into frame: inout Frame) {
    let text = DisplayWidth.truncated(label, to: rect.width, ellipsis: false)
    let x = rect.x + (rect.width - DisplayWidth.of(text)) / 2
    frame.write(text, x: x, y: rect.y, style: style, clip: rect)
  }
}

extension KeyboardGridView.Input {
  /// The grid as `dubeol type` shows it (its memberwise init stays the UI's).
  package init(
    layer: KeyboardLayer, mode: InputMode, shift: ShiftState, shortcut: String,
    keyboard: Keyboard, style: Layout.KeyStyle, theme: Theme,
    highlighted: KeyboardState.Position?, flashing: KeyboardState.Position?
  ) {
    self.layer = layer
    self.mode = mode
    self.shift = shift
    self.shortcut = shortcut
    self.keyboard = keyboard
    self.style = style
    self.theme = theme
    self.highlighted = highlighted
    self.flashing = flashing
    shiftOn = shift.isOn
    showsSymbols = layer == .symbols || layer == .moreSymbols
  }
}
