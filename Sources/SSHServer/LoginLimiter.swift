import ReviewServer

/// Logins per address a minute, on the HTTP server's token buckets; refusals are counted.
final class LoginLimiter: Sendable {
  private let buckets: RateLimiter
  private let metrics: SSHMetrics

  init(perMinute: Int, metrics: SSHMetrics) {
    buckets = RateLimiter(perMinute: perMinute)
    self.metrics = metrics
  }

  func allows(_ address: String) -> Bool {
    metrics.login()
    guard buckets.take(address) == nil else {
      metrics.refused(.logins)
      return false
    }
    return true
  }
}
