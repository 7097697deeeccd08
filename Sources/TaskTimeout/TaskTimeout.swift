/// Runs `work`, failing with `error()` (and cancelling the work) when it has not finished after
/// `limit`: one rule for the HTTP clients' time limits (reviews and pictures).
public func withTimeout<T: Sendable>(
  _ limit: Duration, throwing error: @escaping @Sendable () -> any Error,
  _ work: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await work() }
    group.addTask {
      try await Task.sleep(for: limit)
      throw error()
    }
    defer { group.cancelAll() }
    guard let first = try await group.next() else { throw error() }
    return first
  }
}
