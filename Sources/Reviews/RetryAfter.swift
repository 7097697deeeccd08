import Foundation

/// The `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an HTTP-date.
public enum RetryAfter {
  /// The wait it asks for, in seconds from `now`; nil when the value is neither form. A date in
  /// the past means "now" (0).
  public static func seconds(_ value: String, now: Date) -> TimeInterval? {
    // asctime pads one-digit days with a second space; single spaces parse every form.
    let text = value.split(separator: " ").joined(separator: " ")
    if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
      // Digits only; a huge value saturates rather than failing.
      return TimeInterval(text) ?? .greatestFiniteMagnitude
    }
    for format in dateFormats {
      if let date = formatter(format).date(from: text) {
        return max(0, date.timeIntervalSince(now))
      }
    }
    return nil
  }

  /// IMF-fixdate first (what servers send), then the two obsolete forms RFC 9110 says to accept.
  static let dateFormats = [
    "EEE, dd MMM yyyy HH:mm:ss 'GMT'",
    "EEEE, dd-MMM-yy HH:mm:ss 'GMT'",
    "EEE MMM d HH:mm:ss yyyy",
  ]

  private static func formatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = format
    return formatter
  }
}
