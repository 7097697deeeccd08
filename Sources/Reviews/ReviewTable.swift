import DisplayText
import Foundation

/// Reviews as a plain-text table for the command line: author, relative time, content on one
/// line, each row cut to a width in terminal cells (by the one width table, `DisplayWidth`, with
/// emoji sequences whole: the output is plain text, where the terminal draws them as one).
public struct ReviewTable: Sendable {
  /// Widest author column, in cells.
  public var maxAuthorWidth = 12
  /// Space between columns.
  public var gap = "  "

  public init() {}

  /// One line per review, none wider than `width` cells.
  public func lines(
    for reviews: [Review], width: Int, now: Date, timeZone: TimeZone = .current
  ) -> [String] {
    let authors = reviews.map { oneLine($0.user.userName) }
    let times = reviews.map { RelativeTime.string(for: $0.createdAt, now: now, timeZone: timeZone) }
    let authorWidth = min(maxAuthorWidth, authors.map(DisplayWidth.ofWhole).max() ?? 0)
    let timeWidth = times.map(DisplayWidth.of).max() ?? 0
    return reviews.indices.map { i in
      let row =
        pad(
          DisplayWidth.truncated(authors[i], to: authorWidth, measure: DisplayWidth.ofWhole),
          to: authorWidth) + gap
        + pad(times[i], to: timeWidth) + gap + oneLine(reviews[i].content)
      return DisplayWidth.truncated(row, to: width, measure: DisplayWidth.ofWhole)
    }
  }

  private func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - DisplayWidth.ofWhole(text)))
  }

  /// Line breaks and tabs become spaces (a row is one line), then the rest is sanitized;
  /// emoji sequences stay whole clusters, as the terminal draws them.
  private func oneLine(_ text: String) -> String {
    let flattened = text.split(omittingEmptySubsequences: true) { $0.isNewline || $0 == "\t" }
      .joined(separator: " ")
    return Sanitizer.visibleKeepingEmoji(flattened)
  }
}
