import DisplayText
import Foundation
import Reviews
import Terminal

/// The review list: author and relative time, then the wrapped content; the selected review
/// is marked in the left margin. Loading and error states show in the pane.
enum ReviewListView {
  /// What the list shows. Of the clock it needs only the relative times of the reviews from
  /// `list.top` on that can be on screen: their ages (`RelativeTime.age`) are compared, and
  /// the texts are made only to draw.
  struct Input: Equatable, Sendable {
    /// The list without its search line (`search` is nil: the field is not the list's).
    var list: ReviewListState
    /// The query last searched for ("" without a search): its matches are marked.
    var query: String
    var focused: Bool
    var theme: Theme
    var spinner: Character
    var ages: [Int]
    var now: Date
    var timeZone: TimeZone
    /// The user's own reviews, marked in the list.
    var own: Set<String>

    /// Equal when drawn the same: `now` counts only through `ages`.
    static func == (a: Input, b: Input) -> Bool {
      a.ages == b.ages && a.focused == b.focused && a.spinner == b.spinner
        && a.timeZone == b.timeZone && a.own == b.own && a.theme == b.theme && a.query == b.query
        && a.list == b.list
    }
    var keys: KeyMap
  }

  static func draw(_ input: Input, title: Rect, in rect: Rect, into frame: inout Frame) {
    let list = input.list
    let theme = input.theme
    let position = ListTitle.position(list)
    // Every load shows in the title, wherever the list is scrolled (a walk says more).
    let loading =
      list.loading == nil || list.walked != nil || list.showsCached
      ? nil : "\(input.spinner) 불러오는 중"
    let note =
      ([loading, progressNote(input), searchNote(input.query, list)].compactMap { $0 } + [position])
      .filter { !$0.isEmpty }.joined(separator: " · ")
    PaneTitle.draw(
      "리뷰", note: note, focused: input.focused, theme: theme, in: title, into: &frame)

    if list.reviews.isEmpty {
      drawEmpty(input, in: rect, into: &frame)
      return
    }
    let placements = ListGeometry.placements(
      reviews: list.reviews, top: list.top, topLine: list.topLine, in: rect)
    for placement in placements {
      let review = list.reviews[placement.index]
      let selected = placement.index == list.selected
      let time = RelativeTime.string(
        for: review.createdAt, now: input.now, timeZone: input.timeZone)
      drawReview(
        review, time: time, selected: selected, at: placement.y, input, in: rect, into: &frame)
    }
    // The row after the last review tells what happens at the end of the list.
    if let last = placements.last, last.index == list.reviews.count - 1 {
      let y = last.y + last.height - 1
      if y < rect.maxY, let footer = footer(input) {
        frame.write(footer.text, x: rect.x, y: y, style: footer.style, clip: rect)
      }
    }
  }

  static func drawReview(
    _ review: Review, time: String, selected: Bool, at y: Int, _ input: Input, in rect: Rect,
    into frame: inout Frame
  ) {
    let theme = input.theme
    let lines = ListGeometry.contentLines(review, width: rect.width)
    let query = input.query
    let nameX = rect.x + Avatar.width + 1
    let x = AuthorLine.draw(review.user, x: rect.x, y: y, theme: theme, clip: rect, into: &frame)
    var end = frame.write(" · \(time)", x: x, y: y, style: theme.time, clip: rect)
    if review.updatedAt > review.createdAt {
      end = frame.write(" · 고침", x: end, y: y, style: theme.time, clip: rect)
    }
    if input.own.contains(review.id) {
      frame.write(" · \(ownMark)", x: end, y: y, style: theme.ownMark, clip: rect)
    }
    highlight(
      query, in: Sanitizer.visible(review.user.userName), x: nameX, y: y, theme, rect, &frame)
    for (i, line) in lines.enumerated() {
      frame.write(line, x: rect.x, y: y + 1 + i, style: theme.body, clip: rect)
      highlight(query, in: line, x: rect.x, y: y + 1 + i, theme, rect, &frame)
    }
    if selected {
      let marker = Rect(x: rect.x - 2, y: y, width: 1, height: 1 + lines.count).intersection(
        rect.rows)
      for row in marker.y..<marker.maxY {
        frame.write("┃", x: marker.x, y: row, style: theme.selectedMarker)
      }
    }
  }

  /// What marks the user's own reviews in the list and the reader.
  static let ownMark = "✎ 내 리뷰"

  /// Marks where `query` occurs in a line drawn from `x` (a match cut by a line break is not).
  static func highlight(
    _ query: String, in line: String, x: Int, y: Int, _ theme: Theme, _ clip: Rect,
    _ frame: inout Frame
  ) {
    for range in ReviewSearch.ranges(of: query, in: line) {
      let start = x + DisplayWidth.of(String(line[..<range.lowerBound]))
      let cells = Rect(x: start, y: y, width: DisplayWidth.of(String(line[range])), height: 1)
      frame.restyle(cells.intersection(clip)) { $0 = theme.match }
    }
  }

  /// While `G` walks the pages: how many reviews it has passed, and how to stop it.
  static func progressNote(_ input: Input) -> String? {
    input.list.walked.map {
      "\(input.spinner) 끝으로 가는 중 \(ListTitle.grouped($0))개 지남 · \(input.keys.name(.escape)) 멈춤"
    }
  }

  /// After a search: how many loaded reviews match.
  static func searchNote(_ query: String, _ list: ReviewListState) -> String? {
    guard !query.isEmpty else { return nil }
    return "찾은 리뷰 \(ReviewSearch.matches(query, in: list.reviews).count)개"
  }

  static func footer(_ input: Input) -> (text: String, style: Style)? {
    let theme = input.theme
    if let error = input.list.error {
      return (
        "더 불러오지 못했어요: \(error) · \(retryKey(focused: input.focused, keys: input.keys)) 다시 시도",
        theme.error
      )
    }
    if input.list.loading == .nextPage || input.list.loading == .oldest {
      return ("\(input.spinner) 더 불러오는 중…", theme.time)
    }
    if input.list.reachedEnd { return ("· 마지막 리뷰예요 ·", theme.time) }
    return nil
  }

  static func drawEmpty(_ input: Input, in rect: Rect, into frame: inout Frame) {
    let theme = input.theme
    let (text, style): (String, Style) =
      if let error = input.list.error {
        ("리뷰를 불러오지 못했어요: \(error)", theme.error)
      } else if input.list.loading != nil {
        ("\(input.spinner) 리뷰를 불러오는 중…", theme.time)
      } else {
        ("아직 리뷰가 없어요. 첫 리뷰를 남겨 보세요!", theme.time)
      }
    let lines = TextWrap.lines(text, width: rect.width)
    for (i, line) in lines.enumerated() {
      frame.write(line, x: rect.x, y: rect.y + 1 + i, style: style, clip: rect)
    }
    if input.list.error != nil {
      frame.write(
        "\(retryKey(focused: input.focused, keys: input.keys)): 다시 시도", x: rect.x,
        y: rect.y + 2 + lines.count,
        style: theme.time,
        clip: rect)
    }
  }

  /// The refresh key that works where keys go now: `r` only while the list has focus (in the
  /// compose pane it types ㄱ).
  static func retryKey(focused: Bool, keys: KeyMap) -> String {
    let global = keys.name(.refresh)
    return focused ? "\(keys.name(.refresh, in: [.list])) 또는 \(global)" : global
  }
}
