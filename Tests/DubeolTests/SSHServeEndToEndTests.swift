import Foundation
import Reviews
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 30: `dubeol serve --ssh`, with OpenSSH's real client on loopback and keys made by
/// ssh-keygen. The key is the account: what one key posts, only that key can delete.
@Suite(
  "dubeol serve --ssh: the UI and the reviews commands for anyone with an ssh key",
  .needsBinary, .enabled(if: SSHServe.isAvailable, "needs OpenSSH's ssh and ssh-keygen"))
struct SSHServeEndToEndTests {
  static func review(_ result: CommandResult) throws -> Review {
    try WireJSON.decoder.decode(ReviewEnvelope.self, from: Data(result.stdout.utf8)).data
  }

  static func list(_ ssh: SSHServe, key: String) async throws -> [Review] {
    let listed = try await ssh.ssh(key: key, ["reviews", "list", "--json", "--count", "100"])
    #expect(listed.status == 0, "\(listed.stderr)")
    return try WireJSON.decoder.decode(ReviewPage.self, from: Data(listed.stdout.utf8)).data
  }

  @Test(
    "no shell: ssh -T and any other command get the one-line usage and a non-zero exit status",
    arguments: [[], ["sh"], ["reviews"], ["reviews", "list", "--server", "http://example.com"]])
  func usage(_ command: [String]) async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start()
    let key = try ssh.makeKey("a")
    let result = try await ssh.ssh(key: key, command, options: ["-T"])
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].hasPrefix("usage: ssh HOST reviews list"), "\(result)")
  }

  @Test("a review posted with key A is listed; key B cannot delete it, key A can")
  func theKeyOwnsItsReviews() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start()
    let keyA = try ssh.makeKey("a")
    let keyB = try ssh.makeKey("b")

    let posted = try await ssh.ssh(
      key: keyA, ["reviews", "post", "--json", "--author", "열쇠A", "'ssh로 쓴 리뷰입니다'"])
    #expect(posted.status == 0, "\(posted.stderr)")
    let review = try Self.review(posted)
    #expect(review.content == "ssh로 쓴 리뷰입니다")
    #expect(try await Self.list(ssh, key: keyB).contains { $0.id == review.id })

    let byB = try await ssh.ssh(key: keyB, ["reviews", "delete", review.id])
    #expect(byB.status != 0, "key B must not delete A's review: \(byB)")
    #expect(try await Self.list(ssh, key: keyA).contains { $0.id == review.id })

    let byA = try await ssh.ssh(key: keyA, ["reviews", "delete", review.id])
    #expect(byA.status == 0, "\(byA.stderr)")
    #expect(try await !Self.list(ssh, key: keyA).contains { $0.id == review.id })

    // The ownership is the key's, not the key's directory on the server: a new server secret
    // would change it, a second copy of the key file does not.
    let copy = ssh.directory.file("a-copy").path
    try FileManager.default.copyItem(atPath: keyA, toPath: copy)
    let again = try await ssh.ssh(key: keyA, ["reviews", "post", "--json", "'두 번째'"])
    let second = try Self.review(again)
    let byCopy = try await ssh.ssh(key: copy, ["reviews", "delete", second.id])
    #expect(byCopy.status == 0, "\(byCopy.stderr)")
  }

  @Test(
    "issue 47: ssh HOST reviews post 좋은 키보드예요 posts the words as one review; edit takes words too; stdin when none"
  )
  func postPlainWords() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start()
    let key = try ssh.makeKey("a")
    let posted = try await ssh.ssh(key: key, ["reviews", "post", "--json", "좋은", "키보드예요"])
    #expect(posted.status == 0, "\(posted.stderr)")
    let review = try Self.review(posted)
    #expect(review.content == "좋은 키보드예요")

    let edited = try await ssh.ssh(key: key, ["reviews", "edit", "--json", review.id, "더", "좋아요"])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(try Self.review(edited).content == "더 좋아요")

    let piped = try await ssh.ssh(key: key, ["reviews", "post", "--json"], stdin: "파일에서 읽은 글\n")
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(try Self.review(piped).content == "파일에서 읽은 글")
  }

  @Test(
    "the name key A posted under is A's: key B and anonymous posts over HTTP are refused with name_taken"
  )
  func theNameIsTheKeys() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start()
    let keyA = try ssh.makeKey("a")
    let keyB = try ssh.makeKey("b")
    let first = try await ssh.ssh(key: keyA, ["reviews", "post", "--author", "열쇠A", "첫글"])
    #expect(first.status == 0, "\(first.stderr)")

    let byB = try await ssh.ssh(key: keyB, ["reviews", "post", "--author", "'열쇠 a'", "흉내"])
    #expect(byB.status != 0, "\(byB)")
    #expect(byB.stderr.contains("다른 사람이 쓰고 있어요"), "\(byB.stderr)")

    var request = URLRequest(
      url: URL(string: "http://127.0.0.1:\(ssh.httpPort)/tmp/theme/PLKEY0-L-81/review")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.httpBody = Data(#"{"content":"익명 흉내","userName":"열쇠A"}"#.utf8)
    let (body, response) = try await URLSession.shared.data(for: request)
    #expect((response as? HTTPURLResponse)?.statusCode == 422)
    #expect(String(decoding: body, as: UTF8.self).contains("name_taken"))

    let again = try await ssh.ssh(key: keyA, ["reviews", "post", "--author", "열쇠A", "둘째글"])
    #expect(again.status == 0, "\(again.stderr)")
    let names = try await Self.list(ssh, key: keyA).filter { $0.user.userName == "열쇠A" }
    #expect(names.map(\.content).sorted() == ["둘째글", "첫글"])
  }

  @Test("with --ssh-connections-per-address 2, a third connection from one address is closed")
  func connectionsPerAddress() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start(["--ssh-connections-per-address", "2"])
    var held: [BackgroundProcess] = []
    defer { for process in held { process.stop() } }
    for name in ["a", "b"] {
      held.append(
        try BackgroundProcess(
          SSHServe.sshPath,
          ["-tt"] + ssh.clientArguments(key: try ssh.makeKey(name)) + ["person@127.0.0.1"],
          log: ssh.directory.file("held-\(name).log")))
    }
    #expect(try await ssh.waitUntil { try ssh.sessionProcesses().count == 2 })
    let third = try await ssh.ssh(key: try ssh.makeKey("c"), ["reviews", "list"])
    #expect(third.status == 255, "\(third)")
    #expect(
      try ssh.metrics().contains(
        #"dubeol_limit_refusals_total{limit="ssh_connections_per_address"} 1"#))
    held.removeLast().stop()
    #expect(try await ssh.waitUntil { try ssh.sessionProcesses().count == 1 })
    let fourth = try await ssh.ssh(key: try ssh.makeKey("d"), ["reviews", "list"])
    #expect(fourth.status == 0, "\(fourth.stderr)")
  }

  @Test("over the logins an address may make a minute, a login fails and is counted")
  func loginsPerMinute() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    // Six a minute: a burst of one, the next one ten seconds later.
    try await ssh.start(["--ssh-logins-per-minute", "6"])
    let key = try ssh.makeKey("a")
    #expect(try await ssh.ssh(key: key, ["reviews", "list"]).status == 0)
    let refused = try await ssh.ssh(key: key, ["reviews", "list"])
    #expect(refused.status == 255, "\(refused)")
    #expect(refused.stderr.contains("Permission denied"), "\(refused.stderr)")
    #expect(
      try ssh.metrics().contains(#"dubeol_limit_refusals_total{limit="ssh_logins_per_address"} 1"#))
  }

  @Test(
    "over --ssh-bytes-per-second the server reads slower, and nothing is lost: 3,000 bytes at 500 a second (2,000 at once) take at least 2 s"
  )
  func inputRate() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start(["--ssh-bytes-per-second", "500"])
    let key = try ssh.makeKey("a")
    let text = String(repeating: "가", count: 1000)
    let started = ContinuousClock.now
    let posted = try await ssh.ssh(key: key, ["reviews", "post", "--json"], stdin: text)
    let elapsed = ContinuousClock.now - started
    #expect(posted.status == 0, "\(posted.stderr)")
    #expect(try Self.review(posted).content == text)
    #expect(elapsed >= .milliseconds(1900), "read at the limit: \(elapsed)")
    #expect(try ssh.metrics().contains("dubeol_ssh_received_bytes_total 3000"))
  }

  @Test("a session ends at the longest session time, saying so, however busy it is")
  func longestSession() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start(["--ssh-longest-session", "2"])
    let key = try ssh.makeKey("a")
    let client = try BackgroundProcess(
      SSHServe.sshPath,
      ["-tt", "-o", "ServerAliveInterval=1"] + ssh.clientArguments(key: key) + ["person@127.0.0.1"],
      log: ssh.directory.file("client.log"))
    defer { client.stop() }
    // The UI was hung up: its status, 128 + SIGHUP, is the session's.
    #expect(try await client.exitCode(timeout: 30) == 128 + SIGHUP)
    #expect(client.output.contains("reached its longest time"), "\(client.output.suffix(300))")
    #expect(
      try ssh.metrics().contains(#"dubeol_limit_refusals_total{limit="ssh_longest_session"} 1"#))
    #expect(try await ssh.waitUntil { try ssh.sessionProcesses().isEmpty })
  }

  @Test(
    "the host key is made once (mode 0600) and kept: --print-host-key, the log and ssh-keygen -lf agree across a restart"
  )
  func hostKeySurvivesRestart() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    let printed = try runDubeol([
      "serve", "--data-dir", ssh.dataDirectory.path, "--ssh", "127.0.0.1:0", "--print-host-key",
    ])
    #expect(printed.status == 0, "\(printed.stderr)")
    let words = printed.stdout.split(whereSeparator: \.isWhitespace).map(String.init)
    #expect(words.count >= 5 && words[0] == "256" && words[1].hasPrefix("SHA256:"), "\(printed)")
    let fingerprint = words[1]
    let file = ssh.dataDirectory.appendingPathComponent("ssh/host-key-ed25519")
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)

    try await ssh.start()
    #expect(ssh.server?.output.contains(fingerprint) == true, "logged: \(ssh.server?.output ?? "")")
    let key = try ssh.makeKey("a")
    #expect(try await ssh.ssh(key: key, ["reviews", "list"]).status == 0)
    let known = try runCommand(SSHServe.keygenPath, ["-l", "-f", ssh.knownHosts.path])
    #expect(known.stdout.contains(fingerprint), "known_hosts: \(known.stdout) vs \(fingerprint)")

    ssh.stop()
    try await ssh.start()
    // Same port or not, the key in known_hosts must still match: strict checking on.
    let port = ssh.sshPort
    let text = try String(contentsOf: ssh.knownHosts, encoding: .utf8)
    let rewritten = text.replacingOccurrences(
      of: #"\[127\.0\.0\.1\]:\d+"#, with: "[127.0.0.1]:\(port)", options: .regularExpression)
    try Data(rewritten.utf8).write(to: ssh.knownHosts)
    let again = try await runCommandOffPool(
      SSHServe.sshPath,
      ssh.clientArguments(key: key, strictHostKey: true) + ["person@127.0.0.1", "reviews", "list"],
      environment: ssh.clientEnvironment)
    #expect(again.status == 0, "the restarted server has the same host key: \(again.stderr)")
  }

  @Test(
    "with --ssh-sessions-per-address 3, a fourth session from one address is refused and counted in /metrics"
  )
  func sessionsPerAddress() async throws {
    let ssh = try SSHServe()
    defer { ssh.remove() }
    try await ssh.start(["--ssh-sessions-per-address", "3"])
    let key = try ssh.makeKey("d")
    // Three UIs held open, one per key (a key has one UI at a time, as a data directory has);
    // a forced pty, their screens go to logs nobody reads.
    var held: [BackgroundProcess] = []
    defer { for process in held { process.stop() } }
    for name in ["a", "b", "c"] {
      held.append(
        try BackgroundProcess(
          SSHServe.sshPath,
          ["-tt"] + ssh.clientArguments(key: try ssh.makeKey(name)) + ["person@127.0.0.1"],
          log: ssh.directory.file("held-\(name).log")))
    }
    let three = try await ssh.waitUntil { try ssh.sessionProcesses().count == 3 }
    #expect(three, "three sessions running")

    let fourth = try await ssh.ssh(key: key, ["reviews", "list"])
    #expect(fourth.status != 0, "the fourth session must be refused: \(fourth)")
    #expect(try ssh.sessionProcesses().count == 3)
    let metrics = try ssh.metrics()
    #expect(metrics.contains(#"dubeol_limit_refusals_total{limit="ssh_sessions_per_address"} 1"#))
    #expect(metrics.contains("dubeol_ssh_open_sessions 3"), "\(metrics)")

    // A session given back makes room again.
    held.removeLast().stop()
    let two = try await ssh.waitUntil { try ssh.sessionProcesses().count == 2 }
    #expect(two)
    let fifth = try await ssh.ssh(key: key, ["reviews", "list"])
    #expect(fifth.status == 0, "\(fifth.stderr)")
  }
}
