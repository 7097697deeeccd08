import Foundation
import TestSupport
import Testing

/// Issue 28 end to end: `dubeol type` started from a shell in tmux, with real programs inside.
@Suite("dubeol type, end to end in tmux", .serialized, .endToEnd)
struct TypeEndToEndTests {
  /// Ctrl-\, dubeol type's 한/영 key, as the terminal sends it.
  static let toggle = "\u{1C}"
  /// The inner shell's prompt, unlike the outer one's.
  static let innerPrompt = "in> "

  /// Starts `dubeol type ARGUMENTS` from the session's shell; when it ends the shell prints
  /// `TYPE-EXIT=<status>`. Waits for dubeol's status line.
  static func launch(_ session: AppSession, _ arguments: [String]) async throws {
    try await session.tmux.screen("a shell prompt") { !$0.text.trimmingWhitespace.isEmpty }
    let words = [session.executable, "type"] + arguments
    try session.tmux.run(
      words.map(AppSession.shellQuoted).joined(separator: " ") + "; echo TYPE-EXIT=$((0))$?")
  }

  /// The status dubeol exited with, from the outer shell's line.
  static func exitStatus(_ session: AppSession, timeout: TimeInterval = 30) async throws -> Int32 {
    let screen = try await session.tmux.screen("TYPE-EXIT=<status>", timeout: timeout) {
      $0.contains("TYPE-EXIT=0")
    }
    let after = screen.text.components(separatedBy: "TYPE-EXIT=0").last ?? ""
    return Int32(after.prefix { $0.isNumber }) ?? -1
  }

  /// The cell where a key's label is drawn on the grid (between its borders).
  static func cell(of label: String, in screen: Screen) -> (x: Int, y: Int)? {
    for (y, line) in screen.lines.enumerated() {
      guard let range = line.range(of: "│  \(label) ") ?? line.range(of: "║  \(label) ") else {
        continue
      }
      return (CellWidth.of(String(line[..<range.lowerBound])) + 3, y)
    }
    return nil
  }

  /// The inner bash: no rc files, a prompt of its own.
  static let bash = ["--", "env", "PS1=\(innerPrompt)", "bash", "--norc", "--noprofile"]

  /// Starts dubeol type over the inner bash and waits for its prompt, in English.
  static func startBash(_ session: AppSession) async throws {
    try await launch(session, bash)
    try await waitForBash(session)
  }

  /// `exit` typed into the inner bash (in English): dubeol ends with its status, 0.
  static func exitBash(_ session: AppSession) async throws {
    try session.tmux.run("exit")
    #expect(try await exitStatus(session) == 0)
  }

  /// Waits for the status line (mode and the 한/영 key) and the inner prompt.
  @discardableResult
  static func waitForBash(_ session: AppSession, mode: String = "[A]") async throws -> Screen {
    try await session.tmux.screen("dubeol type's status line in \(mode) and the inner prompt") {
      ($0.lines.last ?? "").contains(mode) && ($0.lines.last ?? "").contains("한/영")
        && $0.contains(innerPrompt.trimmingWhitespace)
    }
  }

