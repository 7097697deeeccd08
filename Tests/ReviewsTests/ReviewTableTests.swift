import DisplayText
import Foundation
import Reviews
import TestSupport
import Testing

@Suite("Review table")
struct ReviewTableTests {
  static let table = ReviewTable()
  static let now = testNow

  func review(_ author: String, _ content: String, minutesAgo: Double) -> Review {
    Review(
      id: "1", user: ReviewUser(id: "u", userName: author), theme: "1", content: content,
      createdAt: Self.now.addingTimeInterval(-minutesAgo * 60))
  }

  @Test("columns line up in cells, not characters")
  func alignment() {
    let lines = Self.table.lines(
      for: [review("민지", "좋아요", minutesAgo: 5), review("bob", "nice", minutesAgo: 0)], width: 80,
      now: Self.now, timeZone: .gmt)
    #expect(lines == ["민지  5분 전   좋아요", "bob   방금 전  nice"])
  }

  @Test("emoji sequences stay whole clusters, in authors and content; controls are still shown")
  func clusters() {
    let family = "👨\u{200D}👩\u{200D}👧"
    let rainbow = "🏳\u{FE0F}\u{200D}🌈"
    let lines = Self.table.lines(
      for: [review(family, "가족 \(family) \(rainbow) \u{1B}[31m", minutesAgo: 5)], width: 80,
      now: Self.now, timeZone: .gmt)
    #expect(lines == ["\(family)  5분 전  가족 \(family) \(rainbow) ␛[31m"])
    // Cut between clusters, never inside one.
    let cut = Self.table.lines(
      for: [review("a", String(repeating: family, count: 10), minutesAgo: 5)], width: 16,
      now: Self.now, timeZone: .gmt)[0]
    #expect(cut.hasSuffix("…") && cut.contains(family) && !cut.contains("👨👩"), "\(cut)")
    #expect(Sanitizer.visibleKeepingEmoji("a\u{200D}b") == "ab", "a ZWJ between letters is dropped")
  }

  @Test("rows are cut to the width without halving a wide character")
  func cutting() {
    let line = Self.table.lines(
      for: [review("가", "가나다라마바사", minutesAgo: 0)], width: 16, now: Self.now, timeZone: .gmt)[0]
    // "가  방금 전  " is 13 cells; 3 are left: one syllable (2) then "…" (1).
    #expect(line == "가  방금 전  가…")
    #expect(DisplayWidth.of(line) <= 16)
    let odd = Self.table.lines(
      for: [review("가", "가나다라마바사", minutesAgo: 0)], width: 17, now: Self.now, timeZone: .gmt)[0]
    #expect(odd == "가  방금 전  가…")
  }

  @Test("content is one line and control characters are replaced")
  func sanitizing() {
    let line = Self.table.lines(
      for: [review("a\u{1B}b", "첫 줄\n둘째\t줄\u{1B}[31m", minutesAgo: 0)], width: 80, now: Self.now,
      timeZone: .gmt)[0]
    #expect(line == "a␛b  방금 전  첫 줄 둘째 줄␛[31m")
    #expect(!line.contains("\u{1B}"))
  }

  @Test("long author names are cut to the author column")
  func longAuthor() {
    let line = Self.table.lines(
      for: [review("아주아주아주긴이름입니다", "x", minutesAgo: 0)], width: 80, now: Self.now, timeZone: .gmt)[
        0]
    // 12 cells at most: five syllables and "…" are 11, padded to 12.
    #expect(line == "아주아주아…   방금 전  x")
  }
}
