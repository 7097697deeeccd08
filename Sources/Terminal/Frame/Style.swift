/// How a cell looks: colours and attributes.
public struct Style: Hashable, Sendable {
  public var foreground: Color = .default
  public var background: Color = .default
  public var bold = false
  public var dim = false
  public var reverse = false
  public var underline = false

  public init(
    foreground: Color = .default, background: Color = .default, bold: Bool = false,
    dim: Bool = false, reverse: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  /// Compared as one word: panes' inputs compare dozens of styles on every frame, and a style's
  /// 8 bytes hold one bit pattern per value (`cellIsAPlainValue` keeps it so).
  public static func == (a: Style, b: Style) -> Bool {
    unsafeBitCast(a, to: UInt64.self) == unsafeBitCast(b, to: UInt64.self)
  }

  /// Default colours, no attributes.
  public static let plain = Style()
}
