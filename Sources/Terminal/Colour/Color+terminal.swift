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
  /// `terminalDefault` when it is the terminal's default colour there. `brightened`: text drawn
  /// bold by a terminal that shows bold colours 0–7 as their bright twins 8–15 (xterm's
  /// `boldColors`, on by default), which turns bold black into grey.
  public func shown(colorCount: Int, terminalDefault: RGB, brightened: Bool = false) -> RGB {
    guard let index = paletteIndex, let number = terminalNumber(colorCount: colorCount) else {
      return terminalDefault
    }
    if brightened && number < 8 { return XtermPalette.colors[number + 8] }
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
  /// Whether bold text in colours 0–7 is drawn in colours 8–15 (xterm's default).
  public var boldBrightens: Bool

  public init(colorCount: Int, foreground: RGB, background: RGB, boldBrightens: Bool = true) {
    self.colorCount = colorCount
    self.foreground = foreground
    self.background = background
    self.boldBrightens = boldBrightens
  }
}

extension Style {
  /// The colours the text and the background of a cell in this style show in: reverse swaps
  /// them, dim draws the text halfway to the background (as xterm does), bold brightens text
  /// in colours 0–7 where the terminal does (the terminal's default colour stays as it is).
  public func shown(on terminal: TerminalColours) -> (text: RGB, background: RGB) {
    var text = foreground.shown(
      colorCount: terminal.colorCount, terminalDefault: terminal.foreground,
      brightened: bold && terminal.boldBrightens)
    var back = background.shown(
      colorCount: terminal.colorCount, terminalDefault: terminal.background)
    if reverse { swap(&text, &back) }
    if dim { text = text.blended(toward: back) }
    return (text, back)
  }
}

extension Style {
  /// This style, without bold when a terminal that brightens bold text would draw it less
  /// readable than 4.5:1 and worse than without bold: bold black on yellow is grey on yellow
  /// in xterm. Bold that still reads is kept.
  public func withReadableBold(on terminal: TerminalColours) -> Style {
    guard bold else { return self }
    var plain = self
    plain.bold = false
    let boldShown = shown(on: terminal)
    let plainShown = plain.shown(on: terminal)
    let boldRatio = boldShown.text.contrast(with: boldShown.background)
    let plainRatio = plainShown.text.contrast(with: plainShown.background)
    return boldRatio >= 4.5 || boldRatio >= plainRatio ? self : plain
  }
}
