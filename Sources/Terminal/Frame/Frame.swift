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
  /// Per row, the drawing it held when cells were first stored in it after a stamp, and the
  /// columns stored since: the row is that drawing but in those columns. The diff against a
  /// frame whose row holds that drawing compares those columns alone (a typed key stores a
  /// few cells of a row, and comparing or clearing the whole row touched its 2 KB twice).
  public private(set) var rowEdits: [RowEdit]

  /// A row's drawing (`base`, a stamp; 0 for none known) and the columns stored since.
  public struct RowEdit: Sendable {
    public var base = 0
    public var columns = 0..<0
  }

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
    rowStamps = Array(repeating: 0, count: self.height)
    rowEdits = Array(repeating: RowEdit(), count: self.height)
    cursor = nil
  }

  public static func == (lhs: Frame, rhs: Frame) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.cursor == rhs.cursor
      && lhs.cells == rhs.cells
  }

  /// Marks `rows` as holding the drawing `stamp` names (a number the caller never gives to
  /// other contents); storing a cell in a row clears its mark. The rows' edits stay: what a
  /// row was before, but in some columns, is still true.
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
      if rowStamps[y] != 0 {
        rowEdits[y] = RowEdit(base: rowStamps[y], columns: x..<(x + 1))
        rowStamps[y] = 0
      } else if rowEdits[y].base != 0 {
        let columns = rowEdits[y].columns
        rowEdits[y].columns = min(columns.lowerBound, x)..<max(columns.upperBound, x + 1)
      }
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
    rowEdits.replaceSubrange(rows, with: other.rowEdits[rows])
  }

  /// Copies row `y` from `other`, a frame of the same size, with its stamp and edit: only the
  /// columns `other` stored since the drawing this row holds, when that is known
  /// (`changedColumns`), else the whole row.
  public mutating func copyRow(_ y: Int, from other: Frame) {
    guard let columns = other.changedColumns(y, since: self) else {
      return copyRows(y..<(y + 1), from: other)
    }
    let span = (y * width + columns.lowerBound)..<(y * width + columns.upperBound)
    cells.replaceSubrange(span, with: other.cells[span])
    (rowStamps[y], rowEdits[y]) = (other.rowStamps[y], other.rowEdits[y])
  }

  /// Blanks whole rows (plain spaces), as a new frame has them.
  public mutating func clearRows(_ rows: Range<Int>) {
    let rows = rows.clamped(to: 0..<height)
    guard !rows.isEmpty else { return }
    let span = (rows.lowerBound * width)..<(rows.upperBound * width)
    cells.withUnsafeMutableBufferPointer { cells in
      for i in span { cells[i] = .blank }
    }
    for y in rows { (rowStamps[y], rowEdits[y]) = (0, RowEdit()) }
  }

  /// The columns of row `y` that can differ from `other`'s: those stored since the drawing
  /// `other`'s row holds, when this row's edit starts from it; nil when not known (compare
  /// the whole row).
  public func changedColumns(_ y: Int, since other: Frame) -> Range<Int>? {
    guard y >= 0, y < height, other.width == width, other.height == height else { return nil }
    let edit = rowEdits[y]
    return edit.base != 0 && edit.base == other.rowStamps[y] ? edit.columns : nil
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
