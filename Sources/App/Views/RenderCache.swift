import Terminal

/// The panes drawn last time and the inputs each was drawn from, so a frame draws again only
/// the panes whose inputs changed: a typed key redraws the compose pane and the status line,
/// and the list, the keyboard, the header and the toolbar are copied. The runtime keeps one
/// across frames; `render(_:)` alone draws everything.
public struct RenderCache: Sendable {
  var header = PaneMemo<HeaderView.Input>()
  var list = PaneMemo<ReviewListView.Input>()
  var toolbar = PaneMemo<ToolbarView.Input>()
  var keyboard = PaneMemo<KeyboardGridView.Input>()
  /// The last stamp given to a pane's drawing (rows copied from it carry it).
  var lastStamp = 0

  public init() {}
}

/// One pane's last drawing: the frame as it was right after the pane drew, the rectangles it
/// drew in, and the input it was drawn from.
struct PaneMemo<Input: Equatable & Sendable>: Sendable {
  private var input: Input?
  private var rects: [Rect] = []
  private var drawn: Frame?

  /// Draws a pane in `rects` (full-width bands stacked top to bottom), or copies their rows
  /// from the last drawing when it was made from an equal input in the same rectangles of a
  /// frame of the same size. A new drawing's rows are stamped with `newStamp` (called only then).
  mutating func draw(
    _ input: Input, in rects: [Rect], into frame: inout Frame, newStamp: () -> Int,
    _ body: (inout Frame) -> Void
  ) {
    let rows = rects[0].y..<rects[rects.count - 1].maxY
    if let drawn, rects == self.rects, drawn.width == frame.width, drawn.height == frame.height,
      self.input == input
    {
      frame.copyRows(rows, from: drawn)
      return
    }
    body(&frame)
    frame.stamp(rows, newStamp())
    self.input = input
    self.rects = rects
    drawn = frame
  }
}
