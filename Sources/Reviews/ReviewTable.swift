import Foundation

/// Reviews as a plain-text table for the command line: author, relative time, content on one
/// line, each row cut to a width in terminal cells.
///
/// Cell widths and the replacement of control characters are injected (the terminal layer owns
/// the one width table), so this stays pure and testable.
public struct ReviewTable: Sendable {
  /// Cells a character takes (2 for wide Hangul).
  public var cellWidth: @Sendable (Character) -> Int
  /// Makes untrusted text printable (control characters → visible replacements).
  public var sanitize: @Sendable (String) -> String
  /// Widest author column, in cells.
  public var maxAuthorWidth = 12
  /// Space between columns.
  public var gap = "  "

  public init(
    cellWidth: @escaping @Sendable (Character) -> Int,
    sanitize: @escaping @Sendable (String) -> String
  ) {
    self.cellWidth = cellWidth
    self.sanitize = sanitize
  }

  /// One line per review, none wider than `width` cells.
  public func lines(
    for reviews: [Review], width: Int, now: Date, timeZone: TimeZone = .current
  ) -> [String] {
    let authors = reviews.map { oneLine($0.user.userName) }
    let times = reviews.map { RelativeTime.string(for: $0.createdAt, now: now, timeZone: timeZone) }
    let authorWidth = min(maxAuthorWidth, authors.map(cells).max() ?? 0)
    let timeWidth = times.map(cells).max() ?? 0
    return reviews.indices.map { i in
      let row =
        pad(cut(authors[i], to: authorWidth), to: authorWidth) + gap
        + pad(times[i], to: timeWidth) + gap + oneLine(reviews[i].content)
      return cut(row, to: max(0, width))
    }
  }

  /// Text in display cells.
  public func cells(_ text: String) -> Int {
    text.reduce(0) { $0 + cellWidth($1) }
  }

  /// The longest prefix of `text` that fits `width` cells, ending in "…" when something was cut;
  /// a wide character that does not fit is left out whole, never halved.
  public func cut(_ text: String, to width: Int) -> String {
    guard cells(text) > width else { return text }
    guard width > 0 else { return "" }
    var out = ""
    var used = 0
    for character in text {
      let w = cellWidth(character)
      if used + w > width - 1 { break }
      out.append(character)
      used += w
    }
    return out + "…"
  }

  private func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - cells(text)))
  }

  /// Line breaks and tabs become spaces (a row is one line), then the rest is sanitized.
  private func oneLine(_ text: String) -> String {
    let flattened = text.split(omittingEmptySubsequences: true) { $0.isNewline || $0 == "\t" }
      .joined(separator: " ")
    return sanitize(flattened)
  }
}
