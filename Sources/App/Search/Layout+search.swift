import Terminal

extension Layout {
  /// Gives the list's last row to the search line when it is shown, in place (the layout is
  /// a few hundred bytes, made on every key).
  mutating func showSearchLine(_ shown: Bool) {
    if shown, list.height > 1 { list.height -= 1 }
  }

  /// The search line: the row under the list (valid after `showSearchLine(true)`).
  var searchLine: Rect { Rect(x: 0, y: list.maxY, width: width, height: 1) }
}
