import NIOCore

/// A session's input allowance: `bytesPerSecond` on average, four seconds' worth at once. The
/// bytes are always taken (they were read already); what comes back is how long to stop reading.
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

  mutating func take(_ count: Int, now: NIODeadline = .now()) -> TimeAmount? {
    guard perSecond > 0 else { return nil }
    let elapsed = Double((now - updated).nanoseconds) / 1e9
    updated = now
    tokens = min(burst, tokens + elapsed * perSecond) - Double(count)
    guard tokens < 0 else { return nil }
    return .nanoseconds(Int64(-tokens / perSecond * 1e9))
  }
}
