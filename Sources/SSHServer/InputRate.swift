import NIOCore

/// A session's input allowance: `bytesPerSecond` on average, four seconds' worth at once
/// (a token bucket). The session hands the person's bytes on as the allowance lets it.
struct InputRate {
  private let perSecond: Double
  private let burst: Double
  private var tokens: Double
  private var updated: NIODeadline

  /// `bytesPerSecond` 0 is no limit.
  init(bytesPerSecond: Int, now: NIODeadline = .now()) {
    perSecond = Double(bytesPerSecond)
    burst = perSecond * 4
    tokens = burst
    updated = now
  }

  /// Takes what may go now of `count` bytes (all of them without a limit).
  mutating func take(upTo count: Int, now: NIODeadline = .now()) -> Int {
    guard perSecond > 0 else { return count }
    let elapsed = Double((now - updated).nanoseconds) / 1e9
    updated = now
    tokens = min(burst, tokens + max(0, elapsed) * perSecond)
    let taken = min(count, Int(tokens))
    tokens -= Double(taken)
    return taken
  }

  /// How long until `count` more bytes (at most a burst) may go.
  func wait(for count: Int) -> TimeAmount {
    let missing = min(Double(count), burst) - tokens
    return .nanoseconds(Int64(max(0, missing) / max(perSecond, 1) * 1e9) + 1)
  }
}
