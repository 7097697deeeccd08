import Foundation
import OriginalServerFake
import Reviews
import TestSupport
import Testing

/// Issue 4 end to end: the real binary in a real terminal (tmux, 120×40), driven by keys and
/// the mouse the way a user would — typing, the on-screen grid, posting, the list — on a
/// sandboxed data directory.
@Suite(
  "Writing and posting in the terminal UI, end to end in tmux", .serialized,
  .endToEnd)
struct TerminalUIEndToEndTests {
  @Test(
    "physical keys, the grid's arrows and Enter, and a mouse click write one review; Ctrl-S posts it to the top of the list and to the server"
  )
  func composeWithEveryInputAndPost() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch(["--author", "테스트봇"])
    let start = try await session.waitUntilReadyAndFocused()
    #expect(start.composeText == "", "the compose pane starts empty: \(start)")

    // Physical keys go through the 2-beolsik layout straight into the compose pane.
    try session.type("dkssudgktpdy")
    try await session.tmux.screen("안녕하세요 in the compose pane") { $0.composeText == "안녕하세요" }

    // Tab gives the grid focus (ending the syllable 요, as a focus change does in every IME);
    // ㅎ ㅏ ㄴ are reached with the arrow keys and pressed with Enter.
    try session.tmux.sendKeys("Tab")
    try await session.tmux.screen("a highlighted key once the grid has focus") {
      $0.highlightedKey != nil
    }
    try await session.pressOnGrid("ㅎ")
    try await session.tmux.screen("ㅎ pressed on the grid") { $0.composeText == "안녕하세요ㅎ" }
    try await session.pressOnGrid("ㅏ")
    try await session.tmux.screen("ㅏ pressed on the grid") { $0.composeText == "안녕하세요하" }
    try await session.pressOnGrid("ㄴ")
    try await session.tmux.screen("ㄴ pressed on the grid") { $0.composeText == "안녕하세요한" }

    // A click presses the key under the pointer: ㄴ moves on to start 니.
    try session.clickOnGrid("ㅣ")
    try await session.tmux.screen("ㅣ clicked") { $0.composeText == "안녕하세요하니" }

    try session.tmux.sendKeys("C-s")
    let posted = try await session.tmux.screen("the review at the top of the list, compose cleared")
    {
      $0.reviews.first == ["테스트봇 · 방금 전 · ✎ 내 리뷰", "안녕하세요하니"] && $0.composeText == ""
    }
    #expect(posted.contains("리뷰를 등록했어요"), "a confirmation toast: \(posted)")

    // The server has it too: ask it from the command line while the app still runs.
    let listed = try runDubeol(
      ["reviews", "list", "--json", "--data-dir", session.dataDirectory.path],
      environment: session.cliEnvironment)
    #expect(listed.status == 0, "\(listed.stderr)")
    let page = try WireJSON.decoder.decode(ReviewPage.self, from: Data(listed.stdout.utf8))
    #expect(page.data.first?.content == "안녕하세요하니")
    #expect(page.data.first?.user.userName == "테스트봇")
    #expect(page.data.filter { $0.content == "안녕하세요하니" }.count == 1)

