/// How a `Color` reaches a terminal with a given number of colours, and what it then looks like.
extension Color {
  /// The colour number sent to a terminal with `colorCount` colours, or nil for its default
  /// colour. A bright colour on an 8-colour terminal becomes its dark twin; a 256-colour index
  /// a smaller terminal lacks becomes the default (themes for 8 and 16 colours use none). On a
  /// direct-colour terminal (more than 256: `xterm-direct`) numbers from 8 up are 0xRRGGBB.
  public func terminalNumber(colorCount: Int) -> Int? {
    guard let index = paletteIndex else { return nil }
    if colorCount > 256 {
      guard index >= 8 else { return index }
      let rgb = XtermPalette.colors[index]
      return Int(rgb.r) << 16 | Int(rgb.g) << 8 | Int(rgb.b)
    }
    if index < colorCount { return index }
    if index < 16 && index - 8 < colorCount { return index - 8 }
    return nil
  }

  /// What the colour looks like on a terminal with `colorCount` colours (xterm's palette);
  /// `terminalDefault` when it is the terminal's default colour there.
  public func shown(colorCount: Int, terminalDefault: RGB) -> RGB {
    guard let index = paletteIndex, let number = terminalNumber(colorCount: colorCount) else {
      return terminalDefault
    }
    return XtermPalette.colors[colorCount > 256 ? index : number]
  }

  /// The palette colour nearest to `rgb` among what a terminal with `colorCount` colours has
  /// (the 16 ANSI colours count as they are, not as xterm shows them: the nearest is a guess).
  public static func nearest(to rgb: RGB, colorCount: Int) -> Color {
    .indexed(UInt8(XtermPalette.nearest(to: rgb, among: min(colorCount, 256))))
  }
}

/// The colours a terminal shows by default and how many it has: what a style is seen against.
public struct TerminalColours: Hashable, Sendable {
  public var colorCount: Int
  public var foreground: RGB
  public var background: RGB

  public init(colorCount: Int, foreground: RGB, background: RGB) {
    self.colorCount = colorCount
    self.foreground = foreground
    self.background = background
  }
}

extension Style {
  /// The colours the text and the background of a cell in this style show in: reverse swaps
  /// them, dim draws the text halfway to the background (as xterm does); bold changes nothing.
  public func shown(on terminal: TerminalColours) -> (text: RGB, background: RGB) {
    var text = foreground.shown(colorCount: terminal.colorCount, terminalDefault: terminal.foreground)
    var back = background.shown(colorCount: terminal.colorCount, terminalDefault: terminal.background)
    if reverse { swap(&text, &back) }
    if dim { text = text.blended(toward: back) }
    return (text, back)
  }
}
