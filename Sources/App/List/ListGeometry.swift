import DisplayText
import Reviews
import Terminal

/// How reviews are laid out in the list: a header line (author · time), the wrapped content,
/// and a blank line between reviews.
enum ListGeometry {
  /// The content lines of a review at a pane width (text made visible by `Sanitizer`).
  static func contentLines(_ review: Review, width: Int) -> [String] {
    let paragraphs = review.content.split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    return paragraphs.flatMap { TextWrap.lines(Sanitizer.visible(String($0)), width: width) }
  }

  /// Rows a review takes, its separator line included.
  static func height(_ review: Review, width: Int) -> Int {
    contentLines(review, width: width).count + 2
  }

  /// A review drawn at a row of the pane.
  struct Placement: Equatable {
    var index: Int
    var y: Int
    var height: Int
  }

  /// The reviews visible from `top` in `area` (its first `topLine` lines scrolled away), the
  /// last possibly cut off.
  static func placements(reviews: [Review], top: Int, topLine: Int = 0, in area: Rect)
    -> [Placement]
  {
    var out: [Placement] = []
    var y = area.y - topLine
    var index = top
    while index < reviews.count && y < area.maxY {
      let h = height(reviews[index], width: area.width)
      out.append(Placement(index: index, y: y, height: h))
      y += h
      index += 1
    }
    return out
  }

  /// The smallest `top` that still shows all of review `index` (or its start, if taller than the pane).
  static func topShowing(_ index: Int, reviews: [Review], in area: Rect) -> Int {
    var used = height(reviews[index], width: area.width) - 1  // the separator may fall off
    var top = index
    while top > 0 {
      let h = height(reviews[top - 1], width: area.width)
      if used + h > area.height { break }
      used += h
      top -= 1
    }
    return top
  }

  /// The review one page after (`direction` 1) or before (-1) `index`.
  static func pageTarget(from index: Int, direction: Int, reviews: [Review], in area: Rect) -> Int {
    var used = 0
    var i = index
    while true {
      let next = i + direction
      guard reviews.indices.contains(next) else { return i }
      used += height(reviews[next], width: area.width)
      if used > area.height { return i == index ? next : i }
      i = next
    }
  }
}
