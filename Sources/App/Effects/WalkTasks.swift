import Foundation

/// The walk to the oldest review in progress, so that Esc (or a new walk) can stop it.
final class WalkTasks: @unchecked Sendable {
  private let lock = NSLock()
  private var task: Task<Void, Never>?

  /// Starts `task`'s bookkeeping, stopping the walk before it.
  func replace(with task: Task<Void, Never>) {
    lock.withLock {
      self.task?.cancel()
      self.task = task
    }
  }

  func cancel() {
    lock.withLock {
      task?.cancel()
      task = nil
    }
  }
}
