import Foundation

/// ISO-8601 UTC timestamps with milliseconds ("2022-07-21T11:53:58.652Z"), the wire date format.
///
/// Hand-rolled on integer calendar arithmetic: exact, allocation-light and free of
/// formatter thread-safety questions.
public enum WireDate {
  /// Milliseconds since 1970 for a date, rounded to the nearest millisecond and clamped to
  /// the years 0000–9999, the only ones the format can write and read back.
  public static func milliseconds(_ date: Date) -> Int64 {
    let value = (date.timeIntervalSince1970 * 1000).rounded()
    guard !value.isNaN else { return 0 }
    return Int64(min(max(value, Double(earliestMilliseconds)), Double(latestMilliseconds)))
  }

  /// 0000-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z.
  static let earliestMilliseconds: Int64 = -62_167_219_200_000
  static let latestMilliseconds: Int64 = 253_402_300_799_999

  /// The date for a count of milliseconds since 1970.
  public static func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// The date truncated to what the wire format can carry.
  public static func truncated(_ date: Date) -> Date {
    Self.date(milliseconds: milliseconds(date))
  }

  /// "yyyy-MM-ddTHH:mm:ss.SSSZ" in UTC.
  public static func string(from date: Date) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    append(date, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends "yyyy-MM-ddTHH:mm:ss.SSSZ" as UTF-8 (the JSON writer's allocation-free path).
  public static func append(_ date: Date, to out: inout [UInt8]) {
    let ms = milliseconds(date)
    let (days, msOfDay) = floorDivide(ms, 86_400_000)
    let (y, m, d) = civil(fromDays: days)
    digits(y, 4, &out)
    out.append(UInt8(ascii: "-"))
    digits(m, 2, &out)
    out.append(UInt8(ascii: "-"))
    digits(d, 2, &out)
    out.append(UInt8(ascii: "T"))
    digits(msOfDay / 3_600_000, 2, &out)
    out.append(UInt8(ascii: ":"))
    digits(msOfDay / 60_000 % 60, 2, &out)
    out.append(UInt8(ascii: ":"))
    digits(msOfDay / 1000 % 60, 2, &out)
    out.append(UInt8(ascii: "."))
    digits(msOfDay % 1000, 3, &out)
    out.append(UInt8(ascii: "Z"))
  }

  /// `value` (non-negative) as exactly `count` decimal digits, zero-padded.
  private static func digits(_ value: Int64, _ count: Int, _ out: inout [UInt8]) {
    var divisor: Int64 = 1
    for _ in 1..<count { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      out.append(UInt8(truncatingIfNeeded: rest / divisor) &+ 48)
      rest %= divisor
      divisor /= 10
    }
  }

  /// Parses "yyyy-MM-ddTHH:mm:ss[.fraction](Z|±HH:mm)"; nil when the text is anything else.
  public static func date(from text: String) -> Date? {
    let b = Array(text.utf8)
    var i = 0
    func number(_ digits: Int) -> Int64? {
      guard i + digits <= b.count else { return nil }
      var value: Int64 = 0
      for k in i..<(i + digits) {
        guard (48...57).contains(b[k]) else { return nil }
        value = value * 10 + Int64(b[k] - 48)
      }
      i += digits
      return value
    }
    func expect(_ c: UInt8) -> Bool {
      guard i < b.count, b[i] == c else { return false }
      i += 1
      return true
    }
    guard let y = number(4), expect(0x2D), let mo = number(2), expect(0x2D), let d = number(2),
      i < b.count, b[i] == 0x54 || b[i] == 0x74 || b[i] == 0x20
    else { return nil }
    i += 1
    guard let h = number(2), expect(0x3A), let mi = number(2), expect(0x3A), let s = number(2),
      (1...12).contains(mo), (1...daysIn(month: mo, year: y)).contains(d), h < 24, mi < 60,
      s < 60
    else { return nil }
    var millis: Int64 = 0
    if expect(0x2E) {
      var scale: Int64 = 100
      let start = i
      while i < b.count, (48...57).contains(b[i]) {
        millis += Int64(b[i] - 48) * scale
        scale /= 10
        i += 1
      }
      guard i > start else { return nil }
    }
    var offsetMinutes: Int64 = 0
    if expect(0x5A) || expect(0x7A) {
    } else if i < b.count, b[i] == 0x2B || b[i] == 0x2D {
      let sign: Int64 = b[i] == 0x2D ? -1 : 1
      i += 1
      guard let oh = number(2), oh < 24 else { return nil }
      _ = expect(0x3A)
      guard let om = number(2), om < 60 else { return nil }
      offsetMinutes = sign * (oh * 60 + om)
    } else {
      return nil
    }
    guard i == b.count else { return nil }
    let days = days(fromCivil: y, mo, d)
    let total = ((days * 24 + h) * 60 + mi - offsetMinutes) * 60_000 + s * 1000 + millis
    // An offset can carry 0000-01-01 or 9999-12-31 past the years the format can write.
    guard (earliestMilliseconds...latestMilliseconds).contains(total) else { return nil }
    return date(milliseconds: total)
  }

  private static func floorDivide(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
    let q = a / b
    let r = a % b
    return r < 0 ? (q - 1, r + b) : (q, r)
  }

  private static func isLeap(_ y: Int64) -> Bool { y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) }

  private static func daysIn(month: Int64, year: Int64) -> Int64 {
    let table: [Int64] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return month == 2 && isLeap(year) ? 29 : table[Int(month) - 1]
  }

  // Howard Hinnant's days_from_civil / civil_from_days (proleptic Gregorian).
  private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }
}
