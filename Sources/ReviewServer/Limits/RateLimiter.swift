import Synchronization

/// A token bucket per client (HTTP requests, ssh logins): `perMinute` a minute on average, up
/// to `burst` at once.
public final class RateLimiter: Sendable {
  let perMinute: Int
  let burst: Int
  private let buckets = Mutex<[String: Bucket]>([:])
  /// Buckets kept before full ones are forgotten (a full bucket is the same as none).
  private let maxClients: Int

  private struct Bucket {
    var tokens: Double
    var updated: ContinuousClock.Instant
  }

  /// `perMinute` > 0; the burst is ten seconds' worth, at least one.
  public init(perMinute: Int, maxClients: Int = 50_000) {
    self.perMinute = perMinute
    self.burst = max(1, perMinute / 6)
    self.maxClients = maxClients
  }

  /// Takes a token for `client`: nil when the request may go on, else how long until it may.
  public func take(_ client: String, now: ContinuousClock.Instant = .now) -> Duration? {
    let perSecond = Double(perMinute) / 60
    return buckets.withLock { buckets in
      var bucket = buckets[client] ?? Bucket(tokens: Double(burst), updated: now)
      let elapsed = bucket.updated.duration(to: now)
      bucket.tokens = min(Double(burst), bucket.tokens + max(0, elapsed.inSeconds) * perSecond)
      bucket.updated = now
      guard bucket.tokens >= 1 else {
        buckets[client] = bucket
        return .seconds((1 - bucket.tokens) / perSecond)
      }
      bucket.tokens -= 1
      if buckets.count >= maxClients { forgetRefilled(&buckets, now: now) }
      buckets[client] = bucket
      return nil
    }
  }

  /// Drops buckets that have refilled by now; if every client is still limited, all of them
  /// (so memory stays bounded under a flood of addresses; those clients start full again).
  private func forgetRefilled(_ buckets: inout [String: Bucket], now: ContinuousClock.Instant) {
    let refillTime = Duration.seconds(Double(burst) * 60 / Double(perMinute))
    buckets = buckets.filter { $0.value.updated.duration(to: now) < refillTime }
    if buckets.count >= maxClients { buckets.removeAll() }
  }
}
