import Testing

@testable import DisplayText

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "one character",
    arguments: [
      ("가", 2), ("힣", 2), ("ㄱ", 2), ("ㅏ", 2), ("ㆎ", 2), ("a", 1), (" ", 1), ("~", 1),
      ("😀", 2), ("❤️", 2), ("❤", 1), ("👍🏽", 2), ("🇰🇷", 2), ("1️⃣", 2), ("漢", 2), ("Ａ", 2),
      ("é", 1), ("e\u{301}", 1), ("👨‍👩‍👧", 6), ("👨‍👩", 4), ("\u{1100}\u{1161}\u{11A8}", 2), ("ᄀ", 2),
      ("\u{7}", 0), ("\u{1B}", 0), ("\u{9B}", 0), ("\u{7F}", 0), ("\u{200D}", 0),
      ("\u{301}", 0), ("…", 1), ("·", 1), ("→", 1),
    ] as [(Character, Int)])
  func character(_ c: Character, _ width: Int) {
    #expect(DisplayWidth.of(c) == width)
  }

  @Test func strings() {
    #expect(DisplayWidth.of("안녕하세요~") == 11)
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("ㅋㅋㅋ 😀") == 9)
    #expect(DisplayWidth.of("cafe\u{301}") == 4)
  }

  @Test("truncated: whole characters, an ellipsis at the cut end, a wide character never halved")
  func truncated() {
    #expect(DisplayWidth.truncated("안녕하세요", to: 10) == "안녕하세요")
    #expect(DisplayWidth.truncated("안녕하세요", to: 6) == "안녕…")
    #expect(DisplayWidth.truncated("안녕하세요", to: 6, keepingEnd: true) == "…세요")
    #expect(DisplayWidth.truncated("안녕하세요", to: 5, ellipsis: false) == "안녕")
    #expect(DisplayWidth.truncated("abc", to: 0) == "")
  }
}
