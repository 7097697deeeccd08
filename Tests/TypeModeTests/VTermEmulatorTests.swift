import HostedProgram
import Terminal
import Testing

/// The hosted program's screen as libvterm keeps it, and input encoded as the program asked.
@Suite("dubeol type: the program's screen and its input modes")
struct VTermEmulatorTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func encoded(_ emulator: VTermEmulator, _ inputs: [ProgramInput]) -> String {
    String(decoding: emulator.encode(inputs), as: UTF8.self)
  }

  @Test("text lands in cells; Hangul takes two columns, ★ one")
  func wideCells() {
    let emulator = VTermEmulator(width: 20, height: 3)
    emulator.feed(Self.bytes("한글 ok\r\n★x"))
    var frame = Frame(width: 20, height: 3)
    emulator.draw(into: &frame, at: Point(x: 0, y: 0))
    #expect(frame[0, 0].text == "한" && frame[0, 0].width == 2)
    #expect(frame[1, 0].isContinuation)
    #expect(frame[2, 0].text == "글")
    #expect(frame[5, 0].text == "o")
    #expect(frame[0, 1].text == "★" && frame[1, 1].text == "x")
    #expect(emulator.text(row: 0) == "한글 ok")
    #expect(emulator.cursor == Point(x: 2, y: 1))
  }

  @Test(
    "one column: a wide character and more text are kept without a crash, the cursor within the column"
  )
  func oneColumn() {
    let emulator = VTermEmulator(width: 1, height: 2)
    emulator.feed(Self.bytes("가나다 abc"))
    emulator.resize(width: 1, height: 3)
    emulator.feed(Self.bytes("\r\n한"))
    var frame = Frame(width: 1, height: 3)
    emulator.draw(into: &frame, at: Point(x: 0, y: 0))
    #expect(emulator.width == 1)
    #expect(emulator.cursorPosition.x == 0)
    #expect((0..<3).allSatisfy { !frame[0, $0].isContinuation && frame[0, $0].width == 1 })
  }

  @Test("colours and attributes reach the cells; text after a reset is plain")
  func colours() {
    let emulator = VTermEmulator(width: 10, height: 1)
    emulator.feed(Self.bytes("\u{1B}[1;31mR\u{1B}[0m\u{1B}[38;5;200;4mU\u{1B}[0;7mV\u{1B}[0mW"))
    var frame = Frame(width: 10, height: 1)
    emulator.draw(into: &frame, at: Point(x: 0, y: 0))
    #expect(frame[0, 0].style == Style(foreground: .red, bold: true))
    #expect(frame[1, 0].style == Style(foreground: .indexed(200), underline: true))
    #expect(frame[2, 0].style == Style(reverse: true))
    #expect(frame[3, 0].style == .plain)
  }

  @Test("keys are encoded as the program asked: cursor-key mode turns ↑ into ESC O A")
  func cursorKeyMode() {
    let emulator = VTermEmulator(width: 10, height: 2)
    #expect(Self.encoded(emulator, [.key(.up, [])]) == "\u{1B}[A")
    emulator.feed(Self.bytes("\u{1B}[?1h"))
    #expect(Self.encoded(emulator, [.key(.up, [])]) == "\u{1B}OA")
    #expect(Self.encoded(emulator, [.key(.up, .ctrl)]) == "\u{1B}[1;5A")
    #expect(Self.encoded(emulator, [.key(.function(5), [])]) == "\u{1B}[15~")
    #expect(Self.encoded(emulator, [.key(.backTab, [])]) == "\u{1B}[Z")
    #expect(Self.encoded(emulator, [.key(.ctrl(" "), [])]) == "\u{0}")
  }

  @Test("a paste is bracketed only when the program enabled bracketed paste, and cannot end early")
  func bracketedPaste() {
    let emulator = VTermEmulator(width: 10, height: 2)
    #expect(Self.encoded(emulator, [.paste("a\rb")]) == "a\rb")
    emulator.feed(Self.bytes("\u{1B}[?2004h"))
    #expect(
      Self.encoded(emulator, [.paste("가\u{1B}[201~x")]) == "\u{1B}[200~가x\u{1B}[201~")
  }

  @Test("the emulator answers the program's queries (DA1, cursor position)")
  func answersQueries() {
    let emulator = VTermEmulator(width: 10, height: 5)
    emulator.feed(Self.bytes("\u{1B}[3;4H\u{1B}[6n"))
    #expect(String(decoding: emulator.takeReplies(), as: UTF8.self) == "\u{1B}[3;4R")
    emulator.feed(Self.bytes("\u{1B}[c"))
    #expect(String(decoding: emulator.takeReplies(), as: UTF8.self).hasPrefix("\u{1B}[?"))
  }

  @Test("the mouse is reported only after the program asks for it, in the encoding it chose")
  func mouse() {
    let emulator = VTermEmulator(width: 20, height: 5)
    let click = [ProgramInput.mouse(MouseEvent(kind: .press(.left), x: 2, y: 1))]
    #expect(!emulator.wantsMouse)
    #expect(Self.encoded(emulator, click) == "")
    emulator.feed(Self.bytes("\u{1B}[?1000h\u{1B}[?1006h"))
    #expect(emulator.wantsMouse)
    #expect(Self.encoded(emulator, click) == "\u{1B}[<0;3;2M")
  }

  @Test("a resize keeps the text and reports the new size")
  func resize() {
    let emulator = VTermEmulator(width: 10, height: 3)
    emulator.feed(Self.bytes("abc"))
    emulator.resize(width: 30, height: 6)
    #expect(emulator.width == 30 && emulator.height == 6)
    #expect(emulator.text(row: 0) == "abc")
  }

  @Test(
    "lines scrolled off the top are kept and drawn when scrolled back; the alternate screen keeps none"
  )
  func scrollback() {
    let emulator = VTermEmulator(width: 10, height: 5)
    emulator.feed(Self.bytes((1...30).map { "line\($0)" }.joined(separator: "\r\n")))
    #expect(emulator.scrollbackCount == 25)
    var frame = Frame(width: 10, height: 5)
    emulator.draw(into: &frame, at: Point(x: 0, y: 0), scrolledBack: 25)
    #expect(frame.row(0).map(\.text).joined().hasPrefix("line1 "))
    emulator.draw(into: &frame, at: Point(x: 0, y: 0), scrolledBack: 3)
    #expect(frame.row(0).map(\.text).joined().hasPrefix("line23"))
    #expect(frame.row(4).map(\.text).joined().hasPrefix("line27"))
    emulator.feed(Self.bytes("\u{1B}[?1049h" + String(repeating: "x\r\n", count: 20)))
    #expect(emulator.scrollbackCount == 25, "a full-screen program's scrolling is its own")
  }

  @Test("the program's title and cursor shape are kept to be passed on")
  func titleAndCursorShape() {
    let emulator = VTermEmulator(width: 10, height: 2)
    #expect(emulator.cursorShapeNumber == 1, "a blinking block until the program asks")
    emulator.feed(Self.bytes("\u{1B}]2;제목 title\u{07}\u{1B}[6 q"))
    #expect(emulator.title == "제목 title")
    #expect(emulator.cursorShapeNumber == 6, "a steady bar")
    emulator.feed(Self.bytes("\u{1B}[3 q"))
    #expect(emulator.cursorShapeNumber == 3, "a blinking underline")
  }
}
