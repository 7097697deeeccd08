import Foundation
import Reviews
import Terminal

/// The frame drawn last time and what each pane was drawn from, so a frame draws again only
/// the panes whose inputs changed: a typed key redraws the compose pane and the status line,
/// and the list, the keyboard, the header and the toolbar stay as they are in the retained
/// frame (nothing is allocated or copied). The runtime keeps one across frames; `render(_:)`
/// alone draws everything.
public struct RenderCache: Sendable {
  var header = PaneMemo<HeaderInputs>()
  var list = PaneMemo<ListInputs>()
  var toolbar = PaneMemo<ToolbarInputs>()
  var keyboard = PaneMemo<KeyboardInputs>()
  /// The last stamp given to a pane's drawing (its rows carry it until written again).
  var lastStamp = 0
  /// The last frame, when it holds panes only (no popup, toast or question over them), so
  /// its rows can be kept.
  var canvas: Frame?

  public init() {}

  /// The frame to draw on: the last one when it can be kept (same size, panes only), else a
  /// blank one and every pane drawn again.
  mutating func takeCanvas(width: Int, height: Int) -> Frame {
    defer { canvas = nil }
    if var frame = canvas, frame.width == width, frame.height == height {
      frame.cursor = nil
      return frame
    }
    header.forget()
    list.forget()
    toolbar.forget()
    keyboard.forget()
    return Frame(width: width, height: height)
  }
}

/// What one pane was last drawn from and on which rows: when both are the same, its rows of
/// the retained frame are still right.
struct PaneMemo<Inputs: Equatable & Sendable>: Sendable {
  private var inputs: Inputs?
  private var rows: Range<Int> = 0..<0

  /// Draws a pane covering `rows` (whole rows: panes are stacked bands) on cleared rows,
  /// unless it was drawn there from equal inputs last time. A new drawing's rows are stamped
  /// with `newStamp` (called only then).
  mutating func draw(
    _ inputs: Inputs, rows: Range<Int>, into frame: inout Frame, newStamp: () -> Int,
    _ body: (inout Frame) -> Void
  ) {
    if rows == self.rows, self.inputs == inputs { return }
    frame.clearRows(rows)
    body(&frame)
    frame.stamp(rows, newStamp())
    self.inputs = inputs
    self.rows = rows
  }

  /// Makes the next `draw` draw.
  mutating func forget() { inputs = nil }
}

/// Everything `HeaderView` reads.
struct HeaderInputs: Equatable, Sendable {
  var rect: Rect
  var theme: Theme
  var themeId: String
  var author: String
  var server: String

  init(_ state: AppState, _ layout: Layout) {
    rect = layout.header
    theme = state.theme
    themeId = state.settings.themeId
    author = state.settings.authorName
    server = state.serverLabel
  }
}

/// Everything `ReviewListView` reads. Relative times are the only part that changes with the
/// clock: those of the reviews that can be on screen are compared as they would be drawn.
struct ListInputs: Equatable, Sendable {
  var title: Rect
  var rect: Rect
  var list: ReviewListState
  var focus: Focus
  var theme: Theme
  var spinner: Character
  var timeZone: TimeZone
  var times: [String]

  init(_ state: AppState, _ layout: Layout) {
    title = layout.listTitle
    rect = layout.list
    list = state.list
    focus = state.focus
    theme = state.theme
    spinner = state.spinner
    timeZone = state.timeZone
    // Each review takes two rows or more, so no more than this many start on screen.
    let reviews = state.list.reviews
    let first = min(max(0, state.list.top), reviews.count)
    let shown = reviews[first..<min(reviews.count, first + layout.list.height)]
    times = shown.map { Self.clockText($0.createdAt, now: state.now) }
  }

  /// The relative time as drawn while it depends on the clock (within a day); older (and
  /// future) dates are shown as calendar dates, which depend on the date and time zone alone.
  static func clockText(_ date: Date, now: Date) -> String {
    let seconds = now.timeIntervalSince(date)
    guard seconds >= -60, seconds < 86_400 else { return "" }
    return RelativeTime.string(for: date, now: now)
  }
}

/// Everything `ToolbarView` reads.
struct ToolbarInputs: Equatable, Sendable {
  var rect: Rect
  var theme: Theme
  var focus: Focus
  var overlay: Overlay.Kind?
  var shortcut: String
  var layer: KeyboardLayer

  init(_ state: AppState, _ layout: Layout) {
    rect = layout.toolbar
    theme = state.theme
    focus = state.focus
    overlay = state.overlay?.kind
    shortcut = state.currentShortcut
    layer = state.layer
  }
}

/// Everything `KeyboardGridView` reads.
struct KeyboardInputs: Equatable, Sendable {
  var rect: Rect
  var style: Layout.KeyStyle
  var theme: Theme
  var focus: Focus
  var keyboard: KeyboardState
  var layer: KeyboardLayer
  var mode: InputMode
  var shortcut: String

  init(_ state: AppState, _ layout: Layout) {
    rect = layout.keyboard
    style = layout.keyStyle
    theme = state.theme
    focus = state.focus
    keyboard = state.keyboard
    layer = state.layer
    mode = state.compose.mode
    shortcut = state.currentShortcut
  }
}
