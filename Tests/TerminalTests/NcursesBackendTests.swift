import TerminalTestSupport
import Testing

@testable import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real ncurses backend on a pseudo-terminal: what it writes and how it reads input.
@Suite("Ncurses backend on a pseudo-terminal", .serialized)
struct NcursesBackendTests {
  func withBackend(
    noColor: Bool = false, _ body: (NcursesBackend, PseudoTerminal) throws -> Void
  ) throws {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let backend = try NcursesBackend(
      options: TerminalOptions(noColor: noColor, terminalType: "xterm-256color"),
      input: pty.secondary, output: pty.secondary)
    defer { backend.shutdown() }
    try body(backend, pty)
  }

  static let options = TerminalOptions(terminalType: "xterm-256color")

  /// What reached the terminal; a missing marker fails the test.
  func written(_ pty: PseudoTerminal) -> [UInt8] {
    let bytes = pty.readWritten()
    #expect(bytes != nil, "the terminal output did not come back")
    return bytes ?? []
  }

  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func drawsTheFrameThenOnlyWhatChanged() throws {
    try withBackend { backend, pty in
      #expect(backend.size == (40, 10))
      var frame = Frame(width: 40, height: 10)
      frame.write("리뷰 목록", x: 0, y: 0, style: Style(foreground: .cyan, bold: true))
      frame.write("> 안", x: 0, y: 5)
      frame.cursor = Point(x: 4, y: 5)
      backend.draw(frame)
      let first = written(pty)
      #expect(text(first).contains("리뷰"))
      #expect(text(first).contains("\u{1B}[?1006h"))  // SGR mouse on

      frame.write("녕", x: 4, y: 5)
      frame.cursor = Point(x: 6, y: 5)
      backend.draw(frame)
      let second = written(pty)
      #expect(text(second).contains("녕"))
      #expect(!text(second).contains("리뷰"))
      #expect(second.count < 32)

      backend.draw(frame)
      #expect(pty.readWritten() == [])
    }
  }

