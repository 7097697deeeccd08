import Foundation
import Testing

/// Issue 10 end to end: bracketed paste, focus you can see, editing chords, undo/redo and the
/// length limit — the real binary in tmux at 120×40, pasting the way a terminal does.
@Suite("Paste, focus and editing in the terminal UI, end to end in tmux", .serialized, .endToEnd)
struct InputEndToEndTests {
  /// What a terminal sends for a paste while bracketed paste is on.
  static func bracketed(_ text: String) -> String { "\u{1B}[200~" + text + "\u{1B}[201~" }

  static let mixed = "배송 빠르고 좋아요! Great keyboard, q r j k. https://example.com/a?b=1&c=2"

  @Test("a paste of Korean, English and a URL goes into the compose pane as is, in every focus")
  func pasteInEveryFocus() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    // compose → keyboard grid → review list: Tab before each paste after the first.
    for (index, focus) in ["▶ 작성 창", "▶ 키보드", "▶ 리뷰 목록"].enumerated() {
      if index > 0 { try session.tmux.sendKeys("Tab") }
      try await session.tmux.screen("\(focus) in the status line") { $0.contains(focus) }
      try session.tmux.sendKeys("C-u")
      try await session.tmux.screen("an empty compose pane") { $0.composeText == "" }
      try session.type(Self.bracketed(Self.mixed))
      let pasted = try await session.tmux.screen("the paste in the compose pane (\(focus))") {
        $0.composeText == Self.mixed
      }
      // Nothing in it was a command: still running, no popup, no quit question.
      #expect(!pasted.contains("종료할까요"), "\(pasted)")
      // Far from the limit the counter names it, not the length.
      #expect(pasted.contains("1000자까지"), "the counter: \(pasted)")
    }
    // A paste while the list had focus hands focus to the compose pane.
    try await session.tmux.screen("the compose pane focused after a paste in the list") {
      $0.contains("▶ 작성 창")
    }
  }

  @Test("the grid's focus shows in the toolbar and status line; Ctrl-W, Ctrl-U work there")
  func gridFocusAndChords() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    try session.type("dkssud gktpdy qksrkqtmqslek")
    try await session.tmux.screen("typed text") { $0.composeText == "안녕 하세요 반갑습니다" }
    try session.tmux.sendKeys("Tab")
    let grid = try await session.tmux.screen("the grid focused") { $0.contains("▶ 키보드") }
    let toolbar = grid.toolbarRow.map { grid.lines[$0] } ?? ""
    #expect(toolbar.contains("━"), "the toolbar is drawn as a focused title: \(grid)")
    try session.tmux.sendKeys("C-w")
    // Tab ended the syllable; Ctrl-W takes the word and keeps the space before it (readline).
    try await session.tmux.screen("Ctrl-W in the grid") {
      ($0.composeText ?? "").hasPrefix("안녕 하세요") && !($0.composeText ?? "").contains("반갑")
    }
    try session.tmux.sendKeys("C-Left")
    try session.tmux.sendKeys("C-u")
    try await session.tmux.screen("Ctrl-U in the grid") { ($0.composeText ?? "").hasPrefix("하세요") }
    #expect(try session.tmux.capture().contains("▶ 키보드"), "the grid kept focus")
  }

  @Test("Ctrl-U clears the line, Ctrl-Z brings it back, Ctrl-Y clears it again")
  func undoRedo() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    try session.type("dkssudgktpdy rkatkgkqslek")
    try await session.tmux.screen("typed text") { $0.composeText == "안녕하세요 감사합니다" }
    try session.tmux.sendKeys("C-u")
    try await session.tmux.screen("Ctrl-U cleared it") { $0.composeText == "" }
    try session.tmux.sendKeys("C-z")
    try await session.tmux.screen("Ctrl-Z undid it") { $0.composeText == "안녕하세요 감사합니다" }
    try session.tmux.sendKeys("C-z")
    // The pane trims line ends: the saved draft tells the space after 안녕하세요 is there.
    try await session.tmux.screen("a second Ctrl-Z undid a word") {
      $0.composeText == "안녕하세요"
    }
    try await session.waitUntil("the draft with the space kept") {
      session.savedDraft() == "안녕하세요 "
    }
    try session.tmux.sendKeys("C-y")
    try session.tmux.sendKeys("C-y")
    try await session.tmux.screen("Ctrl-Y twice redid both") { $0.composeText == "" }
  }

  @Test("typing and pasting stop at 1000 characters and a toast says how much was cut")
  func lengthLimit() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    try session.type(Self.bracketed(String(repeating: "가나다라마", count: 199)))
    try await session.tmux.screen("995 characters") { $0.contains("995/1000") }
    try session.type(Self.bracketed("abcdefgh"))
    let cut = try await session.tmux.screen("the cut paste") { $0.contains("1000/1000") }
    #expect(cut.contains("3자는 넣지 못했어요"), "\(cut)")
    try session.type("dkssud")
    let typed = try await session.tmux.screen("the limit warning while typing") {
      $0.contains("1000자까지 쓸 수 있어요")
    }
    #expect(typed.contains("1000/1000"), "\(typed)")
  }

  @Test("a toast raised inside 자주 쓰는 말 shows above the popup (a with nothing written)")
  func toastAbovePopup() async throws {
    let session = try AppSession()
    defer { session.close() }
    try await session.launch()
    try await session.waitUntilReadyAndFocused()
    try session.tmux.sendKeys("F2")
    try await session.tmux.screen("the phrases popup") { $0.contains("자주 쓰는 말") }
    try session.tmux.typeLiteral("a")
    // Looked for while it shows (a warning stays 3 s), with the popup still open under it.
    let warned = try await session.tmux.screen("the warning over the popup") {
      $0.contains("추가할 글을 먼저 작성해 주세요")
    }
    #expect(warned.contains("자주 쓰는 말"), "the popup stays open: \(warned)")
  }

  @Test("a refresh that fails says so in a toast with the reason; the loaded list stays")
  func failedRefresh() async throws {
    let session = try AppSession()
    defer { session.close() }
    let (server, _, url) = try await session.startListeningServer()
    try await session.launch(["--server", url])
    try await session.tmux.screen("the sample reviews") {
      $0.reviews.first?.first?.hasPrefix("몽실몽실") == true
    }
    _ = server.stop()
    try session.tmux.sendKeys("C-r")
    let failed = try await session.tmux.screen("the refresh's error toast") {
      $0.contains("리뷰를 새로 불러오지 못했어요")
    }
    #expect(failed.reviews.first?.first?.hasPrefix("몽실몽실") == true, "kept: \(failed)")
    #expect(!failed.contains("더 불러오지 못했어요"), "no footer instead: \(failed)")
  }
}
