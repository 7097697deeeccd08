import Foundation
import ReviewStore

/// Runs `operation` but gives up after `limit` with `ReviewStoreError.unavailable`: a request
/// must not wait for a database that is down (the pool keeps queued requests while it
/// reconnects). The operation is cancelled then, and finishes on its own; a write that still
/// commits is found again by its idempotency key when the client retries.
func withDeadline<T: Sendable>(
  _ limit: Duration, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  let race = Race<T>()
  return try await withCheckedThrowingContinuation { continuation in
    race.start(continuation)
    let work = Task {
      do {
        race.finish(.success(try await operation()))
      } catch {
        race.finish(.failure(error))
      }
    }
    race.timer = Task {
      guard (try? await Task.sleep(for: limit)) != nil else { return }
      if race.finish(.failure(ReviewStoreError.unavailable)) { work.cancel() }
    }
  }
}

/// The first of two results to arrive resumes the continuation; the other is dropped, and
/// the timer stops once the work is done.
private final class Race<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<T, any Error>?
  private var done = false
  private var timerTask: Task<Void, Never>?

  var timer: Task<Void, Never>? {
    get { lock.withLock { timerTask } }
    set {
      let cancelAtOnce = lock.withLock {
        timerTask = newValue
        return done
      }
      if cancelAtOnce { newValue?.cancel() }
    }
  }

  func start(_ continuation: CheckedContinuation<T, any Error>) {
    lock.withLock { self.continuation = continuation }
  }

  /// Says whether this result was the first.
  @discardableResult
  func finish(_ result: Result<T, any Error>) -> Bool {
    let (waiting, timer) = lock.withLock {
      defer {
        continuation = nil
        done = true
      }
      return (continuation, timerTask)
    }
    waiting?.resume(with: result)
    if waiting != nil { timer?.cancel() }
    return waiting != nil
  }
}
