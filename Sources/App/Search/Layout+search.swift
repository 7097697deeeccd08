import Terminal

extension Layout {
  /// The layout with the list's last row given to the search line when it is shown.
  func withSearchLine(_ shown: Bool) -> Layout {
    guard shown, list.height > 1 else { return self }
    var layout = self
    layout.list.height -= 1
    return layout
  }

  /// The search line: the row under the list (valid after `withSearchLine(true)`).
  var searchLine: Rect { Rect(x: 0, y: list.maxY, width: width, height: 1) }
}
