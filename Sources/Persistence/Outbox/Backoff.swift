import Foundation

/// How long to wait before retrying a post: 1, 2, 4, 8 … seconds, never more than a minute —
/// unless the server asked for longer with Retry-After.
public enum Backoff {
  public static let cap: TimeInterval = 60
  /// The longest Retry-After honoured: a server asking for days is not believed.
  public static let retryAfterCap: TimeInterval = 3600

  /// The delay after `n` failed attempts; 0 before the first attempt.
  public static func delay(afterAttempts n: Int) -> TimeInterval {
    guard n > 0 else { return 0 }
    // 2^6 = 64 already passes the cap; stopping there also avoids overflow.
    return min(cap, TimeInterval(1 << min(n - 1, 6)))
  }

  /// The delay after `n` failed attempts when the last answer carried Retry-After: never
  /// sooner than the server asked (up to `retryAfterCap`), never sooner than the backoff.
  public static func delay(afterAttempts n: Int, retryAfter: TimeInterval?) -> TimeInterval {
    let backoff = delay(afterAttempts: n)
    guard let retryAfter, retryAfter.isFinite, retryAfter > 0 else { return backoff }
    return max(backoff, min(retryAfter, retryAfterCap))
  }
}
