import CoreMetrics

/// What the ssh server counts into the HTTP server's `/metrics`: logins, sessions by kind (a UI
/// on a pty, or a command), sessions open now, and refusals and endings by limit.
struct SSHMetrics: Sendable {
  private let factory: (any MetricsFactory)?
  private let open: Meter?

  init(factory: (any MetricsFactory)?) {
    self.factory = factory
    open = factory.map { Meter(label: "dubeol_ssh_open_sessions", factory: $0) }
  }

  func login() {
    guard let factory else { return }
    Counter(label: "dubeol_ssh_logins_total", factory: factory).increment()
  }

  /// A session started: `kind` is "ui" or "command".
  func sessionStarted(_ kind: String) {
    guard let factory else { return }
    Counter(label: "dubeol_ssh_sessions_total", dimensions: [("kind", kind)], factory: factory)
      .increment()
    open?.increment()
  }

  func sessionEnded() { open?.decrement() }

  func refused(_ limit: SSHRefusal) {
    guard let factory else { return }
    Counter(
      label: "dubeol_limit_refusals_total", dimensions: [("limit", limit.rawValue)],
      factory: factory
    ).increment()
  }

  /// Bytes read from sessions' people (what the per-session rate limits).
  func received(_ bytes: Int) {
    guard let factory else { return }
    Counter(label: "dubeol_ssh_received_bytes_total", factory: factory).increment(by: bytes)
  }
}
