import Foundation
import TestSupport
import Testing

extension TypeEndToEndTests {
  @Test(
    "an ssh session: Hangul typed through dubeol type reaches dubeol's compose pane on the far side",
    .enabled(if: SSHServe.isAvailable, "needs OpenSSH's ssh and ssh-keygen"))
  func overSSH() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start()
    let key = try ssh.makeKey("a")
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    // ssh -t to `dubeol serve --ssh`: the program under dubeol type is the ssh client.
    try await Self.launch(
      session,
      ["--", "env", "-u", "SSH_AUTH_SOCK", SSHServe.sshPath, "-t"] + ssh.clientArguments(key: key)
        + ["person@127.0.0.1"])
    try await session.tmux.screen("the UI over ssh above dubeol type's status line") {
      $0.showsFullLayout && $0.listIsLoaded && ($0.lines.last ?? "").contains("[A]")
    }
    try session.type(Self.toggle)
    try await session.tmux.screen("[한] on the status line") {
      ($0.lines.last ?? "").contains("[한]")
    }
    // The far side receives finished syllables only: the space finishes 녕.
    try session.type("dkssud ")
    let keys = ssh.dataDirectory.appendingPathComponent("ssh/keys")
    try await session.waitUntil("안녕 in the draft the far side saved") {
      let directories =
        (try? FileManager.default.contentsOfDirectory(at: keys, includingPropertiesForKeys: nil))
        ?? []
      return directories.contains { directory in
        let draft = directory.appendingPathComponent("data/dubeol/draft.txt")
        return (try? String(contentsOf: draft, encoding: .utf8))?.hasPrefix("안녕") == true
      }
    }
    let screen = Screen(try session.tmux.capture())
    #expect(screen.composeText == "안녕", "no lone jamo reached the far side: \(screen)")

    // Ctrl-C reaches the far UI through dubeol type and ssh; it asks, y quits; ssh ends, and
    // dubeol type with it.
    try session.type(Self.toggle)
    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("the far UI's quit question") { $0.contains("종료할까요?") }
    try session.type("y")
    #expect(try await Self.exitStatus(session) == 0)
  }
}
