import Foundation
import Hangul
import Reviews

/// The search line of the list: the field being typed, and the query last searched for.
package struct ListSearch: Sendable, Equatable {
  package var field: ComposingField
  /// Keys go to the field; false once Enter searched (n/N then move between matches).
  package var editing = true
  /// What Enter searched for; "" before the first search.
  package var query = ""

  /// The longest query the line takes.
  static let maxLength = 100

  init(composer: Composer, mode: InputMode) {
    field = ComposingField(composer: composer, mode: mode, maxLength: Self.maxLength)
  }
}

/// Finding reviews among those loaded: content and author name, ignoring case; Korean matches
/// as a substring of whole syllables (the text is NFC).
package enum ReviewSearch {
  /// The indices of the reviews that match, in list order.
  package static func matches(_ query: String, in reviews: [Review]) -> [Int] {
    guard !query.isEmpty else { return [] }
    return reviews.indices.filter { matches(query, reviews[$0]) }
  }

  package static func matches(_ query: String, _ review: Review) -> Bool {
    !ranges(of: query, in: review.content).isEmpty
      || !ranges(of: query, in: review.user.userName).isEmpty
  }

  /// Where `query` occurs in `text`, ignoring case, left to right without overlaps.
  package static func ranges(of query: String, in text: String) -> [Range<String.Index>] {
    guard !query.isEmpty else { return [] }
    var out: [Range<String.Index>] = []
    var from = text.startIndex
    while from < text.endIndex,
      let range = text.range(of: query, options: [.caseInsensitive], range: from..<text.endIndex)
    {
      out.append(range)
      from = range.isEmpty ? text.index(after: range.lowerBound) : range.upperBound
    }
    return out
  }
}
