import Terminal

/// The frame drawn last time and what each pane was drawn from, so a frame draws again only
/// the panes whose inputs changed: a typed key redraws the compose pane's text (and its title
/// when the count changes), and every other pane stays as it is in the retained frame
/// (nothing is allocated or copied). The runtime keeps one across frames; `render(_:)`
/// alone draws everything.
package struct RenderCache: Sendable {
  var header = PaneMemo<HeaderView.Input>()
  var list = PaneMemo<ReviewListView.Input>()
  var toolbar = PaneMemo<ToolbarView.Input>()
  var keyboard = PaneMemo<KeyboardGridView.Input>()
  var composeTitle = PaneMemo<ComposeView.Title>()
  var status = PaneMemo<StatusLineView.Input>()
  /// The compose pane's text as last wrapped and drawn, for the next key to start from.
  var compose = ComposeView.Memo()
  /// The search line as last drawn, so a key typed into it draws its field alone.
  var searchLine: SearchLineView.Memo?
  /// The last stamp given to a pane's drawing (its rows carry it until written again).
  var lastStamp = 0
  /// The last frame, when it holds panes only (no popup, toast or question over them), so
  /// its rows can be kept.
  var canvas: Frame?
  /// Where the next typed key can be echoed before the update, as the last frame was drawn
  /// (nil: nowhere; the frame after the update shows it).
  package var typingSpot: TypingSpot?
  /// `renderEcho` drew the panes where typing goes on the kept frame (cursor included); the
  /// next `render` draws the others on it.
  var echoDrawn = false

  package init() {}

  private init(lastStamp: Int) { self.lastStamp = lastStamp }

  /// The frame to draw on: the last one when it can be kept (same size, panes only), else a
  /// blank one and every pane drawn again.
  mutating func takeCanvas(width: Int, height: Int) -> Frame {
    defer { canvas = nil }
    if var frame = canvas, frame.width == width, frame.height == height {
      if !echoDrawn { frame.cursor = nil }
      return frame
    }
    // Every pane draws again; stamps keep counting, so no new drawing takes an old one's.
    self = RenderCache(lastStamp: lastStamp)  // (echoDrawn false: the echo is drawn again too)
    return Frame(width: width, height: height)
  }
}

/// What one pane was last drawn from and where: when both are the same, its rows of the
/// retained frame are still right.
struct PaneMemo<Input: Equatable & Sendable>: Sendable {
  private var input: Input?
  private var band: Rect?
  private var below: Rect?

  /// Draws a pane in `band` and the full-width band below it, if any (two parameters, not an
  /// array: an array is an allocation on every frame, for every pane), on cleared rows, unless
  /// it was drawn there from an equal input last time. A new drawing's rows are stamped with
  /// the next number after `stamps` (the last one given).
  mutating func draw(
    _ input: Input, in band: Rect, then below: Rect? = nil, into frame: inout Frame,
    stamps: inout Int, _ body: (Input, inout Frame) -> Void
  ) {
    if band == self.band, below == self.below, let drawn = self.input, drawn == input { return }
    let rows = band.y..<(below ?? band).maxY
    frame.clearRows(rows)
    body(input, &frame)
    stamps += 1
    frame.stamp(rows, stamps)
    self.input = input
    self.band = band
    self.below = below
  }
}
