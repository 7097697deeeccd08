import Foundation

/// Events coming back from effects that run concurrently, collected for the run loop; each
/// push wakes the loop (`onPush`), so it never polls for them.
final class EventInbox: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [AppEvent] = []
  private let onPush: @Sendable () -> Void

  init(onPush: @escaping @Sendable () -> Void = {}) {
    self.onPush = onPush
  }

  func push(_ event: AppEvent) {
    lock.withLock { events.append(event) }
    onPush()
  }

  /// Everything that arrived since the last call, in order.
  func drain() -> [AppEvent] {
    lock.withLock {
      defer { events.removeAll() }
      return events
    }
  }
}
