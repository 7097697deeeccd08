import App
import DisplayText
import HostedProgram
import Terminal
import Testing
import TypeMode

/// `dubeol type` writes the syllable a key changed before the frame is painted
/// (`TypeScreen.preeditAhead`): the cells and the cursor it writes are the next frame's, so the
/// frame's diff writes none of them again.
@Suite("dubeol type: the syllable written ahead of the frame")
struct TypeSyllableAheadTests {
  typealias Paint = TypePainterTests

  /// Types `keys` in 한글 mode over `emulator`, the program echoing what it is sent. After each
  /// key that changed the syllable, writes it ahead into a screen model that shows the last
  /// frame, then checks the frame. Returns how many keys were written ahead.
  @discardableResult
  static func typeChecking(
    _ keys: String, _ session: inout TypeSession, _ emulator: VTermEmulator,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int {
    let painter = TypePainter()
    var screen = ScreenModel()
    var ahead = 0
    _ = screen.update(to: try #require(Paint.paint(painter, &session, emulator)))
    for key in keys {
      let before = session.preedit
      let sent = session.handle(.key(.character(key), []))
      if session.preedit != before,
        let spot = TypeScreen.preeditAhead(session, emulator: emulator)
      {
        let written = screen.writeAhead(
          spot.text, x: spot.at.x, y: spot.at.y, style: Paint.theme.composing, blank: .blank,
          to: spot.at.x, cursor: spot.cursor)
        #expect(written != nil, "\(key)", sourceLocation: sourceLocation)
        let frame = try #require(Paint.paint(painter, &session, emulator))
        #expect(frame.cursor == spot.cursor, "\(key)", sourceLocation: sourceLocation)
        let end = spot.at.x + DisplayWidth.of(spot.text)
        for run in screen.update(to: frame).runs where run.y == spot.at.y {
          let runEnd = run.x + run.cells.reduce(0) { $0 + $1.width }
          #expect(
            runEnd <= spot.at.x || run.x >= end, "\(key): written again",
            sourceLocation: sourceLocation)
        }
        ahead += 1
      }
      // The program shows what it was sent, as a shell or an editor in insert mode does.
      emulator.feed(Array(TypeSessionTests.bytes(sent).utf8))
      if let frame = Paint.paint(painter, &session, emulator) { _ = screen.update(to: frame) }
    }
    return ahead
  }

  static func hangul() -> (TypeSession, VTermEmulator) {
    var (session, emulator) = Paint.start()
    _ = session.handle(.key(.ctrl("\\"), []))
    return (session, emulator)
  }

  @Test("\"gksrmf\": ㅎ, 하, 한, then ㄱ, 그, 글 each written ahead where the frame draws it")
  func syllables() throws {
    var (session, emulator) = Self.hangul()
    #expect(try Self.typeChecking("gksrmf", &session, emulator) == 6)
    #expect(session.preedit == "글")
    #expect(emulator.text(row: 0) == "한")
  }

  @Test("at the right edge the syllable is written where it still fits")
  func rightEdge() throws {
    var (session, emulator) = Self.hangul()
    emulator.feed(Array(String(repeating: "x", count: emulator.width - 1).utf8))
    #expect(try Self.typeChecking("rk", &session, emulator) == 2)
    let spot = try #require(TypeScreen.preeditAhead(session, emulator: emulator))
    #expect(spot.at.x == emulator.width - 2)
    #expect(spot.cursor.x == emulator.width - 1)
  }

  @Test("nothing is written ahead scrolled back or under the phrases popup")
  func notUnderPopups() throws {
    var (session, emulator) = Self.hangul()
    _ = TypeSessionTests.type("gk", into: &session)
    #expect(TypeScreen.preeditAhead(session, emulator: emulator) != nil)
    _ = session.handle(.key(.character("p"), .alt))
    #expect(session.phrases != nil)
    #expect(TypeScreen.preeditAhead(session, emulator: emulator) == nil)
    _ = session.handle(.key(.escape, []))
    _ = TypeSessionTests.type("gk", into: &session)
    emulator.feed(Array(String(repeating: "line\r\n", count: 40).utf8))
    _ = session.handle(.key(.pageUp, .shift))
    session.limitScroll(to: emulator.scrollbackCount)
    #expect(session.scrolledBack > 0 && session.preedit == "하")
    #expect(TypeScreen.preeditAhead(session, emulator: emulator) == nil)
    // A key brings the live screen back, and its syllable is written ahead again.
    _ = TypeSessionTests.type("s", into: &session)
    #expect(TypeScreen.preeditAhead(session, emulator: emulator)?.text == "한")
  }

  @Test("random 2-beolsik keys with spaces and line ends from the program, at the right edge too")
  func randomKeys() throws {
    var generator = SystemRandomNumberGenerator()
    let letters = Array("rRseEfaqQtTdwWczxvgkoiOjpuPhynbml     ")
    var total = 0
    for round in 0..<6 {
      var (session, emulator) = Self.hangul()
      // Start somewhere on the row, some rounds right by the edge.
      let column = round.isMultiple(of: 2) ? emulator.width - 3 : Int.random(in: 0..<20)
      emulator.feed(Array(String(repeating: "-", count: column).utf8))
      let keys = String((0..<150).map { _ in letters.randomElement(using: &generator)! })
      total += try Self.typeChecking(keys, &session, emulator)
    }
    #expect(total > 300)
  }
}
