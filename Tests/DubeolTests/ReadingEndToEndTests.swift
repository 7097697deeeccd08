import Foundation
import Testing

/// Issue 11 end to end: reading one review in full and seeing (and acting on) the outbox, with
/// the real binary in tmux.
@Suite("Reading reviews and the outbox view, end to end in tmux", .serialized, .endToEnd)
struct ReadingEndToEndTests {
  @Test("Enter on the list opens the review with its date and time; y copies; Esc goes back")
  func openReview() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    let ready = try await session.waitUntilReady()
    let first = try #require(ready.reviewsWithoutAge.first)
    try session.tmux.sendKeys("BTab")
    try await session.tmux.screen("the list focused") { $0.contains("q 종료") }
    try session.tmux.sendKeys("Enter")
    let reader = try await session.tmux.screen("the reader with its key hints") {
      $0.contains("y 복사") && $0.contains("Esc 닫기")
    }
    #expect(
      reader.text.range(of: #"\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}"#, options: .regularExpression)
        != nil, "an absolute date and time: \(reader)")
    #expect(reader.contains("테마 PLKEY0-L-81"), "\(reader)")
    let author = String(first[0].prefix { $0 != "·" }).trimmingWhitespace
    #expect(reader.contains(author), "the author: \(reader)")
    // The copy is read back from tmux's buffer, where OSC 52 puts it.
    try session.tmux.acceptClipboard()
    try session.type("y")
    try await session.tmux.screen("the copy toast") { $0.contains("복사했어요") }
    try await session.waitUntil("the review's text in the clipboard") {
      session.tmux.clipboard()?.isEmpty == false
    }
    let copied = try #require(session.tmux.clipboard())
    let firstLine = String(copied.prefix { $0 != "\n" }.prefix(20))
    #expect(reader.contains(firstLine), "copied \(copied) from \(reader)")
    try session.tmux.sendKeys("Escape")
    let back = try await session.tmux.screen("the list again, focused") {
      !$0.contains("y 복사") && $0.contains("q 종료") && $0.listIsLoaded
    }
    #expect(back.reviewsWithoutAge.first == first, "\(back)")
    try session.type("q")
    #expect(try await session.waitForExit() == 0)
  }

  @Test(
    "a post that failed is listed in the outbox view (F6) and s sends it once the server is back")
  func outboxSendNow() async throws {
    let session = try AppSession()
    defer { session.close() }
    let (server, port, url) = try await session.startListeningServer()
    try await session.launch(["--server", url, "--author", "아무개"])
    try await session.waitUntilReady()
    #expect(server.stop() == 0)

    let text = "기다리는 리뷰"
    try session.type("rlekflsms flqb")
    try await session.tmux.screen("the review typed") { $0.composeText == text }
    try session.tmux.sendKeys("C-s")
    try await session.tmux.screen("a pending post") { $0.contains("보낼 리뷰 1개 대기") }
    try session.tmux.sendKeys("F6")
    let view = try await session.tmux.screen("the outbox view with the post") {
      $0.contains("보낼 리뷰 1개") && $0.contains("s 지금 보내기") && $0.contains(text)
    }
    #expect(view.contains("테마 PLKEY0-L-81") && view.contains("[이 서버] \(text)"), "\(view)")
    try session.type("d")
    try await session.tmux.screen("the question before discarding") { $0.contains("버릴까요?") }
    try session.type("n")
    try await session.tmux.screen("the question gone, the post kept") {
      !$0.contains("버릴까요?") && $0.contains(text)
    }

    let restarted = try await session.startListeningServer(port: port).process
    defer { restarted.stop() }
    try session.type("s")
    try await session.tmux.screen("the outbox emptied", timeout: 40) {
      $0.contains("보낼 리뷰가 없어요")
    }
    try session.tmux.sendKeys("Escape")
    try await session.tmux.screen("the review in the list") {
      $0.reviews.first == ["아무개 · 방금 전 · ✎ 내 리뷰", text] && !$0.contains("대기")
    }
  }

  @Test("a rejected post kept in the outbox is discarded from the view after a confirmation")
  func discardRejected() async throws {
    let session = try AppSession()
    defer { session.close() }
    try FileManager.default.createDirectory(
      at: session.dataDirectory, withIntermediateDirectories: true)
    let outbox = """
      {"version":2,"posts":[{"id":"7A1C2E3F-0000-4000-8000-000000000001","content":"거절된 리뷰",\
      "themeId":"PLKEY0-L-81","server":"embedded","delivery":"rejected","attempts":1,\
      "nextAttempt":0,"lastError":"리뷰가 너무 길어요"}]}
      """
    try outbox.write(to: session.outboxFile, atomically: true, encoding: .utf8)
    try await session.launch()
    try await session.waitUntilReady()
    try await session.tmux.screen("the rejected post counted") { $0.contains("거절된 리뷰 1개") }
    try session.tmux.sendKeys("F6")
    try await session.tmux.screen("the rejected post with its reason") {
      $0.contains("거절됨: 리뷰가 너무 길어요")
    }
    try session.type("d")
    try await session.tmux.screen("the question") { $0.contains("버릴까요?") }
    try session.type("y")
    try await session.tmux.screen("the outbox empty") { $0.contains("보낼 리뷰가 없어요") }
    try await session.waitUntil("the outbox file gone") {
      !FileManager.default.fileExists(atPath: session.outboxFile.path)
    }
  }

  @Test("G loads every page to the real end; / searches on the server, typed in 2-beolsik, n moves")
  func endAndSearch() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReady()
    try session.tmux.sendKeys("BTab")
    try await session.tmux.screen("the list focused") { $0.contains("q 종료") }
    try session.type("G")
    // The seeds hold 40+ reviews of the theme: more than two pages, all loaded, the last selected.
    let end = try await session.tmux.screen("the last review selected, nothing more to load") {
      guard let row = $0.listTitleRow else { return false }
      let title = $0.lines[row]
      guard let match = title.range(of: #" (\d+)/(\d+) "#, options: .regularExpression) else {
        return false
      }
      let numbers = title[match].split(separator: "/").map {
        Int($0.trimmingCharacters(in: .whitespaces)) ?? -1
      }
      return numbers.count == 2 && numbers[0] == numbers[1] && numbers[1] > 40
        && $0.contains("마지막 리뷰예요")
    }
    #expect(!end.contains("불러오는 중"), "\(end)")

    try session.type("/")
    try await session.tmux.screen("the search line") { $0.contains("찾기 [한]") }
    try session.type("zlqhem")  // 키보드
    try await session.tmux.screen("the query composed") { $0.contains("찾기 [한] 키보드") }
    try session.tmux.sendKeys("Enter")
    // dubeol serve says it searches (/capabilities): the server is asked, not the loaded pages.
    let found = try await session.tmux.screen("the matches counted") {
      $0.contains("서버에서") && $0.contains("찾았어요") && $0.contains("찾은 리뷰")
    }
    let selected = found.lines.first { $0.hasPrefix("┃") && $0.contains(" · ") }
    try session.type("n")
    try await session.tmux.screen("another match selected") {
      $0.lines.first { $0.hasPrefix("┃") && $0.contains(" · ") } != selected
    }
    try session.tmux.sendKeys("Escape")
    try await session.tmux.screen("the search closed") { !$0.contains("찾은 리뷰") }
  }
}
