import Synchronization

/// What is open now (sessions, connections), per address and in all, against the limits: one
/// more is admitted only when both have room, and given back when it closes. 0 is no limit.
final class OpenCounts: Sendable {
  private let perAddress: Int
  private let total: Int
  /// What a refusal is counted as: over the total, over the address's share.
  private let refusals: (total: SSHRefusal, perAddress: SSHRefusal)
  private let open = Mutex<(byAddress: [String: Int], total: Int)>(([:], 0))

  init(perAddress: Int, total: Int, refusals: (total: SSHRefusal, perAddress: SSHRefusal)) {
    self.perAddress = perAddress
    self.total = total
    self.refusals = refusals
  }

  /// Takes a place for `address`, or names the limit that has none.
  func admit(_ address: String) -> SSHRefusal? {
    open.withLock { open in
      if total > 0, open.total >= total { return refusals.total }
      if perAddress > 0, open.byAddress[address, default: 0] >= perAddress {
        return refusals.perAddress
      }
      open.total += 1
      open.byAddress[address, default: 0] += 1
      return nil
    }
  }

  func release(_ address: String) {
    open.withLock { open in
      open.total -= 1
      let left = open.byAddress[address, default: 1] - 1
      open.byAddress[address] = left > 0 ? left : nil
    }
  }

  /// How many are open now.
  var count: Int { open.withLock { $0.total } }
}

/// Why the server refused or ended something: the `limit` label in `/metrics`.
enum SSHRefusal: String, Sendable {
  case sessions = "ssh_sessions"
  case sessionsPerAddress = "ssh_sessions_per_address"
  case connectionsPerAddress = "ssh_connections_per_address"
  case logins = "ssh_logins_per_address"
  case idle = "ssh_idle"
  case longestSession = "ssh_longest_session"
  case loginGrace = "ssh_login_grace"
}
