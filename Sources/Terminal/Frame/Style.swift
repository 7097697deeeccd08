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

  /// Default colours, no attributes.
  public static let plain = Style()
}
