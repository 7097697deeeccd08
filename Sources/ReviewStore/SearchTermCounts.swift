import Reviews
import Synchronization

/// How many recent reviews hold each search term, so that a search asks its index for its
/// rarest terms only. An index answers a query of every pair of a long phrase slowly (FTS5 and
/// GIN walk each term's whole list when the pairs are common and the phrase is not), while the
/// rarest few leave about as few candidates: each is then checked exactly, so the choice only
/// changes the speed, never the answer. The counts are an estimate from the reviews a store saw
/// (a sample at opening, then each one added), halved as they grow so memory stays bounded and
/// recent text weighs most.
public final class SearchTermCounts: Sendable {
  /// Terms a search asks the index for (measured on 100,000 generated reviews: the rarest 3 had
  /// the best worst case, 60 times better than all; the 2 or the 4 rarest up to 3 times worse).
  public static let termsPerQuery = 3

  /// Reviews a store counts when it opens (the last stored).
  public static let sampleSize = 5_000

  private struct State {
    var reviews = 0
    var counts: [SearchText.TermCode: Int] = [:]
  }
  private let state = Mutex(State())
  private let window: Int

  /// Counts that halve once `window` reviews have been counted.
  public init(window: Int = 10_000) {
    self.window = window
  }

  /// Counts one review's folded search text (`SearchText.text`).
  public func record(_ text: String) {
    let codes = SearchText.termCodes(text)
    state.withLock { state in
      for code in codes { state.counts[code, default: 0] += 1 }
      state.reviews += 1
      guard state.reviews >= window else { return }
      state.reviews /= 2
      state.counts = state.counts.compactMapValues { $0 > 1 ? $0 / 2 : nil }
    }
  }

  /// Counts one review as stored.
  public func record(_ review: Review) {
    record(SearchText.text(content: review.content, userName: review.user.userName))
  }

  /// The terms of a folded query to look up: its `termsPerQuery` rarest (the earlier first among
  /// equals), in the query's order; empty for a query of whitespace only.
  public func chosenTerms(_ foldedQuery: String) -> [String] {
    chosenCodes(foldedQuery).map(SearchText.hex)
  }

  /// The share of the counted reviews that hold the rarest term of a folded query: at most the
  /// share of reviews it matches (1 for a query of whitespace only, and before any count).
  public func share(ofQuery foldedQuery: String) -> Double {
    let codes = SearchText.queryTermCodes(foldedQuery)
    return state.withLock { state in
      guard state.reviews > 0, !codes.isEmpty else { return 1 }
      let rarest = codes.map { state.counts[$0] ?? 0 }.min() ?? 0
      return Double(rarest) / Double(state.reviews)
    }
  }

  /// The newest reviews of a theme a common query is looked for in before the index is asked.
  public static let newestWindow = 2_000

  /// Whether a page of results for the query is likely among the theme's newest
  /// `newestWindow` reviews (twice the page's end, by the share of its rarest term): then a
  /// walk of the time index, stopping at the page, beats the index, which would hand over
  /// every candidate of its common terms to be intersected and sorted.
  public func isLikelyAmongNewest(_ foldedQuery: String, pageEnd: Int) -> Bool {
    share(ofQuery: foldedQuery) * Double(Self.newestWindow) >= 2 * Double(pageEnd)
  }

  /// Whether the index is asked for only some of the query's terms (a long query's rarest).
  public func choosesSomeTerms(_ foldedQuery: String) -> Bool {
    Self.choosesSome(of: SearchText.queryTermCodes(foldedQuery))
  }

  private static func choosesSome(of codes: [SearchText.TermCode]) -> Bool {
    codes.count > termsPerQuery
  }

  private func chosenCodes(_ foldedQuery: String) -> [SearchText.TermCode] {
    let codes = SearchText.queryTermCodes(foldedQuery)
    guard Self.choosesSome(of: codes) else { return codes }
    let counts = state.withLock { state in codes.map { state.counts[$0] ?? 0 } }
    let rarest = codes.indices.sorted { (counts[$0], $0) < (counts[$1], $1) }
      .prefix(Self.termsPerQuery)
    return rarest.sorted().map { codes[$0] }
  }
}