  @Test("bash: a command typed with Hangul in it runs, and `exit 7` ends dubeol with 7")
  func bashWithHangul() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.startBash(session)
    try session.type("echo ")
    try session.type(Self.toggle)
    try await session.tmux.screen("[한] on the status line") {
      ($0.lines.last ?? "").contains("[한]")
    }
    try session.type("gksrmf")
    try await session.tmux.screen("한 sent, 글 drawn at the cursor") { $0.contains("echo 한글") }
    try session.tmux.sendKeys("Enter")
    let ran = try await session.tmux.screen("the command's output") { screen in
      screen.lines.contains { $0.trimmingWhitespace == "한글" }
    }
    #expect(ran.contains("\(Self.innerPrompt)echo 한글"), "\(ran)")
    try session.type(Self.toggle)
    try session.tmux.run("exit 7")
    #expect(try await Self.exitStatus(session) == 7)
  }

  @Test("cat: each finished line comes back through the program; Ctrl-D ends it with 0")
  func cat() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.launch(session, ["--", "cat"])
    try await session.tmux.screen("the status line") { ($0.lines.last ?? "").contains("[A]") }
    try session.type(Self.toggle)
    try session.type("dkssudgktpdy")
    try session.tmux.sendKeys("Enter")
    // The terminal echoes the line as typed, then cat writes it back.
    let echoed = try await session.tmux.screen("안녕하세요 twice") { screen in
      screen.lines.filter { $0.trimmingWhitespace == "안녕하세요" }.count == 2
    }
    #expect(!echoed.contains("ㅇ"), "no lone jamo reached cat: \(echoed)")
    try session.tmux.sendKeys("C-d")
    #expect(try await Self.exitStatus(session) == 0)
  }

  @Test("vim -u NONE: Hangul typed in insert mode, Esc, :wq; the file holds it")
  func vim() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    let file = session.sandbox.url.appendingPathComponent("note.txt")
    try await Self.launch(session, ["--", "vim", "-u", "NONE", "-N", file.path])
    try await session.tmux.screen("vim's empty buffer above the status line") { screen in
      screen.lines.filter { $0.hasPrefix("~") }.count > 5
        && (screen.lines.last ?? "").contains("[A]")
    }
    try session.type("i")
    try await session.tmux.screen("insert mode") { $0.contains("-- INSERT --") }
    try session.type(Self.toggle)
    try session.type("gksrmf tkfkd")
    try session.tmux.sendKeys("Escape")
    try await session.tmux.screen("normal mode with the text") { screen in
      !screen.contains("-- INSERT --") && screen.contains("한글 사랑")
    }
    try session.type(Self.toggle)
    try session.type(":wq")
    try session.tmux.sendKeys("Enter")
    #expect(try await Self.exitStatus(session) == 0)
    #expect(try String(contentsOf: file, encoding: .utf8) == "한글 사랑\n")
  }

  @Test("a program that does not exist: its name in the error and status 127")
  func missingProgram() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.launch(session, ["--", "dubeol-no-such-program"])
    #expect(try await Self.exitStatus(session) == 127)
    let screen = Screen(try session.tmux.capture())
    #expect(screen.contains("dubeol-no-such-program: command not found"), "\(screen)")
  }

  @Test("the program's size is the terminal's minus the status line, before and after a resize")
  func resize() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.startBash(session)
    try session.tmux.run("stty size")
    try await session.tmux.screen("29 rows of 100") {
      $0.lines.contains { $0.trimmingWhitespace == "29 100" }
    }
    try session.tmux.resize(width: 90, height: 20)
    try await session.tmux.screen("the status line on the last of 20 rows") { screen in
      screen.lines.count == 20 && (screen.lines.last ?? "").contains("[A]")
    }
    try session.tmux.run("clear; stty size")
    try await session.tmux.screen("19 rows of 90") {
      $0.lines.contains { $0.trimmingWhitespace == "19 90" }
    }
    try await Self.exitBash(session)
  }

  @Test("--edits proxy: every edit reaches bash's line editor as it happens, and the line is right")
  func proxyEdits() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.launch(session, ["--edits", "proxy"] + Self.bash)
    try await Self.waitForBash(session)
    try session.type("echo ")
    try session.type(Self.toggle)
    try session.type("gksrmf")
    // No Enter yet: readline has the whole syllable, typed and replaced jamo by jamo.
    try await session.tmux.screen("echo 한글 on the command line") {
      $0.contains("\(Self.innerPrompt)echo 한글")
    }
    try session.tmux.sendKeys("Enter")
    let ran = try await session.tmux.screen("the command's output") { screen in
      screen.lines.contains { $0.trimmingWhitespace == "한글" }
    }
    #expect(!ran.contains("ㅎ") && !ran.contains("그"), "\(ran)")
    try session.type(Self.toggle)
    try await Self.exitBash(session)
  }

  @Test("Ctrl-C reaches the program: a running command stops, the shell and dubeol go on")
  func ctrlCReachesTheProgram() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.startBash(session)
    try session.tmux.run("sleep 300; echo slept=$((1))")
    try await session.tmux.screen("sleep on the command line") { $0.contains("sleep 300") }
    try session.tmux.sendKeys("C-c")
    try session.tmux.run("echo after=$((2))")
    let screen = try await session.tmux.screen("the shell's next command ran") {
      $0.contains("after=2")
    }
    #expect(!screen.contains("slept=1"), "\(screen)")
    #expect((screen.lines.last ?? "").contains("[A]"), "dubeol still runs: \(screen)")
    try await Self.exitBash(session)
  }

  @Test("SIGTERM to dubeol: the terminal is restored (main screen, echo on) and it exits 143")
  func sigtermRestores() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.startBash(session)
    #expect(try session.tmux.format("#{alternate_on}") == "1")
    let pid = try #require(try session.appPID())
    kill(pid, SIGTERM)
    #expect(try await Self.exitStatus(session) == 143)
    #expect(try session.tmux.format("#{alternate_on}") == "0")
    try session.tmux.run("echo typed-$((3))")
    try await session.tmux.screen("the outer shell echoes what is typed") {
      $0.contains("echo typed-$((3))") && $0.contains("typed-3")
    }
  }

  @Test("Shift-PgUp shows the lines that scrolled off the program's screen; a key comes back")
  func scrollback() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.startBash(session)
    try session.tmux.run("seq 1 200")
    try await session.tmux.screen("the end of seq") { $0.lines.contains { $0 == "200" } }
    try session.tmux.sendKeys("S-PPage")
    let back = try await session.tmux.screen("earlier lines and the status line says so") {
      $0.lines.contains { $0 == "150" } && !$0.lines.contains { $0 == "200" }
        && ($0.lines.last ?? "").contains("줄 위")
    }
    #expect(back.lines.count == 30, "\(back)")
    try session.tmux.sendKeys("S-PPage")
    try await session.tmux.screen("earlier still") { $0.lines.contains { $0 == "123" } }
    try session.tmux.run("echo back=$((4))")
    try await session.tmux.screen("the live screen with the command's output") {
      $0.contains("back=4") && !($0.lines.last ?? "").contains("줄 위")
    }
    try await Self.exitBash(session)
  }

  /// bash started, `echo ` typed in English, then 한국 in Hangul and Alt-h (한자 for it).
  static func askHanjaForHanguk(_ session: AppSession) async throws {
    try await startBash(session)
    try session.type("echo ")
    try session.type(toggle)
    try session.type("gksrnr")
    try session.tmux.sendKeys("M-h")
  }

  @Test("한자 in bash: Alt-h on 한국 opens the candidates, 1 replaces it on the command line")
  func hanjaInBash() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.askHanjaForHanguk(session)
    try await session.tmux.screen("the candidate window") { $0.contains("1 韓國") }
    try session.type("1")
    try await session.tmux.screen("韓國 on the command line, the window closed") {
      $0.contains("\(Self.innerPrompt)echo 韓國") && !$0.contains("1 韓國")
    }
    try session.tmux.sendKeys("Enter")
    try await session.tmux.screen("the command's output") { screen in
      screen.lines.contains { $0.trimmingWhitespace == "韓國" }
    }
    try session.type(Self.toggle)
    try await Self.exitBash(session)
  }

  @Test(
    "한자 picks are learned as in the UI: saved to hanja-choices.txt, first in the next run's window"
  )
  func learnedHanja() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.askHanjaForHanguk(session)
    let window = try await session.tmux.screen("the candidate window, 寒菊 not first") {
      $0.contains("1 韓國") && $0.contains(" 寒菊")
    }
    let number = try #require((2...9).first { window.contains("\($0) 寒菊") })
    try session.type("\(number)")
    try await session.tmux.screen("寒菊 on the command line") {
      $0.contains("\(Self.innerPrompt)echo 寒菊")
    }
    let choices = session.sandbox.url.appendingPathComponent("xdg-data/dubeol/hanja-choices.txt")
    try await session.waitUntil("the pick saved where the UI keeps it") {
      (try? String(contentsOf: choices, encoding: .utf8))?.contains("한국\t寒菊\n") == true
    }
    try session.tmux.sendKeys("C-u")
    try session.type(Self.toggle)
    try await Self.exitBash(session)

    try session.tmux.run("clear")
    try await Self.askHanjaForHanguk(session)
    try await session.tmux.screen("寒菊 first in the window") { $0.contains("1 寒菊") }
    try session.tmux.sendKeys("Escape")
    // Apart, or the terminal's Esc and Ctrl-U read as one Alt key.
    try await session.tmux.screen("the window closed") { !$0.contains("1 寒菊") }
    try session.tmux.sendKeys("C-u")
    try session.type(Self.toggle)
    try await Self.exitBash(session)
  }

  @Test("a paste while a syllable is typed: the syllable first, then the whole paste, bracketed")
  func paste() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.startBash(session)
    try session.type("echo ")
    try session.type(Self.toggle)
    try session.type("rk")
    try session.tmux.paste(" 붙여 넣은 줄\necho 둘째 줄")
    // bash asked for bracketed paste: the line break is pasted text, not Enter.
    try await session.tmux.screen("the paste on the command line after 가") {
      $0.contains("\(Self.innerPrompt)echo 가 붙여 넣은 줄")
    }
    try session.tmux.sendKeys("Enter")
    try await session.tmux.screen("both commands ran") { screen in
      screen.lines.contains { $0.trimmingWhitespace == "가 붙여 넣은 줄" }
        && screen.lines.contains { $0.trimmingWhitespace == "둘째 줄" }
    }
    try session.type(Self.toggle)
    try await Self.exitBash(session)
  }

  @Test("python3's input(): a Hangul answer comes back whole")
  func pythonInput() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.launch(
      session,
      ["--", "python3", "-c", "s = input('이름? '); print('[' + s + ']', len(s)); input()"])
    try await session.tmux.screen("the question above the status line") {
      ($0.lines.first ?? "").hasPrefix("이름?") && ($0.lines.last ?? "").contains("[A]")
    }
    try session.type(Self.toggle)
    try session.type("ghdrlfehd")
    try session.tmux.sendKeys("Enter")
    // Read while python waits: dubeol's screen goes when the program ends.
    try await session.tmux.screen("the answer") { $0.contains("[홍길동] 3") }
    try session.tmux.sendKeys("Enter")
    #expect(try await Self.exitStatus(session) == 0)
  }

  @Test("less: the alternate screen is the program's; q comes back to the shell's screen")
  func less() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.startBash(session)
    try session.tmux.run("seq 1 500 | less")
    try await session.tmux.screen("less's first page") { screen in
      screen.lines.first?.trimmingWhitespace == "1" && screen.lines.contains { $0.hasPrefix(":") }
    }
    try session.tmux.sendKeys("Space")
    try await session.tmux.screen("the next page") { $0.lines.first?.trimmingWhitespace == "29" }
    try session.type("q")
    try await session.tmux.screen("the shell's screen again") { screen in
      screen.contains("\(Self.innerPrompt)seq 1 500 | less")
        && !screen.lines.contains { $0 == "29" }
    }
    try await Self.exitBash(session)
  }

  @Test("typing while a program floods the screen: nothing typed is lost")
  func flood() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.startBash(session)
    try session.tmux.run("seq 1 100000; read -r line; echo \"got=[$line]\"")
    try session.type(Self.toggle)
    try session.type("gksrmf dlqfur")
    try session.tmux.sendKeys("Enter")
    try await session.tmux.screen("the line read after the flood", timeout: 60) {
      $0.contains("got=[한글 입력]")
    }
    try session.type(Self.toggle)
    try await Self.exitBash(session)
  }

  @Test(
    "the on-screen keyboard: Alt-g shows it (the program gets fewer rows), arrows and clicks type")
  func grid() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.startBash(session)
    try session.type("echo ")
    try session.type(Self.toggle)
    try session.tmux.sendKeys("M-g")
    let shown = try await session.tmux.screen("the grid above the status line") {
      Self.cell(of: "ㅎ", in: $0) != nil && Self.cell(of: "return", in: $0) != nil
    }
    // Down to ㅁ, right four keys to ㅎ, Enter presses it; then ㅏ by a click.
    try session.tmux.sendKeys("Down", "Right", "Right", "Right", "Right", "Enter")
    let a = try #require(Self.cell(of: "ㅏ", in: shown))
    try session.tmux.click(x: a.x, y: a.y)
    try await session.tmux.screen("하 at the prompt") { $0.contains("\(Self.innerPrompt)echo 하") }
    // Alt-g again: the grid is only clicked, Enter reaches bash.
    try session.tmux.sendKeys("M-g")
    try session.tmux.sendKeys("Enter")
    try await session.tmux.screen("the command's output") { screen in
      screen.lines.contains { $0.trimmingWhitespace == "하" }
    }
    try session.type(Self.toggle)
    try session.tmux.run("stty size")
    let sized = try await session.tmux.screen("the program's rows above the grid") { screen in
      screen.lines.contains { $0.hasSuffix(" 100") && $0.first?.isNumber == true }
    }
    let rows = sized.lines.first { $0.hasSuffix(" 100") && $0.first?.isNumber == true }
    #expect(rows.flatMap { Int($0.split(separator: " ")[0]) }.map { $0 < 29 } == true, "\(sized)")
    try session.tmux.sendKeys("M-g")
    try await Self.exitBash(session)
  }

  @Test("자주 쓰는 말: Alt-p opens the phrases over the program, Enter types one into it")
  func phrases() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.startBash(session)
    try session.type("echo ")
    try session.tmux.sendKeys("M-p")
    try await session.tmux.screen("the phrases popup") {
      $0.contains("자주 쓰는 말") && $0.contains("감사합니다!")
    }
    try session.tmux.sendKeys("Down", "Enter")
    try await session.tmux.screen("the phrase on the command line, the popup closed") {
      $0.contains("\(Self.innerPrompt)echo 감사합니다!") && !$0.contains("지금 가는 중이야!")
    }
    try session.tmux.sendKeys("Enter")
    try await session.tmux.screen("the command's output") { screen in
      screen.lines.contains { $0.trimmingWhitespace == "감사합니다!" }
    }
    try await Self.exitBash(session)
  }

  /// A program on the alternate screen that asks for SGR mouse reports and prints the first
  /// one it reads, then waits for Enter (the release report comes first).
  static let mouseProgram = """
    import os, sys, tty
    tty.setraw(0)
    os.write(1, b"\\x1b[?1049h\\x1b[?1000h\\x1b[?1006hready\\r\\n")
    data = b""
    while not data.endswith(b"M"):
        data += os.read(0, 1)
    os.write(1, b"got " + data.replace(b"\\x1b", b"ESC") + b"\\r\\n")
    while os.read(0, 1) != b"\\r":
        pass
    os.write(1, b"\\x1b[?1000l\\x1b[?1049l")
    """

  @Test("the mouse reaches a program that asked for it, at the cell clicked, in its encoding")
  func mouse() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.launch(session, ["--", "python3", "-c", Self.mouseProgram])
    try await session.tmux.screen("the program's alternate screen") { screen in
      screen.lines.first == "ready" && (screen.lines.last ?? "").contains("[A]")
    }
    try session.tmux.click(x: 5, y: 3)
    try await session.tmux.screen("the report the program read") { $0.contains("got ESC[<0;6;4M") }
    try session.tmux.sendKeys("Enter")
    #expect(try await Self.exitStatus(session) == 0)
  }

  @Test("--keyboard 39 types 세벌식 390; an unknown keyboard is said on the status line")
  func keyboards() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.launch(session, ["--keyboard", "39", "--", "cat"])
    try await session.tmux.screen("the status line") { ($0.lines.last ?? "").contains("[A]") }
    try session.type(Self.toggle)
    try session.type("kfjfs")
    try session.tmux.sendKeys("Enter")
    try await session.tmux.screen("가안 twice") { screen in
      screen.lines.filter { $0.trimmingWhitespace == "가안" }.count == 2
    }
    try session.tmux.sendKeys("C-d")
    #expect(try await Self.exitStatus(session) == 0)

    try await Self.launch(session, ["--keyboard", "no-such-keyboard", "--", "cat"])
    let said = try await session.tmux.screen("the problem on the status line") {
      ($0.lines.last ?? "").contains("no-such-keyboard")
    }
    #expect((said.lines.last ?? "").contains("두벌식"), "it types 2-beolsik instead: \(said)")
    try session.tmux.sendKeys("C-d")
  }

  @Test(
    "the program's window title reaches the terminal, with its control characters made harmless")
  func title() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    try await Self.startBash(session)
    try session.tmux.run("printf '\\033]2;제목 \\001x\\007'")
    let deadline = Date().addingTimeInterval(20)
    var title = try session.tmux.format("#{pane_title}")
    while !title.hasPrefix("제목") && Date() < deadline {
      try await Task.sleep(for: .milliseconds(50))
      title = try session.tmux.format("#{pane_title}")
    }
    #expect(title.hasPrefix("제목 ") && title.hasSuffix("x") && !title.contains("\u{01}"), "\(title)")
    try await Self.exitBash(session)
  }

  @Test("[type] start = \"hangul\" starts in 한글 mode")
  func startInHangul() async throws {
    let session = try AppSession(width: 100, height: 30)
    defer { session.close() }
    let config = session.configHome.appendingPathComponent("dubeol/config.toml")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "[type]\nstart = \"hangul\"\n".write(to: config, atomically: true, encoding: .utf8)
    try await Self.launch(session, ["--", "cat"])
    try await session.tmux.screen("[한] on the status line") {
      ($0.lines.last ?? "").contains("[한]")
    }
    try session.type("dkssud")
    try session.tmux.sendKeys("Enter")
    try await session.tmux.screen("안녕 twice") { screen in
      screen.lines.filter { $0.trimmingWhitespace == "안녕" }.count == 2
    }
    try session.tmux.sendKeys("C-d")
    #expect(try await Self.exitStatus(session) == 0)
  }
}
