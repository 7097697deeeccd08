#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A grid of cells that views draw into; the backend writes the difference between two frames.
///
/// Invariant kept by `write` and `fill`: a cell of width 2 is always followed by a
/// continuation cell (text "", width 0), and a continuation cell always follows a wide one.
public struct Frame: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// Row-major cells, `width * height` of them.
  public private(set) var cells: [Cell]
  /// Where the hardware cursor goes; nil hides it.
  public var cursor: Point?
  /// Per row, the drawing it was copied from whole (`stamp(_:_:)`), 0 once anything is
  /// stored in it. Two frames' rows with the same nonzero stamp hold the same cells, so the
  /// diff skips them without comparing (not part of equality).
  public private(set) var rowStamps: [Int]

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
    rowStamps = Array(repeating: 0, count: self.height)
    cursor = nil
  }

  public static func == (lhs: Frame, rhs: Frame) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.cursor == rhs.cursor
      && lhs.cells == rhs.cells
  }

  /// Marks `rows` as holding the drawing `stamp` names (a number the caller never gives to
  /// other contents); storing a cell in a row clears its mark.
  public mutating func stamp(_ rows: Range<Int>, _ stamp: Int) {
    for y in rows.clamped(to: 0..<height) { rowStamps[y] = stamp }
  }

  /// True when row `y` is marked with the same drawing in both frames, so its cells are equal.
  public func rowIsStamped(_ y: Int, sameAs other: Frame) -> Bool {
    guard y >= 0, y < height, other.width == width, other.height == height else { return false }
    return rowStamps[y] != 0 && rowStamps[y] == other.rowStamps[y]
  }

  /// The whole frame as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// Reads a cell (`.blank` outside the frame) or stores one as is (ignored outside the frame).
  /// Storing does not keep the wide-character invariant; prefer `write`.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard x >= 0, x < width, y >= 0, y < height else { return .blank }
      return cells[y * width + x]
    }
    set {
      guard x >= 0, x < width, y >= 0, y < height else { return }
      rowStamps[y] = 0
      cells[y * width + x] = newValue
    }
  }

  /// Copies whole rows from `other`, a frame of the same size (a pane drawn earlier); rows
  /// outside either frame are left alone.
  public mutating func copyRows(_ rows: Range<Int>, from other: Frame) {
    guard other.width == width, other.height == height else { return }
    let rows = rows.clamped(to: 0..<height)
    guard !rows.isEmpty else { return }
    let span = (rows.lowerBound * width)..<(rows.upperBound * width)
    cells.replaceSubrange(span, with: other.cells[span])
    rowStamps.replaceSubrange(rows, with: other.rowStamps[rows])
  }

  /// Blanks whole rows (plain spaces), as a new frame has them.
  public mutating func clearRows(_ rows: Range<Int>) {
    let rows = rows.clamped(to: 0..<height)
    guard !rows.isEmpty else { return }
    let span = (rows.lowerBound * width)..<(rows.upperBound * width)
    cells.withUnsafeMutableBufferPointer { cells in
      for i in span { cells[i] = .blank }
    }
    for y in rows { rowStamps[y] = 0 }
  }

  /// True when row `y` holds the same cells in both frames (of the same width), compared as
  /// bytes: a cell has one byte pattern per value (see `Cell`).
  public func rowEquals(_ y: Int, _ other: Frame) -> Bool {
    guard other.width == width, y >= 0, y < height, y < other.height else { return false }
    let start = y * width
    return cells.withUnsafeBufferPointer { a in
      other.cells.withUnsafeBufferPointer { b in
        memcmp(
          a.baseAddress! + start, b.baseAddress! + start, width * MemoryLayout<Cell>.stride) == 0
      }
    }
  }

  /// One row of cells.
  public func row(_ y: Int) -> ArraySlice<Cell> {
    guard y >= 0, y < height else { return [] }
    return cells[(y * width)..<(y * width + width)]
  }
}
