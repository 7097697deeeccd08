import Foundation
import TestSupport
import Testing

/// Issue 4 end to end: the terminal around the UI — window sizes, every way out, terminals it
/// cannot drive — checked from the shell the app was started from.
@Suite(
  "The terminal around the UI, end to end in tmux", .serialized,
  .endToEnd)
struct TerminalLifecycleEndToEndTests {
  @Test(
    "resizing re-lays out: 100×30 keeps every pane, under 80×24 a clear message, back at 120×40 the full layout"
  )
  func resizing() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    let full = try await session.waitUntilReadyAndFocused()
    #expect(full.widestLine > 100 && full.widestLine <= 120, "\(full)")
    try session.type("rkskek")

    try session.tmux.resize(width: 100, height: 30)
    let medium = try await session.tmux.screen("every pane laid out in 100 columns and 30 rows") {
      $0.showsFullLayout && $0.lines.count == 30 && $0.widestLine <= 100 && $0.widestLine > 80
    }
    #expect(medium.composeText == "가나다", "the text survives the resize: \(medium)")
    #expect(!medium.reviews.isEmpty)

    try session.tmux.resize(width: 79, height: 23)
    let small = try await session.tmux.screen("the too-small message") { $0.showsTooSmallMessage }
    #expect(small.contains("79×23"), "it says how big the window is: \(small)")
    #expect(!small.showsFullLayout)

