import DisplayText
import Foundation
import Reviews
import Terminal

/// The review list: author and relative time, then the wrapped content; the selected review
/// is marked in the left margin. Loading and error states show in the pane.
enum ReviewListView {
  static func draw(_ state: AppState, title: Rect, in rect: Rect, into frame: inout Frame) {
    let list = state.list
    let theme = state.theme
    let position =
      list.reviews.isEmpty
      ? "" : "\(list.selected + 1)/\(list.reviews.count)\(list.reachedEnd ? "" : "+")"
    // Every load shows in the title, wherever the list is scrolled (seeking the end says more).
    let loading = list.loading == nil || list.seekingEnd ? nil : "\(state.spinner) 불러오는 중"
    let note = ([loading, progressNote(state), searchNote(state)].compactMap { $0 } + [position])
      .filter { !$0.isEmpty }.joined(separator: " · ")
    PaneTitle.draw(
      "리뷰", note: note, focused: state.focus == .list, theme: theme, in: title, into: &frame)

    if list.reviews.isEmpty {
      drawEmpty(state, in: rect, into: &frame)
      return
    }
    let placements = ListGeometry.placements(
      reviews: list.reviews, top: list.top, topLine: list.topLine, in: rect)
    for placement in placements {
      let review = list.reviews[placement.index]
      let selected = placement.index == list.selected
      drawReview(review, selected: selected, at: placement.y, state: state, in: rect, into: &frame)
    }
    // The row after the last review tells what happens at the end of the list.
    if let last = placements.last, last.index == list.reviews.count - 1 {
      let y = last.y + last.height - 1
      if y < rect.maxY, let footer = footer(state) {
        frame.write(footer.text, x: rect.x, y: y, style: footer.style, clip: rect)
      }
    }
  }

  static func drawReview(
    _ review: Review, selected: Bool, at y: Int, state: AppState, in rect: Rect,
    into frame: inout Frame
  ) {
    let theme = state.theme
    let lines = ListGeometry.contentLines(review, width: rect.width)
    let time = RelativeTime.string(for: review.createdAt, now: state.now, timeZone: state.timeZone)
    let query = state.list.search?.query ?? ""
    let nameX = rect.x + Avatar.width + 1
    let x = AuthorLine.draw(review.user, x: rect.x, y: y, theme: theme, clip: rect, into: &frame)
    var end = frame.write(" · \(time)", x: x, y: y, style: theme.time, clip: rect)
    if review.updatedAt > review.createdAt {
      end = frame.write(" · 고침", x: end, y: y, style: theme.time, clip: rect)
    }
    if state.isOwn(review) {
      frame.write(" · \(ownMark)", x: end, y: y, style: theme.ownMark, clip: rect)
    }
    highlight(
      query, in: Sanitizer.visible(review.user.userName), x: nameX, y: y, state, rect, &frame)
    for (i, line) in lines.enumerated() {
      frame.write(line, x: rect.x, y: y + 1 + i, style: theme.body, clip: rect)
      highlight(query, in: line, x: rect.x, y: y + 1 + i, state, rect, &frame)
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
    _ query: String, in line: String, x: Int, y: Int, _ state: AppState, _ clip: Rect,
    _ frame: inout Frame
  ) {
    for range in ReviewSearch.ranges(of: query, in: line) {
      let start = x + DisplayWidth.of(String(line[..<range.lowerBound]))
      let cells = Rect(x: start, y: y, width: DisplayWidth.of(String(line[range])), height: 1)
      frame.restyle(cells.intersection(clip)) { $0 = state.theme.match }
    }
  }

  /// While `G` loads every page: how many reviews have come so far.
  static func progressNote(_ state: AppState) -> String? {
    state.list.seekingEnd ? "\(state.spinner) 끝까지 불러오는 중 \(state.list.reviews.count)개" : nil
  }

  /// After a search: how many loaded reviews match.
  static func searchNote(_ state: AppState) -> String? {
    guard let search = state.list.search, !search.query.isEmpty else { return nil }
    return "찾은 리뷰 \(state.searchMatches.count)개"
  }

  static func footer(_ state: AppState) -> (text: String, style: Style)? {
    if let error = state.list.error {
      return ("더 불러오지 못했어요: \(error) · \(retryKey(state)) 다시 시도", state.theme.error)
    }
    if state.list.loading == .nextPage { return ("\(state.spinner) 더 불러오는 중…", state.theme.time) }
    if state.list.reachedEnd { return ("· 마지막 리뷰예요 ·", state.theme.time) }
    return nil
  }

  static func drawEmpty(_ state: AppState, in rect: Rect, into frame: inout Frame) {
    let theme = state.theme
    let (text, style): (String, Style) =
      if let error = state.list.error {
        ("리뷰를 불러오지 못했어요: \(error)", theme.error)
      } else if state.list.loading != nil {
        ("\(state.spinner) 리뷰를 불러오는 중…", theme.time)
      } else {
        ("아직 리뷰가 없어요. 첫 리뷰를 남겨 보세요!", theme.time)
      }
    let lines = TextWrap.lines(text, width: rect.width)
    for (i, line) in lines.enumerated() {
      frame.write(line, x: rect.x, y: rect.y + 1 + i, style: style, clip: rect)
    }
    if state.list.error != nil {
      frame.write(
        "\(retryKey(state)): 다시 시도", x: rect.x, y: rect.y + 2 + lines.count, style: theme.time,
        clip: rect)
    }
  }

  /// The refresh key that works where keys go now: `r` only while the list has focus (in the
  /// compose pane it types ㄱ).
  static func retryKey(_ state: AppState) -> String {
    let global = KeyBindings.keyName(for: .refresh)
    return state.focus == .list
      ? "\(KeyBindings.keyName(for: .refresh, in: .list)) 또는 \(global)" : global
  }
}
