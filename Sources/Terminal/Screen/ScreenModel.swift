import DisplayText

/// The screen as a terminal shows it, apart from any backend (as Ratatui's `Terminal`): it
/// keeps the frame last drawn, and each new frame yields only the runs of cells that changed.
/// The ncurses backend, the test backend and the benchmark all draw through it.
public struct ScreenModel: Sendable {
  /// The frame on screen; nil when unknown (at start, after a resize or `invalidate`).
  public private(set) var shown: Frame?

  public init() {}

  /// Makes `frame` the one on screen and returns what a backend must write to show it.
  public mutating func update(to frame: Frame) -> ScreenUpdate {
    let runs = FrameDiff.runs(from: shown, to: frame)
    if var screen = shown, screen.width == frame.width, screen.height == frame.height {
      // Only the rows that can differ are copied (of a row edited in place, the cells stored
      // since), into a frame this model alone holds: the renderer keeps drawing on its own
      // frame without either being copied whole.
      shown = nil
      for y in 0..<frame.height where !frame.rowIsStamped(y, sameAs: screen) {
        screen.copyRow(y, from: frame)
      }
      screen.cursor = frame.cursor
      shown = screen
    } else {
      shown = frame
    }
    return ScreenUpdate(runs: runs, cursor: frame.visibleCursor)
  }

  /// Writes `text` at (`x`, `y`) in `style` on the screen as it stands, then `blank` (a cell
  /// one column wide) up to column `blankEnd`, with the cursor at `cursor`, ahead of the frame
  /// that will show it (a typed key's echo, written before the state is updated); returns what
  /// a backend must write. Nil, and nothing written, when the screen is not known, the cells do
  /// not fit the row, or the text has a scalar whose cell the grapheme rules decide (each must
  /// stand alone with `Clusters.simpleWidth`, as a typed syllable or letter does). The row
  /// loses its stamp, so the next update compares it whole: what was written ahead is written
  /// again only where that frame differs.
  public mutating func writeAhead(
    _ text: String, x: Int, y: Int, style: Style, blank: Cell, to blankEnd: Int, cursor: Point
  ) -> ScreenUpdate? {
    guard let width = shown?.width, y >= 0, y < shown?.height ?? 0, x >= 0, blank.width == 1
    else { return nil }
    // The cells `Frame.write` makes of such scalars, without its walk of grapheme clusters.
    var cells: [Cell] = []
    var end = x
    for scalar in text.unicodeScalars {
      guard let w = Clusters.simpleWidth(scalar.value) else { return nil }
      cells.append(Cell(glyph: Glyph(scalar), width: w, style: style))
      end += w
    }
    guard max(end, blankEnd) <= width, var screen = shown else { return nil }
    shown = nil  // held once while it changes: a second reference would copy every cell
    var runs: [FrameRun] = []
    var column = x
    for cell in cells {
      screen.put(character: cell, x: column, y: y)
      column += cell.width
    }
    if !cells.isEmpty { runs.append(FrameRun(x: x, y: y, style: style, cells: cells)) }
    if end < blankEnd {
      for column in end..<blankEnd { screen.put(blank, x: column, y: y) }
      let spaces = Array(repeating: blank, count: blankEnd - end)
      if runs.last?.style == blank.style {
        runs[runs.count - 1].cells += spaces
      } else {
        runs.append(FrameRun(x: end, y: y, style: blank.style, cells: spaces))
      }
    }
    screen.cursor = cursor
    shown = screen
    return ScreenUpdate(runs: runs, cursor: screen.visibleCursor)
  }

  /// Forgets what is on screen: the next update writes every cell.
  public mutating func invalidate() { shown = nil }
}

/// What changed on screen: runs of cells to write, then where the cursor shows (nil: hidden).
public struct ScreenUpdate: Equatable, Sendable {
  public var runs: [FrameRun]
  public var cursor: Point?

  /// The UTF-8 bytes of the cells' text (the least any terminal output for the update holds).
  public var textBytes: Int { runs.reduce(0) { $0 + $1.text.utf8.count } }
}

extension Frame {
  /// The cursor when it lies inside the frame.
  var visibleCursor: Point? {
    guard let c = cursor, c.x >= 0, c.y >= 0, c.x < width, c.y < height else { return nil }
    return c
  }
}