  @Test func readsKeysTextAndMouse() throws {
    try withBackend { backend, pty in
      pty.send("a\u{17}\u{1B}[A")
      pty.send("한")
      pty.send("\u{1B}[<0;3;2M\u{1B}[<0;3;2m\u{1B}[<65;1;1M\u{1B}x")
      var events: [InputEvent] = []
      while events.count < 8, let e = backend.nextEvent(timeoutMilliseconds: 2000) {
        events.append(e)
      }
      #expect(
        events == [
          .key(.character("a"), []), .key(.ctrl("w"), []), .key(.up, []), .text("한"),
          .mouse(MouseEvent(kind: .press(.left), x: 2, y: 1)),
          .mouse(MouseEvent(kind: .release(.left), x: 2, y: 1)),
          .mouse(MouseEvent(kind: .wheelDown, x: 0, y: 0)),
          .key(.character("x"), .alt),
        ])
    }
  }

  @Test func bracketedPasteIsOnAndArrivesAsOnePaste() throws {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let backend = try NcursesBackend(
      options: Self.options, input: pty.secondary, output: pty.secondary)
    #expect(text(written(pty)).contains("\u{1B}[?2004h"))
    pty.send("\u{1B}[200~안녕 q\r\nhttps://x.kr/?a=1\u{1B}[201~")
    var events: [InputEvent] = []
    while events.isEmpty, let e = backend.nextEvent(timeoutMilliseconds: 2000) { events.append(e) }
    #expect(events == [.paste("안녕 q\r\nhttps://x.kr/?a=1")])
    backend.shutdown()
    #expect(text(written(pty)).contains("\u{1B}[?2004l"))
  }

  @Test func aPasteThatNeverEndsEndsAfterAPause() throws {
    try withBackend { backend, pty in
      pty.send("\u{1B}[200~abc")
      var events: [InputEvent] = []
      for _ in 0..<200 where events.isEmpty {
        if let e = backend.nextEvent(timeoutMilliseconds: -1) { events.append(e) }
      }
      #expect(events == [.paste("abc")])
      pty.send("q")
      #expect(backend.nextEvent(timeoutMilliseconds: 2000) == .key(.character("q"), []))
    }
  }

  @Test func aLoneEscapeIsTheEscapeKeyAfterTheDelay() throws {
    try withBackend { backend, pty in
      pty.send("\u{1B}")
      // The first wait reads the ESC and holds it; the next waits only the escape delay.
      let events = (0..<2).compactMap { _ in backend.nextEvent(timeoutMilliseconds: -1) }
      #expect(events == [.key(.escape, [])])
    }
  }

  @Test func theWakerEndsAWaitWithoutAnEvent() throws {
    try withBackend { backend, _ in
      let waker = try #require(backend.waker)
      waker.wake()
      #expect(backend.nextEvent(timeoutMilliseconds: -1) == nil)
      // The pipe was emptied: a short wait now times out.
      #expect(backend.nextEvent(timeoutMilliseconds: 10) == nil)
    }
  }

  @Test func resizeIsAnEventAndTheNextDrawIsFull() throws {
    try withBackend { backend, pty in
      var frame = Frame(width: 40, height: 10)
      frame.write("리뷰", x: 0, y: 0)
      backend.draw(frame)
      _ = written(pty)
      pty.resize(width: 50, height: 12)
      #expect(backend.nextEvent(timeoutMilliseconds: 2000) == .resize(width: 50, height: 12))
      #expect(backend.size == (50, 12))
      var bigger = Frame(width: 50, height: 12)
      bigger.write("리뷰", x: 0, y: 0)
      backend.draw(bigger)
      #expect(String(decoding: written(pty), as: UTF8.self).contains("리뷰"))
    }
  }

  @Test func shutdownRestoresTheTerminalOnce() throws {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let backend = try NcursesBackend(
      options: Self.options, input: pty.secondary, output: pty.secondary)
    backend.draw(Frame(width: 40, height: 10))
    _ = written(pty)
    backend.shutdown()
    let restore = text(written(pty))
    #expect(restore.contains("\u{1B}[?1049l"))  // leaves the alternate screen
    #expect(restore.contains("\u{1B}[?1000l"))  // mouse off
    backend.shutdown()
    #expect(pty.readWritten() == [])
    #expect(!backend.isActive)
  }

  @Test func noColorWritesAttributesButNoColours() throws {
    try withBackend(noColor: true) { backend, pty in
      var frame = Frame(width: 40, height: 10)
      frame.write("x", x: 0, y: 0, style: Style(foreground: .red, background: .blue, reverse: true))
      backend.draw(frame)
      let out = text(written(pty))
      #expect(out.contains("x"))
      #expect(!out.contains("\u{1B}[31m") && !out.contains("\u{1B}[44m"))
      #expect(out.contains("\u{1B}[7m") || out.contains(";7m"))
    }
  }

  @Test func outputMeterCountsBytesPerDraw() throws {
    let meter = try OutputMeter(width: 120, height: 40)
    var frame = Frame(width: 120, height: 40)
    for y in 0..<40 { frame.write(String(repeating: "가나다 ", count: 30), x: 0, y: y) }
    let full = meter.draw(frame).count
    frame.write("한", x: 10, y: 20, style: Style(underline: true))
    frame.cursor = Point(x: 12, y: 20)
    _ = meter.draw(frame)  // also shows the cursor for the first time
    frame.write("글", x: 12, y: 20, style: Style(underline: true))
    frame.cursor = Point(x: 14, y: 20)
    let one = meter.draw(frame).count
    #expect(full > 120 * 40)
    #expect(one > 0 && one < 32)
    #expect(meter.draw(frame).isEmpty)
  }

  @Test func unknownTerminalTypeIsAClearError() throws {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let options = TerminalOptions(terminalType: "no-such-terminal-type")
    #expect(throws: TerminalError.cannotInitialize(term: "no-such-terminal-type")) {
      _ = try NcursesBackend(options: options, input: pty.secondary, output: pty.secondary)
    }
  }

  @Test func terminalWithoutCursorAddressingIsRefused() throws {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let options = TerminalOptions(terminalType: "dumb")
    #expect(throws: TerminalError.cannotInitialize(term: "dumb")) {
      _ = try NcursesBackend(options: options, input: pty.secondary, output: pty.secondary)
    }
  }

  @Test func refusesWhenNotATerminal() {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    defer {
      close(fds[0])
      close(fds[1])
    }
    #expect(throws: TerminalError.notATerminal) {
      _ = try NcursesBackend(options: Self.options, input: fds[0], output: fds[1])
    }
  }

  @Test("it asks the terminal (OSC 11, kitty, DA1), learns from the answers and keeps typed keys")
  func asksTheTerminal() throws {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let backend = try NcursesBackend(
      options: TerminalOptions(
        terminalType: "xterm-256color", queriesTerminal: true, colorFGBG: "15;0"),
      input: pty.secondary, output: pty.secondary)
    defer { backend.shutdown() }
    let asked = text(written(pty))
    #expect(
      asked.contains("\u{1B}]11;?\u{1B}\\") && asked.contains("a=q") && asked.contains("\u{1B}[c"))
    pty.send("k\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;4c")
    let facts = backend.learnFacts(waitingUpTo: 2_000)
    #expect(facts.background == RGB(255, 255, 255), "the answer wins over COLORFGBG")
    #expect(facts.graphics == .sixel && facts.answered && facts.colorCount == 256)
    #expect(backend.nextEvent(timeoutMilliseconds: 0) == .key(.character("k"), []))
  }

  @Test(
    "answers that come after the wait, split by pauses longer than the escape delay, are learnt and never typed"
  )
  func lateSplitAnswers() throws {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let backend = try NcursesBackend(
      options: TerminalOptions(terminalType: "xterm-256color", queriesTerminal: true),
      input: pty.secondary, output: pty.secondary)
    defer { backend.shutdown() }
    _ = written(pty)
    #expect(backend.learnFacts(waitingUpTo: 1).background == nil)
    var events: [InputEvent] = []
    // Each piece is followed by several escape delays of silence.
    let pieces = [
      "\u{1B}]11;rgb:ff", "ff/ffff/ffff\u{1B}\\", "\u{1B}[6;3", "5;46t\u{1B}[?62;", "4cq",
    ]
    for piece in pieces {
      pty.send(piece)
      for _ in 0..<4 {
        if let e = backend.nextEvent(timeoutMilliseconds: 30) { events.append(e) }
      }
    }
    #expect(events == [.key(.character("q"), [])], "only the typed q is a key")
    let facts = backend.learnFacts(waitingUpTo: 0)
    #expect(facts.background == RGB(255, 255, 255) && facts.answered)
    #expect(facts.cellSize == PixelSize(width: 46, height: 35) && facts.graphics == .sixel)
  }

  @Test("a sequence whose rest never comes is dropped after a pause, and typing goes on")
  func abandonedSequence() throws {
    try withBackend { backend, pty in
      pty.send("\u{1B}[1;")
      // 60 waits of the 25 ms escape delay: past the pause after which a sequence is dropped.
      let events = (0..<60).compactMap { _ in backend.nextEvent(timeoutMilliseconds: 30) }
      #expect(events.isEmpty)
      pty.send("k")
      #expect(backend.nextEvent(timeoutMilliseconds: 2_000) == .key(.character("k"), []))
    }
  }

  @Test("a terminal that never answers costs at most the wait; COLORFGBG then says the background")
  func silentTerminal() throws {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let backend = try NcursesBackend(
      options: TerminalOptions(
        terminalType: "xterm", queriesTerminal: true, colorFGBG: "0;15"),
      input: pty.secondary, output: pty.secondary)
    defer { backend.shutdown() }
    let clock = ContinuousClock()
    let started = clock.now
    let facts = backend.learnFacts(waitingUpTo: 30)
    #expect(clock.now - started < .seconds(1))
    #expect(facts.background == RGB(255, 255, 255) && !facts.answered)
    #expect(facts.colorCount == 8, "TERM=xterm has 8 colours")
  }
}
