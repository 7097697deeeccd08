import Synchronization

/// How many connections each client holds, so that one client cannot take them all.
final class ConnectionShare: Sendable {
  let perClient: Int
  private let open = Mutex<[String: Int]>([:])

  init(perClient: Int) { self.perClient = perClient }

  /// Counts a new connection of `client`; false (and nothing counted) when it already holds
  /// its share.
  func admit(_ client: String) -> Bool {
    open.withLock { open in
      let count = open[client, default: 0]
      guard count < perClient else { return false }
      open[client] = count + 1
      return true
    }
  }

  /// Forgets a connection `admit` counted.
  func release(_ client: String) {
    open.withLock { open in
      let count = open[client, default: 1] - 1
      open[client] = count > 0 ? count : nil
    }
  }
}
