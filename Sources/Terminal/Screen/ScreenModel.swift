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
