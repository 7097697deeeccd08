import Foundation

/// Events coming back from effects that run concurrently, collected for the run loop.
final class EventInbox: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [AppEvent] = []

  func push(_ event: AppEvent) {
    lock.withLock { events.append(event) }
  }

  /// Everything that arrived since the last call, in order.
  func drain() -> [AppEvent] {
    lock.withLock {
      defer { events.removeAll() }
      return events
    }
  }
}
