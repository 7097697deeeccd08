import App
import HostedProgram
import Persistence
import Terminal
import Testing
import TypeMode

/// `dubeol type`'s frame kept between redraws: made only when the screen changed, with only
/// the rows that changed drawn again, and always the frame a fresh drawing would make.
@Suite("dubeol type: the frame kept between redraws")
struct TypePainterTests {
  static let width = 60
  static let height = 20
  static let theme = Theme.make(settings: .defaults, tone: .dark, colorCount: 256, noColor: false)

  /// A session in English over a program's screen of the terminal's size less dubeol's rows.
  static func start() -> (TypeSession, VTermEmulator) {
    let session = TypeSessionTests.session(start: .english)
    let program = TypeScreen.programSize(width: width, height: height)
    return (session, VTermEmulator(width: program.width, height: program.height))
  }

  /// What the runtime does before a frame: the program's area follows the grid, popups sit in it.
  static func paint(
    _ painter: TypePainter, _ session: inout TypeSession, _ emulator: VTermEmulator
  ) -> Frame? {
    let area = TypeScreen.areas(session, width: width, height: height).program
    if area.width != emulator.width || area.height != emulator.height {
      emulator.resize(width: area.width, height: area.height)
    }
    session.placePopup(in: area)
    return painter.paint(session, emulator: emulator, theme: theme, width: width, height: height)
  }

  @Test("a key that only went to the program makes no frame; the program's echo does")
  func noFrameUntilTheScreenChanges() throws {
    var (session, emulator) = Self.start()
    let painter = TypePainter()
    #expect(Self.paint(painter, &session, emulator) != nil)
    #expect(Self.paint(painter, &session, emulator) == nil)
    let sent = session.handle(.key(.character("a"), []))
    #expect(sent == [.key(.character("a"), [])])
    #expect(Self.paint(painter, &session, emulator) == nil)
    emulator.feed(Array("a".utf8))
    let echoed = try #require(Self.paint(painter, &session, emulator))
    #expect(echoed[0, 0].text == "a")
    #expect(echoed.cursor == Point(x: 1, y: 0))
  }

  @Test("output on one row: every other row of the program keeps its stamp, so the diff skips it")
  func onlyTheChangedRowIsDrawnAgain() throws {
    var (session, emulator) = Self.start()
    let painter = TypePainter()
    emulator.feed(Array("one\r\ntwo\r\nthree".utf8))
    let before = try #require(Self.paint(painter, &session, emulator))
    emulator.feed(Array("\u{1B}[2;1Htwice".utf8))
    let after = try #require(Self.paint(painter, &session, emulator))
    #expect(emulator.text(row: 1) == "twice")
    #expect(!after.rowIsStamped(1, sameAs: before))
    for y in 0..<emulator.height where y != 1 {
      #expect(after.rowIsStamped(y, sameAs: before), "row \(y)")
    }
    var screen = ScreenModel()
    _ = screen.update(to: before)
    let runs = screen.update(to: after).runs
    #expect(!runs.isEmpty && runs.allSatisfy { $0.y == 1 })
  }

  @Test("after the syllable, the grid, a popup and output come and go, the frame is a fresh one")
  func sameAsAFreshFrame() throws {
    var (session, emulator) = Self.start()
    let painter = TypePainter()
    var last = try #require(Self.paint(painter, &session, emulator))
    let lines = Array(String(repeating: "line\r\n", count: 30).utf8)
    let steps: [(String, (inout TypeSession, VTermEmulator) -> Void)] = [
      ("output", { _, emulator in emulator.feed(Array("$ ls\r\nfile\r\n$ ".utf8)) }),
      ("한글 mode", { session, _ in _ = session.handle(.key(.ctrl("\\"), [])) }),
      ("a syllable", { session, _ in _ = TypeSessionTests.type("gks", into: &session) }),
      ("the grid", { session, _ in _ = session.handle(.key(.character("g"), .alt)) }),
      ("the phrases", { session, _ in _ = session.handle(.key(.character("p"), .alt)) }),
      ("output under them", { _, emulator in emulator.feed(Array("\r\nmore\r\n$ ".utf8)) }),
      ("phrases closed", { session, _ in _ = session.handle(.key(.escape, [])) }),
      ("the grid hidden", { session, _ in _ = session.handle(.key(.character("g"), .alt)) }),
      ("Enter", { session, _ in _ = session.handle(.key(.enter, [])) }),
      ("lines scrolled off", { _, emulator in emulator.feed(lines) }),
      ("scrolled back", { session, _ in _ = session.handle(.key(.pageUp, .shift)) }),
      ("back to the live screen", { session, _ in _ = session.handle(.key(.pageDown, .shift)) }),
    ]
    for (name, step) in steps {
      step(&session, emulator)
      if name == "scrolled back" {
        #expect(session.scrolledBack > 0 && emulator.scrollbackCount > 0)
      }
      last = Self.paint(painter, &session, emulator) ?? last
      var fresh = session
      let expected = try #require(Self.paint(TypePainter(), &fresh, emulator))
      #expect(last == expected, "after \(name)")
    }
  }

  @Test("after a resize the next paint makes a whole frame, even when the size came back")
  func invalidated() throws {
    var (session, emulator) = Self.start()
    let painter = TypePainter()
    let first = try #require(Self.paint(painter, &session, emulator))
    painter.invalidate()
    let again = try #require(Self.paint(painter, &session, emulator))
    #expect(again == first)
    #expect(Self.paint(painter, &session, emulator) == nil)
  }
}
