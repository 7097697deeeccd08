import Foundation
import Reviews
import TestSupport
import Testing

@Suite("Relative time")
struct RelativeTimeTests {
  static let now = testNow

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

  @Test("the date agrees with Foundation's Gregorian calendar across centuries and time zones")
  func agreesWithCalendar() throws {
    let zones = try ["Asia/Seoul", "America/New_York", "Australia/Lord_Howe", "UTC"].map {
      try #require(TimeZone(identifier: $0))
    }
    for zone in zones {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      // About 3,000 dates from 1812 to 2128, at odd hours and minutes.
      for seconds in stride(from: -5e9, to: 5e9, by: 3_333_333.7) {
        let date = Date(timeIntervalSince1970: seconds)
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let expected = String(
          format: "%d.%02d.%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        let shown = RelativeTime.string(
          for: date, now: date.addingTimeInterval(2 * 86_400), timeZone: zone)
        #expect(shown == expected, "\(date) in \(zone.identifier)")
        if shown != expected { return }
      }
    }
  }

  /// The list redraws when an age changes, and only then: the age must change exactly when
  /// the text does, at every step of a clock moving over two days.
  @Test("the age changes exactly when the text does")
  func ageFollowsText() {
    let date = Self.now
    var previous: (age: Int, text: String)?
    for step in stride(from: -200.0, through: 2 * 86_400, by: 7.5) {
      let now = date.addingTimeInterval(step)
      let current = (
        RelativeTime.age(of: date, now: now),
        RelativeTime.string(for: date, now: now, timeZone: .gmt)
      )
      if let previous {
        #expect((previous.age == current.0) == (previous.text == current.1), "at \(step) s")
      }
      previous = current
    }
  }

  @Test("a fixed clock always says the same time")
  func clock() {
    let clock = ReviewClock.fixed(Self.now)
    #expect(clock.now() == Self.now)
    #expect(clock.now() == clock.now())
  }
}
