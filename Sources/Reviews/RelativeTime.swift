import Foundation

/// How long ago a review was written, as the list shows it.
public enum RelativeTime {
  /// "방금 전" under a minute, "n분 전" under an hour, "n시간 전" under a day, else the calendar
  /// date "yyyy.MM.dd" in `timeZone`. A date in the future (beyond a minute of clock skew) is
  /// shown as its date: "방금 전" would hide a wrong clock or a forged date.
  public static func string(for date: Date, now: Date, timeZone: TimeZone = .current) -> String {
    let seconds = now.timeIntervalSince(date)
    switch seconds {
    case ..<(-allowedSkew): return calendarDate(date, timeZone: timeZone)
    case ..<60: return "방금 전"
    case ..<3600: return "\(Int(seconds / 60))분 전"
    case ..<86_400: return "\(Int(seconds / 3600))시간 전"
    default: return calendarDate(date, timeZone: timeZone)
    }
  }

  /// How far ahead of the local clock a date may be and still count as now.
  static let allowedSkew: TimeInterval = 60

  private static func calendarDate(_ date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let year = parts.year ?? 0
    let month = parts.month ?? 0
    let day = parts.day ?? 0
    return "\(year).\(month < 10 ? "0" : "")\(month).\(day < 10 ? "0" : "")\(day)"
  }
}

/// The source of "now", injected so that relative times and timestamps are testable.
public struct ReviewClock: Sendable {
  public var now: @Sendable () -> Date
  public init(now: @escaping @Sendable () -> Date) { self.now = now }
  /// The system clock.
  public static let system = ReviewClock { Date() }
  /// A clock stopped at `date`.
  public static func fixed(_ date: Date) -> ReviewClock { ReviewClock { date } }
}
