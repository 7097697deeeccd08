import DisplayText
import Hanja
import Terminal

/// The 한자 candidate window: a box beside the field's cursor (below it, or above when there
/// is no room), one candidate a row with its number and meaning (`3 韓國 대한민국`), the
/// highlighted one marked, the page in the bottom edge. `dubeol type` draws it beside the
/// hosted program's cursor.
package enum HanjaWindowView {
  /// What the window shows: the word converted, its candidates, and the cursor it opens beside.
  package struct Shown: Equatable, Sendable {
    package var conversion: HanjaConversion
    package var pages: CandidatePages
    package var anchor: Point

    package init(conversion: HanjaConversion, pages: CandidatePages, anchor: Point) {
      self.conversion = conversion
      self.pages = pages
      self.anchor = anchor
    }
  }

  /// The widest the rows' text gets (long meanings are cut with "…").
  static let maxContentWidth = 44

  /// Where the box and each row of the page shown go on a screen of `width` × `height`.
  struct Layout: Equatable {
    var box: Rect
    var rows: [(rect: Rect, entry: HanjaEntry, number: Int, highlighted: Bool)]

    static func == (lhs: Layout, rhs: Layout) -> Bool {
      lhs.box == rhs.box && lhs.rows.map(\.rect) == rhs.rows.map(\.rect)
    }
  }

  /// A row's text: number, candidate, meaning.
  static func line(number: Int, _ entry: HanjaEntry) -> String {
    entry.comment.isEmpty ? "\(number) \(entry.value)" : "\(number) \(entry.value) \(entry.comment)"
  }

  static func layout(_ window: HanjaWindow, width: Int, height: Int) -> Layout {
    layout(window.shown, width: width, height: height)
  }

  static func layout(_ window: Shown, width: Int, height: Int) -> Layout {
    let shown = window.pages.shown
    let widest = shown.map { DisplayWidth.of(line(number: $0.number, $0.entry)) }.max() ?? 0
    let content = min(
      max(widest, DisplayWidth.of(title(window)) + 2, 8), maxContentWidth, max(0, width - 4))
    let box = place(
      width: content + 4, height: min(shown.count + 2, height), beside: window.anchor,
      screenWidth: width, screenHeight: height)
    let rows = shown.prefix(max(0, box.height - 2)).enumerated().map { offset, item in
      (
        rect: Rect(x: box.x + 1, y: box.y + 1 + offset, width: box.width - 2, height: 1),
        entry: item.entry, number: item.number, highlighted: item.highlighted
      )
    }
    return Layout(box: box, rows: rows)
  }

  /// A box of `width` × `height` beside the cursor at `anchor`: below it, or above when there
  /// is no room, kept on the screen.
  static func place(
    width boxWidth: Int, height boxHeight: Int, beside anchor: Point, screenWidth: Int,
    screenHeight: Int
  ) -> Rect {
    let x = max(0, min(anchor.x - 2, screenWidth - boxWidth))
    let y: Int
    if anchor.y + 1 + boxHeight <= screenHeight {
      y = anchor.y + 1
    } else if anchor.y - boxHeight >= 0 {
      y = anchor.y - boxHeight
    } else {
      y = max(0, screenHeight - boxHeight)
    }
    return Rect(x: x, y: y, width: boxWidth, height: boxHeight)
  }

  /// What the window's place says while its table is read.
  static func loadingText(_ table: HanjaConversion.Table) -> String {
    table == .hanja ? "한자 사전을 읽는 중…" : "기호 표를 읽는 중…"
  }

  /// The window's place while the F9 of `waiting` waits for its table: a one-row box that says
  /// the table is being read.
  static func drawLoading(_ waiting: HanjaWaiting, theme: Theme, into frame: inout Frame) {
    let text = loadingText(waiting.table)
    let box = place(
      width: min(DisplayWidth.of(text) + 4, frame.width), height: min(3, frame.height),
      beside: waiting.anchor, screenWidth: frame.width, screenHeight: frame.height)
    PopupBox.draw(box, title: "", into: &frame, theme: theme)
    let row = Rect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: 1)
    frame.write(text, x: row.x + 1, y: row.y, style: theme.overlay, clip: row)
  }

  /// The title: what is converted.
  static func title(_ window: Shown) -> String {
    DisplayWidth.truncated(window.conversion.word, to: maxContentWidth - 2, keepingEnd: true)
  }

  static func draw(_ window: HanjaWindow, theme: Theme, into frame: inout Frame) {
    draw(window.shown, theme: theme, into: &frame)
  }

  package static func draw(_ window: Shown, theme: Theme, into frame: inout Frame) {
    let layout = layout(window, width: frame.width, height: frame.height)
    let box = layout.box
    PopupBox.draw(box, title: title(window), into: &frame, theme: theme)
    for row in layout.rows {
      let style = row.highlighted ? theme.keyHighlighted : theme.overlay
      frame.fill(row.rect, with: style)
      let text = DisplayWidth.truncated(line(number: row.number, row.entry), to: row.rect.width - 2)
      frame.write(text, x: row.rect.x + 1, y: row.rect.y, style: style, clip: row.rect)
    }
    let pages = window.pages
    if pages.pageCount > 1, box.height > 1 {
      let label = " \(pages.page + 1)/\(pages.pageCount) "
      frame.write(
        label, x: box.maxX - 2 - DisplayWidth.of(label), y: box.maxY - 1,
        style: theme.overlayTitle, clip: box)
    }
  }
}
