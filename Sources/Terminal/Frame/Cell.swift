/// One terminal cell; the right half of a wide character has text "" and width 0.
///
/// A plain value (no references): a frame's cells are copied and compared as bytes.
public struct Cell: Hashable, Sendable {
  public var glyph: Glyph
  private var storedWidth: UInt8
  public var style: Style
  /// Fills the cell out to 16 bytes, all of them set, so that equal cells are equal bytes and
  /// rows compare with `memcmp` (`Frame.rowEquals`).
  private var padding: (UInt8, UInt8, UInt8) = (0, 0, 0)

  public init(text: String, width: Int, style: Style = .plain) {
    self.init(glyph: Glyph(text), width: width, style: style)
  }

  public init(glyph: Glyph, width: Int, style: Style = .plain) {
    self.glyph = glyph
    storedWidth = UInt8(clamping: width)
    self.style = style
  }

  /// The text shown ("" for a continuation cell).
  public var text: String {
    get { glyph.text }
    set { glyph = Glyph(newValue) }
  }

  /// Columns taken: 1, 2, or 0 for a continuation cell.
  public var width: Int {
    get { Int(storedWidth) }
    set { storedWidth = UInt8(clamping: newValue) }
  }

  /// A space in the plain style.
  public static let blank = Cell(glyph: .space, width: 1, style: .plain)

  /// A space in `style`.
  public static func space(_ style: Style) -> Cell { Cell(glyph: .space, width: 1, style: style) }

  /// The right half of a wide character.
  public static func continuation(_ style: Style) -> Cell {
    Cell(glyph: .empty, width: 0, style: style)
  }

  /// Compared as bytes, as `Frame.rowEquals` compares rows (the padding is always zero).
  public static func == (a: Cell, b: Cell) -> Bool {
    let (x, y) = (
      unsafeBitCast(a, to: (UInt64, UInt64).self), unsafeBitCast(b, to: (UInt64, UInt64).self)
    )
    return x.0 == y.0 && x.1 == y.1
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(glyph)
    hasher.combine(storedWidth)
    hasher.combine(style)
  }

  /// True for the right half of a wide character.
  public var isContinuation: Bool { storedWidth == 0 }
}
