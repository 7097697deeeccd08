/// One terminal cell; the right half of a wide character has text "" and width 0.
public struct Cell: Hashable, Sendable {
  public var text: String
  public var width: Int
  public var style: Style

  public init(text: String, width: Int, style: Style = .plain) {
    self.text = text
    self.width = width
    self.style = style
  }

  /// A space in the plain style.
  public static let blank = Cell(text: " ", width: 1, style: .plain)

  /// A space in `style`.
  public static func space(_ style: Style) -> Cell { Cell(text: " ", width: 1, style: style) }

  /// The right half of a wide character.
  public static func continuation(_ style: Style) -> Cell { Cell(text: "", width: 0, style: style) }

  /// True for the right half of a wide character.
  public var isContinuation: Bool { width == 0 }
}
