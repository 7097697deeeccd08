import Foundation

/// Over `dubeol serve --ssh` the account is the ssh key: the server names its fingerprint in
/// `DUBEOL_SSH_KEY`, and the header shows the start of it beside the server.
enum SSHKeyLabel {
  static func suffix(_ environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    guard let fingerprint = environment["DUBEOL_SSH_KEY"], fingerprint.hasPrefix("SHA256:") else {
      return ""
    }
    return " · 열쇠 \(fingerprint.prefix("SHA256:".count + 10))"
  }
}
