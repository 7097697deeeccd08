/// What changed between two frames, as runs of cells to write.
public enum FrameDiff {
  /// The runs that turn the screen showing `old` into `new`; every cell when `old` is nil or
  /// has another size. A wide character is rewritten whole when either half changed; a broken
  /// wide character (a half without the other) is written as a space.
  public static func runs(from old: Frame?, to new: Frame) -> [FrameRun] {
    let previous = old.flatMap { $0.width == new.width && $0.height == new.height ? $0 : nil }
    var runs: [FrameRun] = []
    for y in 0..<new.height {
      // Most rows are as they were (a key changes a few cells): compare them whole first.
      if let previous, new.rowIsStamped(y, sameAs: previous) || new.rowEquals(y, previous) {
        continue
      }
      var x = 0
      while x < new.width {
        let (cell, span) = effectiveCell(in: new, x: x, y: y)
        let changed =
          previous.map { p in (x..<(x + span)).contains { p[$0, y] != new[$0, y] } } ?? true
        if changed {
          if var last = runs.last, last.y == y, last.x + last.width == x, last.style == cell.style {
            last.cells.append(cell)
            runs[runs.count - 1] = last
          } else {
            runs.append(FrameRun(x: x, y: y, style: cell.style, cells: [cell]))
          }
        }
        x += span
      }
    }
    return runs
  }

  /// The cell drawn at (x, y) and how many columns it covers.
  static func effectiveCell(in frame: Frame, x: Int, y: Int) -> (Cell, Int) {
    let cell = frame[x, y]
    switch cell.width {
    case 2 where x + 1 < frame.width && frame[x + 1, y].isContinuation:
      return (cell, 2)
    case 1:
      return (cell, 1)
    default:
      return (.space(cell.style), 1)
    }
  }
}