    try session.tmux.resize(width: 120, height: 40)
    let back = try await session.tmux.screen("the full layout at 120×40 again") {
      $0.showsFullLayout && $0.widestLine > 100
    }
    #expect(back.composeText == "가나다")
    #expect(!back.showsTooSmallMessage)
  }

  @Test(
    "while the window is too small, keys do nothing unseen: typing and Ctrl-S neither write nor post"
  )
  func tooSmallIgnoresKeys() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    let before = try await session.waitUntilReadyAndFocused()

    try session.tmux.resize(width: 60, height: 20)
    try await session.tmux.screen("the too-small message") { $0.showsTooSmallMessage }
    try session.type("rkskek")
    try session.tmux.sendKeys("C-s")
    try session.tmux.sendKeys("F3")
    try session.type("3")
    // Only Ctrl-C is offered there. Had the keys been acted on, the text would be in the
    // compose pane (while posting) or at the top of the list (once posted): either shows.
    try session.tmux.resize(width: 120, height: 40)
    let after = try await session.tmux.screen("the layout again") { $0.showsFullLayout }
    #expect(after.composeText == "", "nothing was typed blind: \(after)")
    #expect(
      after.reviewsWithoutAge.first == before.reviewsWithoutAge.first,
      "nothing was posted blind: \(after)")
    #expect(after.key("😀") != nil, "the shortcut was not changed blind: \(after)")
  }

  @Test("at the minimum size, 80×24, every pane is drawn and the header still names the author")
  func minimumSize() async throws {
    let session = try AppSession(width: 80, height: 24)
    defer { session.close() }
    try await session.launch(["--author", "테스트봇"])
    let screen = try await session.waitUntilReady()
    #expect(screen.lines.count == 24 && screen.widestLine <= 80, "\(screen)")
    #expect(screen.key("ㅂ") != nil && screen.key("return") != nil && screen.key("⌫") != nil)
    #expect(screen.lines.first?.contains("작성자 테스트봇") == true, "the header: \(screen)")
  }

  @Test(
    "quitting restores the terminal: q from the list with no draft, the shell prompt works, main screen, echo on, mouse off"
  )
  func quitRestoresTheTerminal() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    #expect(try session.tmux.format("#{alternate_on}") == "1", "the UI uses the alternate screen")

    try session.tmux.sendKeys("Tab")
    try session.tmux.sendKeys("Tab")
    try await session.tmux.screen("the list focused") { $0.contains("q 종료") }
    try session.tmux.sendKeys("q")
    #expect(try await session.waitForExit() == 0)

    try await session.expectTerminalRestored()
  }

  @Test(
    "with a draft, Ctrl-C asks first: n keeps writing, y quits, the terminal is restored and the draft kept"
  )
  func quitWithDraftAsks() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    try session.type("gksrmf")
    try await session.tmux.screen("한글 typed") { $0.composeText == "한글" }

    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("the quit question") { $0.contains("종료할까요?") }
    try session.tmux.sendKeys("n")
    // Waiting for the draft as well as the question's absence: a capture can fall between the
    // writes of one frame.
    try await session.tmux.screen("the question gone, the draft kept") {
      !$0.contains("종료할까요?") && $0.composeText == "한글"
    }

    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("the quit question again") { $0.contains("종료할까요?") }
    try session.tmux.sendKeys("y")
    #expect(try await session.waitForExit() == 0)
    try await session.expectTerminalRestored()
    #expect(session.savedDraft() == "한글")
  }

  @Test(
    "kill -TSTP suspends: the shell has its terminal back; fg redraws the whole UI and typing goes on"
  )
  func suspendAndContinue() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    try session.type("dkssud")
    try await session.tmux.screen("안녕 typed") { $0.composeText == "안녕" }

    let pid = try #require(try session.appPID())
    #expect(kill(pid, SIGTSTP) == 0)
    // The launch line's echo runs once the job stops: 128 + SIGTSTP.
    let stopped = try await session.tmux.screen("the job stopped") { $0.contains("EXIT1=148") }
    #expect(stopped.contains("Stopped") && !stopped.showsFullLayout, "\(stopped)")
    #expect(try session.tmux.format("#{alternate_on}") == "0", "the shell's screen")
    #expect(try session.tmux.format("#{mouse_any_flag}#{mouse_sgr_flag}#{cursor_flag}") == "001")

    try session.tmux.run("fg")
    let back = try await session.tmux.screen("the UI drawn whole again") {
      $0.showsFullLayout && $0.listIsLoaded && $0.composeText == "안녕"
    }
    #expect(!back.contains("Stopped"), "every cell redrawn: \(back)")
    try session.type("gktpdy")
    try await session.tmux.screen("typing goes on") { $0.composeText == "안녕하세요" }
    try session.tmux.sendKeys("C-c")
    try await session.tmux.screen("the quit question") { $0.contains("y 종료") }
    try session.type("y")
    try await session.waitUntil("the app to end") { (try? session.appPID()) == nil }
    try session.tmux.run("echo FG$((6*7))=$?")
    let shell = try await session.tmux.screen("fg's status") { $0.contains("FG42=") }
    #expect(shell.contains("FG42=0"), "\(shell)")
    try await session.expectTerminalRestored()
    #expect(session.savedDraft() == "안녕하세요")
  }

  @Test("SIGTERM restores the terminal too, and the draft is on disk")
  func sigtermRestoresTheTerminal() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    try session.type("dhkswjs")
    try await session.tmux.screen("완전 typed") { $0.composeText == "완전" }
    try await session.waitUntil("the draft file to hold the text") { session.savedDraft() == "완전" }

    let pid = try #require(try session.appPID())
    #expect(kill(pid, SIGTERM) == 0)
    _ = try await session.waitForExit()
    try await session.expectTerminalRestored()
    #expect(session.savedDraft() == "완전")
  }

  @Test(
    "the quit question is readable while an error toast shows: the dialog is drawn above the toast"
  )
  func quitQuestionAboveToast() async throws {
    let session = try AppSession()
    defer { session.close() }
    // Nothing listens there, so the post fails at once with an error toast.
    let nothing = try LoopbackPort.reserved()
    defer { nothing.release() }  // held to the end: a port let go could be taken
    try await session.launch(["--server", "http://127.0.0.1:\(nothing.port)"])
    try await session.tmux.screen("the layout") { $0.showsFullLayout }
    try session.type("rkskek")
    try session.tmux.sendKeys("C-s")
    try await session.tmux.screen("the error toast") { $0.contains("등록하지 못했어요") }

    try session.tmux.sendKeys("C-c")
    let asking = try await session.tmux.screen("the quit dialog") { $0.contains("y 종료") }
    #expect(asking.contains("작성 중인 리뷰가 있어요. 종료할까요?"), "the question is hidden: \(asking)")
    try session.tmux.typeLiteral("y")
    #expect(try await session.waitForExit() == 0)
  }

  @Test(
    "a terminal dubeol cannot drive is refused with a clear message and a failing exit",
    arguments: ["no-such-terminal", "dumb"])
  func unusableTerminal(term: String) async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch(environment: ["TERM": term])
    // A refusal is immediate; a UI drawn on a terminal without cursor movement never exits.
    let status = try await session.waitForExit(timeout: 10)
    #expect(status != 0)
    let screen = Screen(try session.tmux.capture())
    #expect(screen.contains("TERM=\(term)"), "the message names the terminal type: \(screen)")
    #expect(!screen.contains("dubeol 리뷰"), "no half-drawn UI: \(screen)")
  }
}
