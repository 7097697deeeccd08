import Synchronization

/// One read shared by every caller that asked for it before it was sent: a caller waits for the
/// next read to start (never joins one already under way, which may predate what the caller has
/// been told), so what it gets is as fresh as a read of its own, at a fraction of the reads when
/// many ask at once.
public final class SharedRead<Value: Sendable>: Sendable {
  private typealias Waiter = CheckedContinuation<Value, any Error>
  private struct State {
    var reading = false
    var next: [Waiter] = []
  }
  private let state = Mutex(State())
  private let read: @Sendable () async throws -> Value

  public init(_ read: @escaping @Sendable () async throws -> Value) { self.read = read }

  /// The value of a read sent after this call began.
  public func value() async throws -> Value {
    try await withCheckedThrowingContinuation { (waiter: Waiter) in
      let lead = state.withLock { state in
        state.next.append(waiter)
        guard !state.reading else { return false }
        state.reading = true
        return true
      }
      if lead { Task { await self.readRounds() } }
    }
  }

  /// Sends reads while callers wait for one: each read answers those who came before it.
  private func readRounds() async {
    while true {
      let round = state.withLock { state in
        let round = state.next
        state.next = []
        if round.isEmpty { state.reading = false }
        return round
      }
      guard !round.isEmpty else { return }
      let result: Result<Value, any Error>
      do { result = .success(try await read()) } catch { result = .failure(error) }
      for waiter in round { waiter.resume(with: result) }
    }
  }
}
