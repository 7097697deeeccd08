import DisplayText
import Terminal

/// The list's search line: "찾기: " and the field while typing (the cursor on the syllable being
/// composed), then the query and how many loaded reviews match once searched.
enum SearchLineView {
  /// What the search line shows around the field: the mode, and once searched, where and what
  /// was found. (The field is drawn from the state, not copied into it.)
  struct Chrome: Equatable, Sendable {
    var mode: InputMode
    /// Keys go to the field; false once searched.
    var editing: Bool
    /// What was searched for ("" while editing).
    var query: String
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

  /// Where and from what the line was last drawn on the kept frame, and where its field is.
  struct Memo: Sendable {
    var chrome: Chrome
    var rect: Rect
    var field: Rect?
  }

  /// Draws the line; while its chrome and place are what `memo` says (a key typed into the
  /// field), only the field is drawn again: its box, mode and hints were a third of the lines a
  /// key typed into the search line touched. Returns where the next key typed into the field
  /// can be echoed ahead of the update, if anywhere.
  static func draw(
    _ chrome: Chrome, field: ComposingField, in rect: Rect, into frame: inout Frame,
    memo: inout Memo?
  ) -> TypingSpot? {
    var fieldRect: Rect?
    if let kept = memo, kept.chrome == chrome, kept.rect == rect {
      fieldRect = kept.field
    } else {
      frame.clearRows(rect.y..<rect.maxY)
      fieldRect = drawChrome(chrome, in: rect, into: &frame)
      memo = Memo(chrome: chrome, rect: rect, field: fieldRect)
    }
    guard let fieldRect,
      let shown = FieldLineView.draw(field, in: fieldRect, style: chrome.theme.body, into: &frame)
    else { return nil }
    return TypingSpot(
      .search, buffer: field.buffer, composing: field.composing != nil, y: fieldRect.y,
      start: fieldRect.x, end: shown.end, maxX: shown.limit,
      style: chrome.theme.body, frame: frame)
  }

  /// Everything but the field's text; returns where the field goes while it is edited.
  private static func drawChrome(_ input: Chrome, in rect: Rect, into frame: inout Frame) -> Rect? {
    let theme = input.theme
    frame.fill(rect, with: theme.toolbar)
    let mode = input.mode == .hangul ? "한" : "EN"
    var x = frame.write(
      " 찾기 [\(mode)] ", x: rect.x, y: rect.y, style: theme.toolbarItem, clip: rect)
    if input.editing {
      let hint =
        "  " + input.keys.hints([.submit, .close, .toggleInputMode], in: KeyScope.searchLine) + " "
      let hintWidth = DisplayWidth.of(hint)
      // The hints give way to the field on a narrow line.
      let showsHint = rect.maxX - hintWidth > x + 20
      if showsHint { frame.write(hint, x: rect.maxX - hintWidth, y: rect.y, style: theme.toolbar) }
      // The field is a box in the terminal's own colours: a key writes its syllable and nothing
      // else (in the toolbar's colours, setting and resetting them took 30 bytes a key).
      return Rect(
        x: x, y: rect.y, width: max(0, rect.maxX - x - (showsHint ? hintWidth : 0)), height: 1)
    }
    x = frame.write(input.query, x: x, y: rect.y, style: theme.toolbarItem, clip: rect)
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
    return nil
  }
}
