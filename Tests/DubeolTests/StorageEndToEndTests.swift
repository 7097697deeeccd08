import Foundation
import Testing

/// Issue 9 end to end: saves that fail are told truthfully and never lose the text, and a data
/// directory that cannot be used is named in plain words.
@Suite("Failing saves and unusable data directories, end to end in tmux", .serialized, .endToEnd)
struct StorageEndToEndTests {
  @Test(
    "when the draft cannot be saved, quitting writes it to a file in the temp dir and prints the path"
  )
  func unsavedDraftIsRescued() async throws {
    let session = try AppSession()
    defer { session.close() }
    let temp = session.sandbox.url.appendingPathComponent("tmp", isDirectory: true)
    try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
    try await session.launch([], environment: ["TMPDIR": temp.path])
    try await session.waitUntilReady()
    // A directory where the draft file goes: every save of the draft now fails.
    try FileManager.default.createDirectory(
      at: session.draftFile, withIntermediateDirectories: true)
    try session.type("wjwkd dks ehla")
    try await session.tmux.screen("the failure told") { $0.contains("쓰던 글을 저장하지 못했어요") }
    try session.tmux.sendKeys("C-c")
    let dialog = try await session.tmux.screen("the quit dialog") { $0.contains("y 종료") }
    #expect(dialog.contains("임시 파일에 남기고"), "\(dialog)")
    #expect(!dialog.contains("저장되어"), "\(dialog)")
    try session.tmux.typeLiteral("y")
    #expect(try await session.waitForExit() == 0)

    let files = try FileManager.default.contentsOfDirectory(atPath: temp.path)
      .filter { $0.hasPrefix("dubeol-unsaved-") }
    #expect(files.count == 1, "\(files)")
    let file = temp.appendingPathComponent(try #require(files.first))
    #expect(try String(contentsOf: file, encoding: .utf8) == "저장 안 됨\n")
    let screen = try await session.tmux.screen("the path after the UI closed") {
      $0.contains("dubeol-unsaved-")
    }
    #expect(screen.text.replacingOccurrences(of: "\n", with: "").contains(file.lastPathComponent))
  }

  @Test(
    "an embedded server that cannot open its database: the UI still opens, says so, and keeps what is typed"
  )
  func embeddedServerFails() async throws {
    let session = try AppSession()
    defer { session.close() }
    // A directory where the server's database goes: it cannot start.
    try FileManager.default.createDirectory(
      at: session.dataDirectory.appendingPathComponent("reviews.sqlite"),
      withIntermediateDirectories: true)
    try await session.launch()
    let screen = try await session.tmux.screen("the failure told") {
      $0.showsFullLayout && $0.text.contains("내장 서버를 시작하지 못했어요")
    }
    #expect(screen.text.contains("내장 서버"), "\(screen.text)")
    try session.type("dkssud")
    try await session.tmux.screen("the text typed") { $0.text.contains("안녕") }
    try await session.waitUntil("the draft saved") { session.savedDraft() == "안녕" }
    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("the quit dialog") { $0.contains("y 종료") }
    try session.tmux.typeLiteral("y")
    #expect(try await session.waitForExit() == 0)
  }

  @Test(
    "a bare dubeol (no options, no parser) opens on $XDG_DATA_HOME/dubeol and keeps its draft there"
  )
  func bareCommand() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.tmux.screen("a shell prompt") { !$0.text.trimmingWhitespace.isEmpty }
    try session.tmux.run(AppSession.shellQuoted(session.executable) + "; echo BARE$((1))=$?")
    try await session.waitUntilReady()
    try session.type("dkssud")
    let draft = session.sandbox.url.appendingPathComponent("xdg-data/dubeol/draft.txt")
    try await session.waitUntil("the draft saved under XDG_DATA_HOME") {
      (try? String(contentsOf: draft, encoding: .utf8)) == "안녕"
    }
    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("the quit dialog") { $0.contains("y 종료") }
    try session.tmux.typeLiteral("y")
    try await session.tmux.screen("the exit status") { $0.contains("BARE1=0") }
  }

  @Test("the UI on a data directory it cannot use says which and what to do, and exits 1")
  func unusableDataDirectory() async throws {
    let session = try AppSession()
    defer { session.close() }
    try Data("x".utf8).write(to: session.dataDirectory)
    try await session.launch()
    #expect(try await session.waitForExit() == 1)
    let screen = Screen(try session.tmux.capture()).text.replacingOccurrences(of: "\n", with: "")
    #expect(screen.contains("데이터 디렉터리"), "\(screen)")
    #expect(screen.contains("--data-dir"), "\(screen)")
    #expect(!screen.contains("NSCocoaErrorDomain"), "\(screen)")
  }
}
