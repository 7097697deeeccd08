import Foundation
import NIOSSH
import TestSupport
import Testing

@testable import SSHServer

/// Fingerprints as OpenSSH prints them, and the host key file.
@Suite("Key fingerprints and the host key")
struct KeyFingerprintTests {
  @Test(
    "a key's fingerprint is what ssh-keygen -lf prints for it",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh-keygen")),
    arguments: ["ed25519", "ecdsa"])
  func matchesSSHKeygen(_ type: String) throws {
    let directory = try TemporaryDirectory("dubeol-fingerprint")
    defer { directory.remove() }
    let path = directory.file("key").path
    let made = try runCommand("/usr/bin/ssh-keygen", ["-q", "-t", type, "-N", "", "-f", path])
    #expect(made.status == 0, "\(made.stderr)")
    let publicLine = try String(contentsOfFile: path + ".pub", encoding: .utf8)
    let key = try NIOSSHPublicKey(
      openSSHPublicKey: publicLine.split(separator: " ").prefix(2).joined(separator: " "))
    let listed = try runCommand("/usr/bin/ssh-keygen", ["-l", "-f", path + ".pub"])
    let printed = listed.stdout.split(separator: " ").dropFirst().first.map(String.init)
    #expect(KeyFingerprint.sha256(key) == printed)
    #expect(!KeyFingerprint.fileName(KeyFingerprint.sha256(key)).contains("/"))
  }

  @Test(
    "the host key is made once with mode 0600 and read back the same; a broken file is not replaced"
  )
  func hostKeyKept() throws {
    let directory = try TemporaryDirectory("dubeol-host-key")
    defer { directory.remove() }
    let store = HostKeyStore(directory: directory.url.appendingPathComponent("ssh"))
    let first = try store.published()
    let mode = try FileManager.default.attributesOfItem(atPath: store.file.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    #expect(try store.published() == first)
    #expect(first.publicKey.hasPrefix("ssh-ed25519 "))

    try Data("not a key\n".utf8).write(to: store.file)
    #expect(throws: SSHServerError.self) { try store.published() }
    #expect(try String(contentsOf: store.file, encoding: .utf8) == "not a key\n")
  }
}
