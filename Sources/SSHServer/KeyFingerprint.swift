import Crypto
import Foundation
import NIOSSH

/// A public key's SHA-256 fingerprint as OpenSSH prints it (`ssh-keygen -lf`): `SHA256:` and
/// the unpadded base64 of the digest of the key's wire blob. NIOSSH has no helper for it.
public enum KeyFingerprint {
  public static func sha256(_ key: NIOSSHPublicKey) -> String {
    // "ssh-ed25519 BASE64": the second word is the blob.
    let words = String(openSSHPublicKey: key).split(separator: " ")
    let blob = words.count > 1 ? Data(base64Encoded: String(words[1])) ?? Data() : Data()
    return "SHA256:" + unpadded(Data(SHA256.hash(data: blob)).base64EncodedString())
  }

  /// The fingerprint as one file name: base64's `/` and `+` would make a path or look odd.
  static func fileName(_ fingerprint: String) -> String {
    String(
      fingerprint.dropFirst("SHA256:".count).map { $0 == "/" ? "_" : $0 == "+" ? "-" : $0 })
  }

  private static func unpadded(_ text: String) -> String {
    String(text.reversed().drop { $0 == "=" }.reversed())
  }
}
