import DisplayText
import Terminal

/// The list's search line: "찾기: " and the field while typing (the cursor on the syllable being
/// composed), then the query and how many loaded reviews match once searched.
enum SearchLineView {
  /// What the search line shows: the field, and once searched, where and what was found.
  struct Input: Equatable, Sendable {
    var search: ListSearch
    var theme: Theme
    /// Matches among the loaded reviews (or those the server found); 0 while the field is
    /// edited (not shown then).
    var matchCount: Int
    /// The server searched (not the loaded reviews).
    var onServer: Bool
    /// The server's first page of matches is on its way.
    var searching: Bool
    /// No more matches to load.
    var reachedEnd: Bool
    var keys: KeyMap
  }

  static func draw(_ input: Input, in rect: Rect, into frame: inout Frame) {
    let search = input.search
    let theme = input.theme
    frame.fill(rect, with: theme.toolbar)
    let mode = search.field.mode == .hangul ? "한" : "EN"
    var x = frame.write(
      " 찾기 [\(mode)] ", x: rect.x, y: rect.y, style: theme.toolbarItem, clip: rect)
    if search.editing {
      let hint =
        "  " + input.keys.hints([.submit, .close, .toggleInputMode], in: KeyScope.searchLine) + " "
      let hintWidth = DisplayWidth.of(hint)
      // The hints give way to the field on a narrow line.
      let showsHint = rect.maxX - hintWidth > x + 20
      let fieldRect = Rect(
        x: x, y: rect.y, width: max(0, rect.maxX - x - (showsHint ? hintWidth : 0)), height: 1)
      // The field is a box in the terminal's own colours: a key writes its syllable and nothing
      // else (in the toolbar's colours, setting and resetting them took 30 bytes a key).
      FieldLineView.draw(search.field, in: fieldRect, style: theme.body, into: &frame)
      if showsHint { frame.write(hint, x: rect.maxX - hintWidth, y: rect.y, style: theme.toolbar) }
      return
    }
    x = frame.write(search.query, x: x, y: rect.y, style: theme.toolbarItem, clip: rect)
    let count = input.matchCount
    let result =
      if input.onServer {
        input.searching
          ? "  서버에서 찾는 중…"
          : count == 0
            ? "  서버에 없어요" : "  서버에서 \(count)\(input.reachedEnd ? "" : "+")개 찾았어요"
      } else {
        count == 0 ? "  불러온 리뷰에는 없어요" : "  불러온 리뷰에서 \(count)개 찾았어요"
      }
    x = frame.write(result, x: x, y: rect.y, style: theme.toolbar, clip: rect)
    frame.write(
      "  · " + input.keys.hints([.nextMatch, .previousMatch, .search], in: [.list]) + " · "
        + input.keys.hint(.escape), x: x, y: rect.y,
      style: theme.toolbar, clip: rect)
  }
}