    try session.tmux.sendKeys("Tab")
    try session.tmux.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
  }

  @Test(
    "the grid's return key posts; with nothing written it warns 리뷰를 작성해 주세요 and sends nothing"
  )
  func returnKeyPosts() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    let start = try await session.waitUntilReadyAndFocused()
    let firstBefore = start.reviewsWithoutAge.first

    try session.tmux.sendKeys("Tab")
    try await session.pressOnGrid("return")
    let warned = try await session.tmux.screen("the empty-review warning") {
      $0.contains("리뷰를 작성해 주세요")
    }
    #expect(warned.reviewsWithoutAge.first == firstBefore, "nothing was posted: \(warned)")

    try await session.pressOnGrid("ㅎ")
    try await session.pressOnGrid("ㅗ")
    try await session.tmux.screen("호 on the grid") { $0.composeText == "호" }
    try await session.pressOnGrid("return")
    try await session.tmux.screen("호 posted to the top of the list") {
      $0.reviews.first?.last == "호" && $0.composeText == ""
    }
  }

  @Test(
    "editing in the compose pane: text from an input method goes in as is, Backspace undoes a keystroke, a click moves the cursor, Ctrl-W deletes a word"
  )
  func composeEditing() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()

    try session.type("rk")
    try session.type("안녕 😀 ")
    try session.type("ekfr")
    try await session.tmux.screen("IME text between typed syllables") {
      $0.composeText == "가안녕 😀 닭"
    }
    // The mobile profile's backspace undoes the last keystroke: 닭 → 달.
    try session.tmux.sendKeys("BSpace")
    let undone = try await session.tmux.screen("닭 back to 달") { $0.composeText == "가안녕 😀 달" }

    // Click right after 가 (2 cells wide, after the pane's 2-cell margin) and type there.
    let row = try #require(undone.composeTitleRow) + 1
    try session.tmux.click(x: 4, y: row)
    try session.type("sk")
    try await session.tmux.screen("나 inserted after 가") { $0.composeText == "가나안녕 😀 달" }

    try session.tmux.sendKeys("End")
    try session.tmux.sendKeys("C-w")
    try await session.tmux.screen("the last word deleted") { $0.composeText == "가나안녕 😀" }
  }

  @Test(
    "the grid's layers: shift is one-shot (twice locks it), 123 shows digits, 한/영 switches to QWERTY"
  )
  func gridLayers() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    try session.tmux.sendKeys("Tab")

    try await session.pressOnGrid("shift")
    try await session.tmux.screen("the shifted layer, shift shown as on") {
      $0.key("ㄲ") != nil && $0.key("ㄱ") == nil && $0.key("Shift") != nil
    }
    try await session.pressOnGrid("ㄲ")
    try await session.tmux.screen("ㄲ typed and the base layer back") {
      $0.composeText == "ㄲ" && $0.key("ㄱ") != nil && $0.key("shift") != nil
    }

    try await session.pressOnGrid("shift")
    try await session.pressOnGrid("Shift")
    try await session.tmux.screen("shift locked") { $0.key("SHIFT") != nil }
    try await session.pressOnGrid("ㅆ")
    try await session.pressOnGrid("ㅆ")
    let locked = try await session.tmux.screen("two shifted letters with shift locked") {
      $0.composeText == "ㄲㅆㅆ"
    }
    #expect(locked.key("ㄲ") != nil && locked.key("SHIFT") != nil, "still shifted: \(locked)")

    try await session.pressOnGrid("123")
    try await session.tmux.screen("the digits") { $0.key("1") != nil && $0.key("0") != nil }
    try await session.pressOnGrid("7")
    try await session.tmux.screen("7 typed") { $0.composeText == "ㄲㅆㅆ7" }
    try await session.pressOnGrid("한글")
    try await session.tmux.screen("the jamo again") { $0.key("1") == nil && $0.key("ㅂ") != nil }

    try await session.pressOnGrid("한/영")
    try await session.tmux.screen("the QWERTY layer") { $0.key("q") != nil && $0.key("ㅂ") == nil }
    try await session.pressOnGrid("q")
    try await session.tmux.screen("a Latin letter typed") { $0.composeText == "ㄲㅆㅆ7q" }
  }

  @Test(
    "against the original server (200 with a text reply) a post clears the compose pane, is said, shows after a reload, and is sent once"
  )
  func postToTheOriginalServer() async throws {
    let session = try AppSession()
    defer { session.close() }
    let fake = OriginalServerFake()
    try await fake.serve { url in
      try await session.launch(["--server", url.absoluteString, "--author", "원래서버"])
      _ = try await session.waitUntilReadyAndFocused()
      try session.type("dnjsfo tjqj")
      try await session.tmux.screen("원래 서버 typed") { $0.composeText == "원래 서버" }
      try session.tmux.sendKeys("C-s")
      // The toast and the cleared pane come together; the reload may come after the toast.
      try await session.tmux.screen("posted and cleared") {
        $0.composeText == "" && $0.contains("리뷰를 등록했어요")
      }
      let posted = try await session.tmux.screen("reloaded with the new review on top") {
        $0.reviews.first?.last == "원래 서버"
          && $0.reviews.first?.first?.hasPrefix("원래서버") == true
      }
      #expect(!posted.contains("보낼 리뷰"), "nothing waits in the outbox: \(posted)")
      // A while later, still exactly one post: a 2xx is never sent again.
      try await Task.sleep(for: .milliseconds(1500))
      #expect(fake.bodies.count == 1)
    }
  }

  @Test("escape sequences in a review are drawn as visible symbols and never reach the terminal")
  func escapeSequencesAreData() async throws {
    let session = try AppSession()
    defer { session.close() }
    // dubeol serve refuses control characters, so the hostile review comes from a server that
    // stores anything (the original's fake).
    let fake = OriginalServerFake()
    fake.store("악성\u{1B}]2;PWNED\u{07} 리뷰 \u{1B}[2J끝", userName: "공격자", themeId: "PLKEY0-L-81")
    try await fake.serve { url in
      let titleBefore = try session.tmux.format("#{pane_title}")
      try await session.launch(["--server", url.absoluteString])
      // Until the list has asked for more (the original server has no cursors), a loading line
      // follows the review without a blank line between them.
      let screen = try await session.tmux.screen("the list loaded, nothing more loading") {
        $0.showsFullLayout && $0.listIsLoaded && !$0.reviews.isEmpty && !$0.contains("불러오는 중")
      }
      #expect(screen.reviews.first?.last == "악성␛]2;PWNED␇ 리뷰 ␛[2J끝", "\(screen)")
      #expect(try session.tmux.format("#{pane_title}") == titleBefore, "the title was not set")
    }
  }

  @Test("with the server down the list says so; once it is up, r from the list loads the reviews")
  func refreshAfterServerComesUp() async throws {
    let session = try AppSession()
    defer { session.close() }
    let reserved = try LoopbackPort.reserved()
    let port = reserved.port
    try await session.launch(["--server", "http://127.0.0.1:\(port)"])
    let down = try await session.tmux.screen("the list's error state") {
      $0.showsFullLayout && $0.contains("리뷰를 불러오지 못했어요")
    }
    #expect(down.contains("다시 시도"), "it says how to retry: \(down)")

    reserved.release()
    let server = try await session.startListeningServer(port: port).process
    defer { server.stop() }
    try session.tmux.sendKeys("Tab")
    try session.tmux.sendKeys("Tab")
    try await session.tmux.screen("the list focused") { $0.contains("q 종료") }
    try session.tmux.typeLiteral("r")
    let loaded = try await session.tmux.screen("the sample reviews") {
      $0.reviews.first?.first?.hasPrefix("몽실몽실") == true
    }
    #expect(!loaded.contains("리뷰를 불러오지 못했어요"))
    try session.tmux.typeLiteral("q")
    #expect(try await session.waitForExit() == 0)
  }

  @Test(
    "the list last loaded shows at the next start while a hung server is asked, with no 불러오는 중; its answer changes nothing"
  )
  func cachedListWhileTheServerHangs() async throws {
    let session = try AppSession()
    defer { session.close() }
    let (server, _, url) = try await session.startListeningServer()
    defer { server.stop() }
    try await session.launch(["--server", url])
    let first = try await session.waitUntilReady()
    try session.tmux.sendKeys("C-c")
    #expect(try await session.waitForExit() == 0)

    // Stopped, the server holds its port and answers nothing: the list's load hangs.
    #expect(kill(server.pid, SIGSTOP) == 0)
    try await session.launch(["--server", url])
    let cached = try await session.tmux.screen("the cached list") {
      $0.showsFullLayout && $0.listIsLoaded
    }
    #expect(cached.reviewsWithoutAge == first.reviewsWithoutAge)
    let title = try #require(cached.listTitleRow.map { cached.lines[$0] })
    #expect(!title.contains("불러오는 중"), "\(title)")

    #expect(kill(server.pid, SIGCONT) == 0)
    try session.tmux.sendKeys("C-r")
    let again = try await session.tmux.screen("the list loaded from the server again") {
      $0.listIsLoaded && !$0.contains("불러오는 중")
    }
    #expect(again.reviewsWithoutAge == first.reviewsWithoutAge)
    try session.tmux.sendKeys("C-c")
    #expect(try await session.waitForExit() == 0)
  }
}
