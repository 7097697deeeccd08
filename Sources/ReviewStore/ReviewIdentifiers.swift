import Foundation

/// Identifiers in the style of the original server (MongoDB ObjectIds: 24 hex digits).
public enum ReviewIdentifiers {
  /// A new review id: 4 bytes of seconds since 1970, then 8 random bytes.
  public static func newReviewId(at date: Date) -> String {
    var rng = SystemRandomNumberGenerator()
    let seconds = UInt32(truncatingIfNeeded: Int64(date.timeIntervalSince1970))
    return hex(UInt64(seconds), digits: 8) + hex(rng.next(), digits: 16)
  }

  /// A stable user id derived from the author name, so one name is one user.
  public static func userId(forName name: String) -> String {
    let bytes = Array(name.utf8)
    return hex(fnv1a(bytes, seed: 0xcbf2_9ce4_8422_2325), digits: 16)
      + hex(fnv1a(bytes, seed: 0x8422_2325_cbf2_9ce4) >> 32, digits: 8)
  }

  /// FNV-1a over `bytes` from `seed` (the standard offset basis unless told otherwise).
  package static func fnv1a(_ bytes: [UInt8], seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
    var hash = seed
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  private static func hex(_ value: UInt64, digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(0, digits - text.count)) + text.suffix(digits)
  }
}
