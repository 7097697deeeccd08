import Terminal

/// The panes' rectangles, computed from the terminal size (top to bottom: header, list,
/// compose, toolbar, keyboard grid, status line).
package struct Layout: Sendable, Equatable {
  /// How keys are drawn: one row `[ ㅂ ]`, or three-row boxes when there is room.
  package enum KeyStyle: Sendable, Equatable { case compact, boxed }

  package static let minWidth = 80
  package static let minHeight = 24
  /// From this height on keys are boxed and the compose pane is taller.
  static let roomyHeight = 36

  package var width: Int
  package var height: Int
  package var fits: Bool
  package var keyStyle: KeyStyle
  package var header: Rect
  package var listTitle: Rect
  package var list: Rect
  package var composeTitle: Rect
  package var compose: Rect
  package var toolbar: Rect
  package var keyboard: Rect
  package var status: Rect

  /// Whether a terminal of this size holds the panes (else a notice asks for a bigger one).
  package static func fits(width: Int, height: Int) -> Bool {
    width >= minWidth && height >= minHeight
  }

  /// `gridRows`: the grid's rows, the bottom row included (4, or 5 with a number row).
  package init(width: Int, height: Int, gridRows: Int = 4) {
    self.width = width
    self.height = height
    fits = Self.fits(width: width, height: height)
    let roomy = height >= Self.roomyHeight
    keyStyle = roomy ? .boxed : .compact
    let keyRows = gridRows * (roomy ? 3 : 1)
    let composeLines = roomy ? 5 : 3
    // Content is indented two columns so the selection marker and margins have room.
    let inner = { (y: Int, h: Int) in Rect(x: 2, y: y, width: max(0, width - 4), height: h) }
    let full = { (y: Int, h: Int) in Rect(x: 0, y: y, width: width, height: h) }

    status = full(height - 1, 1)
    keyboard = full(status.y - keyRows, keyRows)
    toolbar = full(keyboard.y - 1, 1)
    compose = inner(toolbar.y - composeLines, composeLines)
    composeTitle = full(compose.y - 1, 1)
    header = full(0, 1)
    listTitle = full(1, 1)
    list = inner(2, max(0, composeTitle.y - 2))
  }

  /// The rows one key row takes.
  var keyRowHeight: Int { keyStyle == .boxed ? 3 : 1 }
}
