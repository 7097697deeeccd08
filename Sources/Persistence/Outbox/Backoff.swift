import Foundation

/// How long to wait before retrying a post: 1, 2, 4, 8 … seconds, never more than a minute.
public enum Backoff {
  public static let cap: TimeInterval = 60

  /// The delay after `n` failed attempts; 0 before the first attempt.
  public static func delay(afterAttempts n: Int) -> TimeInterval {
    guard n > 0 else { return 0 }
    // 2^6 = 64 already passes the cap; stopping there also avoids overflow.
    return min(cap, TimeInterval(1 << min(n - 1, 6)))
  }
}
