import Foundation
import Reviews
import Testing

@Suite("Relative time")
struct RelativeTimeTests {
  static let now = WireDate.date(from: "2026-03-01T12:00:00.000Z")!

  @Test(
    "under a minute, minutes, hours, then the date",
    arguments: [
      (0.0, "방금 전"), (59.9, "방금 전"), (-30, "방금 전"), (60, "1분 전"), (119, "1분 전"),
      (59 * 60 + 59, "59분 전"), (3600, "1시간 전"), (23 * 3600 + 3599, "23시간 전"),
      (86_400, "2026.02.28"), (400 * 86_400, "2025.01.25"), (-61, "2026.03.01"),
      (-400 * 86_400, "2027.04.05"),
    ] as [(Double, String)])
  func buckets(_ secondsAgo: Double, _ expected: String) {
    let date = Self.now.addingTimeInterval(-secondsAgo)
    #expect(RelativeTime.string(for: date, now: Self.now, timeZone: .gmt) == expected)
  }

  @Test("the date is the calendar day in the given time zone")
  func timeZone() throws {
    let date = WireDate.date(from: "2026-02-20T20:00:00.000Z")!
    #expect(RelativeTime.string(for: date, now: Self.now, timeZone: .gmt) == "2026.02.20")
    let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
    #expect(RelativeTime.string(for: date, now: Self.now, timeZone: seoul) == "2026.02.21")
  }

  @Test("a fixed clock always says the same time")
  func clock() {
    let clock = ReviewClock.fixed(Self.now)
    #expect(clock.now() == Self.now)
    #expect(clock.now() == clock.now())
  }
}
