import Foundation
import Reviews
import TestSupport
import Testing

/// Issue 30 in a terminal: `ssh -t` to `dubeol serve --ssh` shows the whole UI on the client's
/// terminal, follows its size, knows the key's own reviews, and ends when the connection drops.
@Suite(
  "dubeol serve --ssh: the UI over ssh, end to end in tmux", .serialized, .endToEnd,
  .enabled(if: SSHServe.isAvailable, "needs OpenSSH's ssh and ssh-keygen"))
struct SSHUIEndToEndTests {
  /// Types the ssh command line into the tmux shell.
  static func connect(_ ssh: SSHServe, _ tmux: Tmux, key: String) throws {
    let arguments = ["-t"] + ssh.clientArguments(key: key) + ["person@127.0.0.1"]
    try tmux.run("env -u SSH_AUTH_SOCK \(SSHServe.sshPath) \(arguments.joined(separator: " "))")
  }

  @Test(
    "ssh -t shows the UI with the key's own review marked; a resize reaches it; killing the ssh client ends the UI process"
  )
  func uiOverSSH() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start()
    let key = try ssh.makeKey("a")
    let posted = try await ssh.ssh(
      key: key, ["reviews", "post", "--author", "열쇠주인", "'열쇠로 쓴 글'"])
    #expect(posted.status == 0, "\(posted.stderr)")

    let tmux = try Tmux(width: 100, height: 30)
    defer { tmux.kill() }
    try Self.connect(ssh, tmux, key: key)
    let screen = try await tmux.screen("the UI over ssh with the key's review marked as its own") {
      $0.showsFullLayout && $0.listIsLoaded
        && $0.reviews.first?.first?.contains("✎ 내 리뷰") == true
        && $0.contains("열쇠로 쓴 글")
    }
    #expect(screen.widestLine <= 100)
    let sessions = try ssh.sessionProcesses()
    #expect(sessions.count == 1, "one dubeol ui for the session: \(sessions)")

    // The client's new size reaches the UI (window-change → TIOCSWINSZ → SIGWINCH): it draws
    // out to the new right edge, which it could not know otherwise.
    try tmux.resize(width: 120, height: 40)
    let wider = try await tmux.screen("the UI redrawn across 120 columns") {
      $0.showsFullLayout && $0.listIsLoaded && $0.widestLine > 110
    }
    #expect(wider.contains("열쇠로 쓴 글"))
    let fingerprint = try ssh.fingerprint(of: key)
    #expect(wider.contains("열쇠 \(fingerprint.prefix(17))"), "the header names the key: \(wider)")

    // The connection drops (ssh killed, no goodbye): the server hangs the UI up and reaps it.
    guard let shell = try tmux.shellPID(),
      let client = try runCommand(
        "/usr/bin/pgrep", ["-P", "\(shell)", "-x", "ssh"]
      ).stdout.split(separator: "\n").first.flatMap({ Int32($0) })
    else {
      Issue.record("no ssh client under the tmux shell")
      return
    }
    kill(client, SIGKILL)
    let gone = try await ssh.waitUntil { try ssh.sessionProcesses().isEmpty }
    #expect(gone, "the UI process ends with its connection")
    #expect(kill(sessions[0], 0) != 0)
  }
}
