import DisplayText
import Terminal

/// The list's search line: "찾기: " and the field while typing (the composing syllable marked,
/// the cursor after it), then the query and how many loaded reviews match once searched.
enum SearchLineView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame) {
    guard let search = state.list.search else { return }
    let theme = state.theme
    frame.fill(rect, with: theme.toolbar)
    let mode = search.field.hangul ? "한" : "EN"
    var x = frame.write(
      " 찾기 [\(mode)] ", x: rect.x, y: rect.y, style: theme.toolbarItem, clip: rect)
    if search.editing {
      let composing = search.field.composing?.text ?? ""
      let text = search.field.text
      let marked = text.hasSuffix(composing) ? composing.count : 0
      x = frame.write(
        String(text.dropLast(marked)), x: x, y: rect.y, style: theme.toolbar, clip: rect)
      x = frame.write(
        String(text.suffix(marked)), x: x, y: rect.y, style: theme.composing, clip: rect)
      if rect.contains(Point(x: x, y: rect.y)) { frame.cursor = Point(x: x, y: rect.y) }
      let hint = "  " + ScreenKeys.hints(ScreenKeys.searchLine) + " "
      let hintX = rect.maxX - DisplayWidth.of(hint)
      if hintX > x + 1 { frame.write(hint, x: hintX, y: rect.y, style: theme.toolbar) }
      return
    }
    x = frame.write(search.query, x: x, y: rect.y, style: theme.toolbarItem, clip: rect)
    let count = state.searchMatches.count
    let result =
      if state.list.serverQuery != nil {
        state.list.loading == .firstPage
          ? "  서버에서 찾는 중…"
          : count == 0
            ? "  서버에 없어요" : "  서버에서 \(count)\(state.list.reachedEnd ? "" : "+")개 찾았어요"
      } else {
        count == 0 ? "  불러온 리뷰에는 없어요" : "  불러온 리뷰에서 \(count)개 찾았어요"
      }
    x = frame.write(result, x: x, y: rect.y, style: theme.toolbar, clip: rect)
    frame.write(
      "  · \(KeyBindings.keys(for: .nextMatch, in: .list)) 다음/이전 · "
        + "\(KeyBindings.keyName(for: .search, in: .list)) 다시 · "
        + "\(ScreenKeys.searchLine.first { $0.command == .close }?.keys ?? "") 닫기", x: x, y: rect.y,
      style: theme.toolbar, clip: rect)
  }
}
