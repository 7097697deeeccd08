import Foundation

/// A date and time as the reader shows it: "2026.11.22 23:05" in the given time zone.
enum AbsoluteTime {
  static func string(for date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let p = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ n: Int?) -> String { (n ?? 0) < 10 ? "0\(n ?? 0)" : "\(n ?? 0)" }
    return "\(p.year ?? 0).\(two(p.month)).\(two(p.day)) \(two(p.hour)):\(two(p.minute))"
  }
}
