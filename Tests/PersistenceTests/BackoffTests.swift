import Testing

@testable import Persistence

@Suite("Backoff")
struct BackoffTests {
  @Test func delaysDoubleFromOneSecondUpToAMinute() {
    let delays = (0...9).map { Backoff.delay(afterAttempts: $0) }
    #expect(delays == [0, 1, 2, 4, 8, 16, 32, 60, 60, 60])
  }

  @Test func hugeAttemptCountsStayCapped() {
    #expect(Backoff.delay(afterAttempts: 10_000) == 60)
    #expect(Backoff.delay(afterAttempts: .max) == 60)
    #expect(Backoff.delay(afterAttempts: -3) == 0)
  }
}
