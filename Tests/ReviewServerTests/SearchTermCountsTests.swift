import Foundation
import ReviewStore
import Reviews
import Testing

/// Which terms a search asks its index for, from the counts of recent reviews.
@Suite("Search term counts")
struct SearchTermCountsTests {
  static func counts(_ texts: [String], window: Int = 10_000) -> SearchTermCounts {
    let counts = SearchTermCounts(window: window)
    for text in texts { counts.record(SearchText.folded(text)) }
    return counts
  }

  static func pair(_ text: String) -> String { SearchText.queryTerms(text)[0] }

  @Test("a long query asks for its three rarest pairs, in the query's order")
  func rarestThree() {
    // 요정 crosses the two phrases (never seen); the second phrase is the rarer one.
    let counts = Self.counts(
      Array(repeating: "디자인이 깔끔해요", count: 5) + Array(repeating: "정말 마음에 들어요", count: 3))
    let chosen = counts.chosenTerms("디자인이 깔끔해요 정말 마음에")
    #expect(chosen == ["요정", "정말", "말마"].map(Self.pair))
  }

  @Test("terms never seen come first; among equals the earlier; short queries ask for all")
  func ties() {
    let counts = Self.counts(["가나다라마바"])
    #expect(counts.chosenTerms("가나다라마바") == ["가나", "나다", "다라"].map(Self.pair))
    #expect(counts.chosenTerms("가나다라뷁") == ["가나", "나다", "라뷁"].map(Self.pair))
    #expect(counts.chosenTerms("가나다") == ["가나", "나다"].map(Self.pair))
    #expect(counts.chosenTerms("가") == SearchText.queryTerms("가"))
    #expect(counts.chosenTerms("  ").isEmpty)
  }

  @Test("the share of a query is its rarest term's; 1 with nothing counted or no term")
  func share() {
    let counts = Self.counts(["오타가 줄었어요", "오타 없음", "배송 빨라요", "배송 느려요"])
    #expect(counts.share(ofQuery: "오타") == 0.5)
    #expect(counts.share(ofQuery: "오타가") == 0.25)
    #expect(counts.share(ofQuery: "배") == 0.5)
    #expect(counts.share(ofQuery: "뷁뷁") == 0)
    #expect(counts.share(ofQuery: " ") == 1)
    #expect(Self.counts([]).share(ofQuery: "오타") == 1)
  }

  @Test("counts halve once the window is full, and terms seen once are forgotten")
  func halving() {
    let counts = Self.counts(["오타 오타", "오타", "배송", "오타"], window: 4)
    // 4 reviews → 2; 오타: 3 → 1; 배송: 1 → gone.
    #expect(counts.share(ofQuery: "오타") == 0.5)
    #expect(counts.share(ofQuery: "배송") == 0)
  }

  @Test("index terms: each character, then each pair, once, as the hex of their UTF-8")
  func termsFormat() {
    #expect(SearchText.terms("가a 가a") == "eab080 61 eab08061 61eab080")
    #expect(SearchText.queryTerms("가a가") == ["eab08061", "61eab080"])
    #expect(SearchText.queryTerms("😀") == ["f09f9880"])
    #expect(SearchText.terms(" \n\t") == "")
  }
}
