import Foundation

/// A task executor with one thread of its own, for the UI's loop. The loop waits in `poll` for
/// the next key: on one of the cooperative threads (two on a 2-core machine) it would hold that
/// thread from the requests, timers and saves for as long as the UI is open, and each frame's
/// `Task.yield` would wake another thread to look for work. Tasks the loop starts with
/// `Task {}` do not inherit the preference: they run on the cooperative threads as before.
package final class OwnThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var stopping = false

  /// Starts the thread, named `name` (as `ps -L` and a debugger show it).
  package init(name: String) {
    Thread { [self] in
      // Named from the thread itself: Linux names only the calling thread.
      Thread.current.name = name
      runJobs()
    }.start()
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Runs `operation` on the thread, then lets the thread end once its jobs are done.
  package func run<T>(_ operation: () async throws -> T) async throws -> T {
    defer { stop() }
    return try await withTaskExecutorPreference(self, operation: operation)
  }

  private func stop() {
    condition.lock()
    stopping = true
    condition.signal()
    condition.unlock()
  }

  private func runJobs() {
    while true {
      condition.lock()
      while jobs.isEmpty && !stopping { condition.wait() }
      guard !jobs.isEmpty else {
        condition.unlock()
        return
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
