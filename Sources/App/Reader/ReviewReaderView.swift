import Foundation
import Pictures
import Reviews
import Terminal

/// Where the reader's parts go: a box over the panes, the author and dates on top (beside the
/// profile picture when there is one), the text in the middle (scrolled), the key hints at the
/// bottom. Used to draw and to scroll.
struct ReaderGeometry {
  var box: Rect
  /// The rows the text is drawn in.
  var body: Rect
  /// The text wrapped to the body's width (made visible by `Sanitizer`).
  var lines: [String]
  /// The profile picture's cells, when there is a picture and room for it.
  var picture: Rect?
  /// Where the author line and the dates start (right of the picture).
  var headerX: Int
  /// Rows inside the border above the text: author, dates and theme (or the picture's rows), a
  /// rule.
  var headerRows: Int

  /// The picture's cells: 8 × 4 cells are about square, and hold 8 × 8 half-block pixels.
  static let pictureColumns = 8
  static let pictureRows = 4

  /// `area`: where popups go (all but the header and the status line). `picture`: a picture is
  /// ready; it is left out when the text would keep fewer than four rows.
  init(area: Rect, review: Review, picture: Bool = false) {
    box = area.centered(width: min(area.width, 100), height: area.height)
    let inner = box.inset(by: 1)
    let x = inner.x + 1
    let fits = picture && inner.height >= Self.pictureRows + 1 + 4 + 1 && inner.width >= 40
    self.picture =
      fits ? Rect(x: x, y: inner.y, width: Self.pictureColumns, height: Self.pictureRows) : nil
    headerRows = fits ? Self.pictureRows + 1 : 3
    headerX = fits ? x + Self.pictureColumns + 1 : x
    body = Rect(
      x: x, y: inner.y + headerRows, width: max(0, inner.width - 2),
      height: max(0, inner.height - headerRows - 1))
    lines = ListGeometry.contentLines(review, width: body.width)
  }

  /// The last first line: the text's end at the bottom of the body.
  var maxScroll: Int { max(0, lines.count - body.height) }
}

/// One review in full: avatar and author, absolute and relative time, theme, the whole text.
enum ReviewReaderView {
  /// What the reader shows: the review and how far it is scrolled, with what its dates and
  /// marks need.
  struct Input: Equatable, Sendable {
    var reader: ReaderState
    var area: Rect
    var theme: Theme
    var now: Date
    var timeZone: TimeZone
    /// The review is the user's (marked).
    var own: Bool
    /// e/d work on it (the user's, on a server that edits).
    var canChange: Bool
    var keys: KeyMap
    /// The author's picture, once it is ready (else the letter badge).
    var picture: ReaderPicture? = nil
  }

  static func draw(_ input: Input, into frame: inout Frame) {
    let theme = input.theme
    let reader = input.reader
    let review = reader.review
    let g = ReaderGeometry(area: input.area, review: review, picture: input.picture != nil)
    PopupBox.draw(g.box, title: "리뷰", into: &frame, theme: theme)
    let inner = g.box.inset(by: 1)
    let x = inner.x + 1
    let clip = Rect(x: x, y: inner.y, width: max(0, inner.width - 2), height: inner.height)
    let headerClip = Rect(
      x: g.headerX, y: inner.y, width: max(0, clip.maxX - g.headerX), height: inner.height)
    let styles = PopupBox.styles(theme)
    if let picture = input.picture, let rect = g.picture {
      ReaderPictureView.draw(picture, in: rect, theme: theme, into: &frame)
    }
    AuthorLine.draw(
      review.user, x: g.headerX, y: inner.y, theme: theme, background: theme.overlay.background,
      badge: g.picture == nil, clip: headerClip, into: &frame)
    let absolute = AbsoluteTime.string(for: review.createdAt, timeZone: input.timeZone)
    let relative = RelativeTime.string(
      for: review.createdAt, now: input.now, timeZone: input.timeZone)
    // Past a day the relative time is the date itself: no need to say it twice.
    let dates = absolute.hasPrefix(relative) ? absolute : "\(absolute) (\(relative))"
    let mine = input.own ? " · \(ReviewListView.ownMark)" : ""
    let edited = review.updatedAt > review.createdAt ? " · 고침" : ""
    frame.write(
      "\(dates) · 테마 \(review.theme)\(edited)\(mine)", x: g.headerX, y: inner.y + 1,
      style: styles.hint, clip: headerClip)
    frame.write(
      String(repeating: "─", count: clip.width), x: x, y: inner.y + g.headerRows - 1,
      style: styles.border, clip: clip)
    let shown = g.lines.dropFirst(reader.scroll).prefix(g.body.height)
    for (i, line) in shown.enumerated() {
      frame.write(line, x: g.body.x, y: g.body.y + i, style: theme.overlay, clip: g.body)
    }
    let footerY = inner.maxY - 1
    // e/d are offered only where they work (on other reviews they say why in a toast).
    let own: [Command] = input.canChange ? [.editReview, .deleteReview] : []
    var hints =
      input.keys.hint(.down, .up, in: [.reader]) + " · "
      + input.keys.hints([.pageDown, .copy] + own + [.close], in: [.reader])
    if g.maxScroll > 0 {
      let last = min(g.lines.count, reader.scroll + g.body.height)
      hints = "\(reader.scroll + 1)–\(last)/\(g.lines.count)줄 · " + hints
    }
    frame.write(hints, x: x, y: footerY, style: styles.hint, clip: clip)
  }
}
