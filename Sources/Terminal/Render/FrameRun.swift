/// A stretch of changed cells in one row, all in one style, to be written left to right.
public struct FrameRun: Equatable, Sendable {
  public var x: Int
  public var y: Int
  public var style: Style
  /// The cells to write, wide ones once (no continuation cells); widths are 1 or 2.
  public var cells: [Cell]

  public init(x: Int, y: Int, style: Style, cells: [Cell]) {
    self.x = x
    self.y = y
    self.style = style
    self.cells = cells
  }

  /// The text of the run.
  public var text: String { cells.map(\.text).joined() }
  /// How many columns the run covers.
  public var width: Int { cells.reduce(0) { $0 + $1.width } }
}
