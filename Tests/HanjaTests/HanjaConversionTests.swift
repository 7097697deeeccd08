import Hanja
import Testing

/// What F9 converts and how the candidate window pages: the cases on the installed tables.
@Suite("hanja conversion")
struct HanjaConversionTests {
  func candidates(_ request: HanjaConversion) -> [HanjaEntry] {
    let index = request.table == .hanja ? InstalledTables.table : InstalledTables.symbols
    return index.candidates(for: request.word, match: request.match)
  }

  /// The text after picking `choice` for `request` in `text`.
  func pick(_ choice: HanjaEntry, _ request: HanjaConversion, in text: String) -> String {
    var characters = Array(text)
    characters.replaceSubrange(request.replaced(by: choice), with: Array(choice.value))
    return String(characters)
  }

  @Test("gksrnr (한국) F9 offers 韓國 with 대한민국 as 1; choosing 3 puts 寒菊 in place of 한국")
  func hanguk() throws {
    let request = try #require(HanjaConversion.request(before: "나의 한국"))
    #expect(request == HanjaConversion(table: .hanja, match: .suffix, word: "한국", end: 5))
    let pages = CandidatePages(candidates(request))
    #expect(
      pages.shown.first.map { "\($0.number) \($0.entry.value) \($0.entry.comment)" } == "1 韓國 대한민국")
    let third = try #require(pages.numbered(3))
    #expect(pick(third, request, in: "나의 한국") == "나의 \(third.value)")
    #expect(third.key == "한국")
  }

  @Test("a choice for a shorter key replaces only its part: 국 → 國 leaves 한")
  func matchedPartOnly() throws {
    let request = try #require(HanjaConversion.request(before: "한국"))
    let country = try #require(candidates(request).first { $0.key == "국" && $0.value == "國" })
    #expect(pick(country, request, in: "한국") == "한國")
  }

  @Test("ㅁ F9 opens the symbols, ★ among them")
  func jamo() throws {
    let request = try #require(HanjaConversion.request(before: "별점 ㅁ"))
    #expect(request.table == .symbols && request.word == "ㅁ")
    #expect(candidates(request).contains { $0.value == "★" })
  }

  @Test("at most the composing syllable and 8 before it; nothing to convert gives no request")
  func reach() {
    let request = HanjaConversion.request(before: "가나다라마바사아자차카")
    #expect(request?.word == "다라마바사아자차카")
    #expect(HanjaConversion.request(before: "") == nil)
    #expect(HanjaConversion.request(before: "abc ") == nil)
  }

  @Test("whole words: after 사기 → 史記, the next F9 continues with 삼국 before it")
  func continuation() throws {
    let first = try #require(HanjaConversion.request(before: "삼국사기"))
    #expect(candidates(first).first?.value == "三國史記")
    let history = try #require(candidates(first).first { $0.key == "사기" && $0.value == "史記" })
    let text = pick(history, first, in: "삼국사기")
    #expect(text == "삼국史記")
    let next = try #require(HanjaConversion.request(before: text, convertedStart: 2))
    #expect(next.word == "삼국" && next.end == 2)
    let three = try #require(candidates(next).first { $0.value == "三國" })
    #expect(pick(three, next, in: text) == "三國史記")
  }

  @Test("pages of 9: arrows wrap, PgDn keeps the place, digits pick on the page shown")
  func paging() throws {
    var pages = CandidatePages(candidates(try #require(HanjaConversion.request(before: "ㅁ"))))
    #expect(pages.pageCount == 9 && pages.shown.count == 9)
    pages.move(-1)
    #expect(pages.highlighted == pages.candidates.count - 1)
    pages.move(1)
    pages.move(2)
    pages.turnPage(1)
    #expect(pages.page == 1 && pages.highlighted == 11)
    #expect(pages.numbered(1) == pages.candidates[9])
    #expect(pages.numbered(0) == nil && pages.numbered(10) == nil)
    pages.turnPage(-2)
    #expect(pages.page == pages.pageCount - 1)
  }
}
