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

  /// A number that is the same for two moments exactly when `string` says the same of the
  /// date then (the calendar date does not change with `now`): the list compares these on
  /// every frame instead of making the texts.
  public static func age(of date: Date, now: Date) -> Int {
    let seconds = now.timeIntervalSince(date)
    switch seconds {
    case ..<(-allowedSkew): return -1
    case ..<60: return 0
    case ..<3600: return 1 + Int(seconds / 60)
    case ..<86_400: return 100 + Int(seconds / 3600)
    default: return -1
    }
  }

  /// How far ahead of the local clock a date may be and still count as now.
  static let allowedSkew: TimeInterval = 60

  /// The date's day in `timeZone`, by arithmetic on days (a `Calendar` costs more than the
  /// list's whole line, and the list asks for every review on screen at each frame).
  private static func calendarDate(_ date: Date, timeZone: TimeZone) -> String {
    let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
    let (year, month, day) = civilDate(daysSince1970: Int((local / 86_400).rounded(.down)))
    return "\(year).\(month < 10 ? "0" : "")\(month).\(day < 10 ? "0" : "")\(day)"
  }

  /// The proleptic Gregorian year, month and day of a day count from 1970-01-01 (Howard
  /// Hinnant's `civil_from_days`: 400-year eras of 146,097 days, years starting in March).
  static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let m = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * m + 2) / 5 + 1
    let month = m < 10 ? m + 3 : m - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
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
