import Crypto
import Foundation
import NIOSSH
import Persistence

/// The server's Ed25519 host key, kept as the hex of its 32 raw bytes in `host-key-ed25519`
/// (mode 0600) in the ssh directory: made on the first start and read on every later one, so
/// the fingerprint clients remember stays the same across restarts.
public struct HostKeyStore: Sendable {
  public let file: URL

  public init(directory: URL) {
    file = directory.appendingPathComponent("host-key-ed25519")
  }

  /// The key, made when the file is missing. A file that is there but unreadable or malformed
  /// is an error, never replaced: a new key would make every client warn of an attack.
  public func key() throws(SSHServerError) -> Curve25519.Signing.PrivateKey {
    if FileManager.default.fileExists(atPath: file.path) {
      guard let data = try? Data(contentsOf: file) else { throw .hostKey(file, "unreadable") }
      guard let bytes = HexBytes.decode(data, count: 32),
        let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: bytes)
      else { throw .hostKey(file, "not 64 hex digits") }
      return key
    }
    let key = Curve25519.Signing.PrivateKey()
    do {
      try AtomicFile.write(Data((HexBytes.encode(key.rawRepresentation) + "\n").utf8), to: file)
    } catch {
      throw .hostKey(file, "\(error)")
    }
    return key
  }

  /// What to publish: the key as `ssh-keygen -lf` prints it (`256 SHA256:… (ED25519)`), and
  /// as a known_hosts line wants it (`ssh-ed25519 AAAA…`).
  public func published() throws(SSHServerError) -> (fingerprint: String, publicKey: String) {
    let key = NIOSSHPrivateKey(ed25519Key: try key()).publicKey
    return (KeyFingerprint.sha256(key), String(openSSHPublicKey: key))
  }
}
