import Foundation
import Persistence
import SSHServer

/// Over `dubeol serve --ssh` the account is the ssh key: the server names its fingerprint in
/// `DUBEOL_SSH_KEY`. The header shows the start of it beside the server; the key's sessions
/// (several terminal tabs) share its data directory, each in a place of its own
/// (`SessionSlot`); and what stops a session from starting is said without the server's paths,
/// pids or flags, which the person can neither see nor pass (the details go to the log).
struct SSHAccount {
  let fingerprint: String

  /// The account of this process, or nil when it was not started for an ssh key.
  init?(_ environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard let fingerprint = environment["DUBEOL_SSH_KEY"], fingerprint.hasPrefix("SHA256:") else {
      return nil
    }
    self.fingerprint = fingerprint
  }

  /// What the header shows after the server.
  var label: String { " · 열쇠 \(fingerprint.prefix("SHA256:".count + 10))" }

  /// How many sessions of one key find a place. The server's own limits (sessions per address
  /// and in all) decide how many run; this only bounds the search for a free place, and is the
  /// server's default for all sessions, which one key cannot pass.
  static let places = SSHLimits().sessions

  /// Why the session could not start, as the person over ssh is told it.
  struct StartFailure: Error, CustomStringConvertible {
    let description: String

    init(_ error: any Error) {
      if case .allInUse(let places)? = error as? SessionSlotError {
        description =
          "이 열쇠로 이미 dubeol \(places)개가 열려 있어요. 다른 창의 dubeol을 하나 닫은 뒤 다시 접속해 주세요."
      } else {
        description =
          "이 열쇠의 dubeol 데이터를 열 수 없어 시작하지 못했어요. 잠시 뒤 다시 접속해 보고, 계속되면 서버 관리자에게 알려 주세요."
      }
    }
  }
}
