/// What changed between two frames, as runs of cells to write.
public enum FrameDiff {
  /// The runs that turn the screen showing `old` into `new`; every cell when `old` is nil or
  /// has another size. A wide character is rewritten whole when either half changed; a broken
  /// wide character (a half without the other) is written as a space.
  /// Rows whose edit starts from the drawing `old`'s row holds are compared in the columns
  /// stored since alone (`Frame.changedColumns`); `usingEdits` false compares them whole (the
  /// tests' reference).
  public static func runs(from old: Frame?, to new: Frame, usingEdits: Bool = true) -> [FrameRun] {
    let previous = old.flatMap { $0.width == new.width && $0.height == new.height ? $0 : nil }
    var runs: [FrameRun] = []
    for y in 0..<new.height {
      // Most rows are as they were (a key changes a few cells): compare them whole first.
      var columns = 0..<new.width
      if let previous {
        if new.rowIsStamped(y, sameAs: previous) { continue }
        if usingEdits, let changed = new.changedColumns(y, since: previous) {
          columns = changed
        } else if new.rowEquals(y, previous) {
          continue
        }
      }
      appendRuns(y: y, columns: columns, of: new.row(y), over: previous?.row(y), to: &runs)
    }
    return runs
  }

  /// Appends the runs that turn `before` (row `y` as the screen shows it; nil: unknown) into
  /// `row` in `columns`. A changed cell right after the last run, in its style, extends it.
  static func appendRuns(
    y: Int, columns: Range<Int>, of row: ArraySlice<Cell>, over before: ArraySlice<Cell>?,
    to runs: inout [FrameRun]
  ) {
    // Where the last run ends in this row (-1: none).
    var runEnd = -1
    // (An edit that starts on a wide character's second half left its first half as it
    // was, so that half's pair is unchanged and reads as such from there.)
    var x = columns.lowerBound
    while x < columns.upperBound {
      let (cell, span) = effectiveCell(in: row, x: x)
      let base = row.startIndex + x
      let changed =
        before.map { old in (base..<(base + span)).contains { old[$0] != row[$0] } } ?? true
      if changed {
        // In place: a copy of the run would copy its cells on every append.
        if runEnd == x, runs[runs.count - 1].style == cell.style {
          runs[runs.count - 1].cells.append(cell)
        } else {
          runs.append(FrameRun(x: x, y: y, style: cell.style, cells: [cell]))
        }
        runEnd = x + span
      }
      x += span
    }
  }

  /// The cell drawn at column `x` of `row` (a frame's row) and how many columns it covers.
  static func effectiveCell(in row: ArraySlice<Cell>, x: Int) -> (Cell, Int) {
    let cell = row[row.startIndex + x]
    switch cell.width {
    case 2 where x + 1 < row.count && row[row.startIndex + x + 1].isContinuation:
      return (cell, 2)
    case 1:
      return (cell, 1)
    default:
      return (.space(cell.style), 1)
    }
  }
}
