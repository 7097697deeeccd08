/// What is known about the terminal the UI runs in: its colours, its background and whether it
/// draws images. Learnt from its answers at start, else from the environment.
public struct TerminalFacts: Hashable, Sendable {
  /// Colours the terminal has (8, 16, 256, or more for direct colour); 0 without colours.
  public var colorCount: Int
  /// The background colour it reported (OSC 11), or the one `COLORFGBG` names; nil if unknown.
  public var background: RGB?
  /// The image protocol it supports, if any.
  public var graphics: GraphicsProtocol?
  /// It answered the device-attributes query (so every earlier query was answered too).
  public var answered: Bool
  /// A cell's size in pixels (`CSI 16 t`), if it said.
  public var cellSize: PixelSize?

  public init(
    colorCount: Int = 256, background: RGB? = nil, graphics: GraphicsProtocol? = nil,
    answered: Bool = false
  ) {
    self.colorCount = colorCount
    self.background = background
    self.graphics = graphics
    self.answered = answered
  }

  /// Takes in one answer. Kitty graphics wins over sixel: it needs no palette reduction.
  public mutating func learn(_ report: TerminalReport) {
    switch report {
    case .background(let rgb): background = rgb
    case .kittyGraphics(let ok): if ok { graphics = .kitty }
    case .cellSize(let size): cellSize = size
    case .deviceAttributes(let attributes):
      answered = true
      if graphics == nil, attributes.dropFirst().contains(4) { graphics = .sixel }
    }
  }

  /// A cell's size from the text area's pixels and its cells; nil when either is empty or the
  /// cell would be absurd (under 2 or over 1000 pixels a side).
  public static func cellSize(pixels: (Int, Int), cells: (Int, Int)) -> PixelSize? {
    guard cells.0 > 0, cells.1 > 0 else { return nil }
    let size = PixelSize(width: pixels.0 / cells.0, height: pixels.1 / cells.1)
    guard (2...1000).contains(size.width), (2...1000).contains(size.height) else { return nil }
    return size
  }

  /// The background `COLORFGBG` ("15;0", "default;default;0", as rxvt and Konsole set it)
  /// names: its last field is a colour number 0–15. Nil when it is absent or says nothing.
  public static func background(colorFGBG value: String?) -> RGB? {
    guard let last = value?.split(separator: ";").last, let index = Int(last),
      (0..<16).contains(index)
    else { return nil }
    return XtermPalette.colors[index]
  }
}

/// A way to draw images in the terminal.
public enum GraphicsProtocol: String, Hashable, Sendable {
  case kitty
  case sixel
}

/// Whether a background is dark or light: what picks the theme.
public enum BackgroundTone: String, CaseIterable, Sendable {
  case dark
  case light

  /// Light when black text reads better on it than white text does.
  public init(_ background: RGB) {
    self =
      background.contrast(with: RGB(0, 0, 0)) > background.contrast(with: RGB(255, 255, 255))
      ? .light : .dark
  }
}
