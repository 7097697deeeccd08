import Foundation
import TestSupport
import Testing

/// `dubeol outbox list` and `drop` on a hand-written outbox, and plain words for a data
/// directory that cannot be used; run as the built binary.
@Suite("dubeol outbox", .needsBinary)
struct OutboxCommandTests {
  static let outbox = """
    {"version":2,"posts":[
      {"id":"AAAA1111-0000-4000-8000-000000000001","content":"거절된 글\\n둘째 줄","themeId":"7",
       "server":"http://127.0.0.1:9","delivery":"rejected","attempts":1,"nextAttempt":0,
       "lastError":"리뷰가 너무 길어요."},
      {"id":"AAAA2222-0000-4000-8000-000000000002","content":"기다리는 글","themeId":"1",
       "attempts":0,"nextAttempt":0}
    ]}
    """

  func sandboxWithOutbox() throws -> CLISandbox {
    let sandbox = try CLISandbox()
    try FileManager.default.createDirectory(
      at: sandbox.dataDirectory, withIntermediateDirectories: true)
    try Data(Self.outbox.utf8).write(
      to: sandbox.dataDirectory.appendingPathComponent("outbox.json"))
    return sandbox
  }

  @Test("list shows id, server, theme, attempts, state, next retry and the start of the text")
  func list() throws {
    let sandbox = try sandboxWithOutbox()
    defer { sandbox.remove() }
    let run = try sandbox.dubeol("outbox", "list", "--data-dir", sandbox.dataDirectory.path)
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let rows = run.stdout.split(separator: "\n").map(String.init)
    #expect(rows.count == 3, "\(run.stdout)")
    #expect(rows[0].hasPrefix("ID") && rows[0].contains("서버") && rows[0].contains("다음 시도"))
    let rejected = rows[1]
    for part in [
      "AAAA1111-0000-4000-8000-000000000001", "http://127.0.0.1:9", "7", "거절됨", "거절된 글…",
    ] {
      #expect(rejected.contains(part), "\(part) missing: \(rejected)")
    }
    let waiting = rows[2]
    for part in ["AAAA2222", "embedded", "대기", "지금", "기다리는 글"] {
      #expect(waiting.contains(part), "\(part) missing: \(waiting)")
    }
  }

  @Test("drop takes an id or a unique prefix, prints what it drops, and refuses an ambiguous one")
  func drop() throws {
    let sandbox = try sandboxWithOutbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    let ambiguous = try sandbox.dubeol("outbox", "drop", "--data-dir", data, "aaaa")
    #expect(ambiguous.status == 1)
    #expect(ambiguous.stderr.contains("2개"), "\(ambiguous.stderr)")
    let unknown = try sandbox.dubeol("outbox", "drop", "--data-dir", data, "BBBB")
    #expect(unknown.status == 1 && unknown.stderr.contains("없어요"), "\(unknown.stderr)")

    let dropped = try sandbox.dubeol("outbox", "drop", "--data-dir", data, "AAAA1")
    #expect(dropped.status == 0, "\(dropped.stderr)")
    #expect(dropped.stdout.contains("거절된 글") && dropped.stdout.contains("둘째 줄"))
    #expect(dropped.stdout.contains("리뷰가 너무 길어요."))
    let left = try sandbox.dubeol("outbox", "list", "--data-dir", data)
    #expect(!left.stdout.contains("AAAA1111") && left.stdout.contains("AAAA2222"), "\(left.stdout)")
  }

  @Test(
    "send marks a post the server refuses (4xx) as rejected, keeps it with the reason, and skips it next time"
  )
  func sendKeepsARejectedPost() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let data = sandbox.dataDirectory.path
    try FileManager.default.createDirectory(
      at: sandbox.dataDirectory, withIntermediateDirectories: true)
    // The embedded server refuses a theme id with a space (422).
    let outbox = """
      {"version":2,"posts":[{"id":"CCCC3333-0000-4000-8000-000000000003","content":"갈 곳 없는 글",
        "themeId":"빈 테마","server":"embedded","attempts":0,"nextAttempt":0}]}
      """
    try Data(outbox.utf8).write(to: sandbox.dataDirectory.appendingPathComponent("outbox.json"))

    let sent = try sandbox.dubeol("outbox", "send", "--data-dir", data)
    #expect(sent.status == 1, "\(sent.stdout)\(sent.stderr)")
    #expect(sent.stdout.contains("거절됨") && sent.stdout.contains("테마 ID는"), "\(sent.stdout)")
    let listed = try sandbox.dubeol("outbox", "list", "--data-dir", data)
    #expect(listed.stdout.contains("CCCC3333") && listed.stdout.contains("거절됨"), "\(listed.stdout)")

    let again = try sandbox.dubeol("outbox", "send", "--all", "--data-dir", data)
    #expect(again.status == 0 && again.stdout.contains("보낼 리뷰가 없어요"), "\(again.stdout)")
    #expect(again.stdout.contains("거절된 리뷰 1개는 보내지 않아요"), "\(again.stdout)")
    let dropped = try sandbox.dubeol("outbox", "drop", "--data-dir", data, "cccc")
    #expect(dropped.status == 0 && dropped.stdout.contains("갈 곳 없는 글"), "\(dropped.stderr)")
    #expect(try sandbox.dubeol("outbox", "list", "--data-dir", data).stdout == "(보낼 리뷰가 없어요)\n")
  }

  @Test("an outbox that cannot be read is listed as an error and left as it is")
  func unreadableOutbox() throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let file = sandbox.dataDirectory.appendingPathComponent("outbox.json")
    try FileManager.default.createDirectory(
      at: sandbox.dataDirectory, withIntermediateDirectories: true)
    try Data("{broken".utf8).write(to: file)
    let run = try sandbox.dubeol("outbox", "list", "--data-dir", sandbox.dataDirectory.path)
    #expect(run.status == 1 && run.stderr.contains("읽을 수 없어요"), "\(run.stderr)")
    #expect(try Data(contentsOf: file) == Data("{broken".utf8))
  }

  @Test(
    "a data directory that cannot be used is named in plain words with what to do, exit 1",
    arguments: [["outbox", "list"], ["reviews", "list"], ["outbox", "send"]])
  func unusableDataDirectory(command: [String]) throws {
    let sandbox = try CLISandbox()
    defer { sandbox.remove() }
    let blocker = sandbox.directory.url.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: blocker)
    for directory in [blocker, blocker.appendingPathComponent("data")] {
      let run = try runDubeol(
        command + ["--data-dir", directory.path], environment: sandbox.environment)
      #expect(run.status == 1)
      #expect(run.stderr.contains("데이터 디렉터리 \(directory.path)"), "\(run.stderr)")
      #expect(run.stderr.contains("--data-dir"), "\(run.stderr)")
      #expect(!run.stderr.contains("NSCocoaErrorDomain") && !run.stderr.contains("Code="))
    }
  }
}
