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

    // A draft typed over ssh is kept for the key, as at home.
    try tmux.typeLiteral("dkssud")
    try await tmux.screen("안녕 typed in the compose pane") { $0.composeText == "안녕" }
    let keyDirectory = try FileManager.default.contentsOfDirectory(
      at: ssh.dataDirectory.appendingPathComponent("ssh/keys"), includingPropertiesForKeys: nil)
    #expect(keyDirectory.count == 1)
    let draft = keyDirectory[0].appendingPathComponent("data/dubeol/draft.txt")
    let saved = try await ssh.waitUntil {
      (try? String(contentsOf: draft, encoding: .utf8))?.contains("안녕") == true
    }
    #expect(saved, "the draft is saved in the key's directory")

    // The connection drops (ssh killed, no goodbye): the server hangs the UI up and reaps it.
    try await Self.dropConnection(ssh, tmux)
    #expect(kill(sessions[0], 0) != 0, "the UI process ended with its connection")

    // The same key again: the draft is back.
    try Self.connect(ssh, tmux, key: key)
    try await tmux.screen("the draft restored over a new connection") {
      $0.showsFullLayout && $0.composeText == "안녕"
    }
  }

  /// Kills the ssh client under the tmux shell and waits until the server has reaped its UI
  /// (`leaving` sessions of other tabs go on).
  static func dropConnection(_ ssh: SSHServe, _ tmux: Tmux, leaving: Int = 0) async throws {
    let shell = try #require(try tmux.shellPID())
    let found = try runCommand("/usr/bin/pgrep", ["-P", "\(shell)", "-x", "ssh"])
    let client = try #require(found.stdout.split(separator: "\n").first.flatMap { Int32($0) })
    kill(client, SIGKILL)
    #expect(try await ssh.waitUntil { try ssh.sessionProcesses().count == leaving })
    try tmux.run("clear")
  }

  @Test(
    "issue 47: a second ssh tab of one key opens the whole UI; each tab's draft is its own and kept; a phrase added in one shows in the other"
  )
  func twoTabsOfOneKey() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start()
    let key = try ssh.makeKey("a")
    let first = try Tmux(width: 100, height: 30)
    defer { first.kill() }
    let second = try Tmux(width: 100, height: 30)
    defer { second.kill() }

    try Self.connect(ssh, first, key: key)
    try await first.screen("the first tab's UI") { $0.showsFullLayout && $0.listIsLoaded }
    try first.typeLiteral("dkssud")
    try await first.screen("안녕 in the first tab") { $0.composeText == "안녕" }

    try Self.connect(ssh, second, key: key)
    let opened = try await second.screen("the second tab's UI, not a refusal") {
      ($0.showsFullLayout && $0.listIsLoaded) || $0.contains("Error")
    }
    #expect(opened.showsFullLayout, "\(opened)")
    for leak in ["pid", ssh.directory.url.path, "--data-dir", "Error"] {
      #expect(!opened.contains(leak), "nothing of the server's inside: \(opened)")
    }
    #expect(try ssh.sessionProcesses().count == 2)
    try second.typeLiteral("rkatk")
    try await second.screen("감사 in the second tab") { $0.composeText == "감사" }

    // A phrase added in the second tab is in the first tab's popup.
    // (The popup's title counts the phrases: "자주 쓰는 말 (5)".)
    func count(_ screen: Screen) -> Int? {
      let pattern = #"자주 쓰는 말 \((\d+)\)"#
      guard let range = screen.text.range(of: pattern, options: .regularExpression) else {
        return nil
      }
      return Int(screen.text[range].dropFirst("자주 쓰는 말 (".count).dropLast())
    }
    try second.sendKeys("F2")
    let before = try #require(
      count(try await second.screen("the phrases popup") { count($0) != nil }))
    try second.typeLiteral("a")
    try await second.screen("감사 added") { count($0) == before + 1 }
    try second.sendKeys("F2")
    try await second.screen("the popup closed") { count($0) == nil }
    try first.sendKeys("F2")
    let seen = try await first.screen("the second tab's phrase in the first tab") {
      count($0) == before + 1
    }
    #expect(seen.contains("감사"))
    try first.sendKeys("F2")
    try await first.screen("the popup closed") { count($0) == nil }

    // Each tab's draft is its own, on disk.
    let keys = ssh.dataDirectory.appendingPathComponent("ssh/keys")
    let home = try #require(
      try FileManager.default.contentsOfDirectory(at: keys, includingPropertiesForKeys: nil).first)
    let data = home.appendingPathComponent("data/dubeol")
    for (file, text) in [("draft.txt", "안녕"), ("sessions/2/draft.txt", "감사")] {
      let saved = try await ssh.waitUntil {
        (try? String(contentsOf: data.appendingPathComponent(file), encoding: .utf8)) == text
      }
      #expect(saved, "\(file) holds \(text)")
    }

    // The second tab ends: the first goes on with its text, and the second's comes back.
    try await Self.dropConnection(ssh, second, leaving: 1)
    try first.typeLiteral("ek")
    try await first.screen("the first tab goes on") { $0.composeText == "안녕다" }
    try Self.connect(ssh, second, key: key)
    try await second.screen("the second tab's draft back") {
      $0.showsFullLayout && $0.composeText == "감사"
    }
  }

  @Test("in the UI, d on key A's review: key B is told it is not theirs, key A deletes it")
  func deleteInTheUI() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start()
    let keyA = try ssh.makeKey("a")
    let keyB = try ssh.makeKey("b")
    let posted = try await ssh.ssh(key: keyA, ["reviews", "post", "'A가 쓴 글'"])
    #expect(posted.status == 0, "\(posted.stderr)")
    let tmux = try Tmux(width: 120, height: 40)
    defer { tmux.kill() }

    try Self.connect(ssh, tmux, key: keyB)
    try await tmux.screen("B's UI with A's review first, not marked") {
      $0.showsFullLayout && $0.listIsLoaded && $0.reviews.first?.last == "A가 쓴 글"
    }
    #expect(try tmux.capture().contains("✎ 내 리뷰") == false)
    try tmux.sendKeys("BTab")
    try await tmux.screen("the list focused") { $0.contains("▶ 리뷰 목록") }
    try tmux.typeLiteral("d")
    try await tmux.screen("the refusal") { $0.contains("내가 쓴 리뷰만") }
    try await Self.dropConnection(ssh, tmux)

    try Self.connect(ssh, tmux, key: keyA)
    try await tmux.screen("A's UI with its review marked") {
      $0.showsFullLayout && $0.listIsLoaded
        && $0.reviews.first?.first?.contains("✎ 내 리뷰") == true
    }
    try tmux.sendKeys("BTab")
    try await tmux.screen("the list focused") { $0.contains("▶ 리뷰 목록") }
    try tmux.typeLiteral("d")
    try await tmux.screen("the question before deleting") { $0.contains("이 리뷰를 지울까요?") }
    try tmux.typeLiteral("y")
    try await tmux.screen("the review gone") {
      !$0.contains("지울까요?") && $0.listIsLoaded && !$0.contains("A가 쓴 글")
    }
    let listed = try await ssh.ssh(key: keyB, ["reviews", "list"])
    #expect(listed.status == 0 && !listed.stdout.contains("A가 쓴 글"), "\(listed)")
  }

  @Test(
    "the idle timeout counts only the person's input: keepalives every second and the UI's output do not keep a session"
  )
  func idleTimeout() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start(["--ssh-idle-timeout", "4"])
    let key = try ssh.makeKey("a")
    let tmux = try Tmux(width: 100, height: 30)
    defer { tmux.kill() }
    let arguments =
      ["-t", "-o", "ServerAliveInterval=1"] + ssh.clientArguments(key: key) + ["person@127.0.0.1"]
    try tmux.run(
      "env -u SSH_AUTH_SOCK \(SSHServe.sshPath) \(arguments.joined(separator: " ")); echo SSH-ENDED=$((0))$?"
    )
    try await tmux.screen("the UI over ssh") { $0.showsFullLayout && $0.listIsLoaded }
    // Typing keeps it: five seconds of a key a second, past the four-second limit.
    for _ in 0..<5 {
      try tmux.typeLiteral("k")
      try await Task.sleep(for: .seconds(1))
    }
    #expect(try ssh.sessionProcesses().count == 1, "typing keeps the session")
    let ended = try await tmux.screen("the session ended for want of input") {
      // The command line shows "SSH-ENDED=$((0))$?"; only the echo's output reads "=0…".
      $0.contains("SSH-ENDED=0")
    }
    #expect(ended.contains("without input"), "the reason is said: \(ended)")
    let metrics = try ssh.metrics()
    #expect(metrics.contains(#"dubeol_limit_refusals_total{limit="ssh_idle"} 1"#), "\(metrics)")
    #expect(try await ssh.waitUntil { try ssh.sessionProcesses().isEmpty })
  }
}
