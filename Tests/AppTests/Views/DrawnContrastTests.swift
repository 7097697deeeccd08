import HostedProgram
import Persistence
import Terminal
import TerminalTestSupport
import Testing

@testable import App

/// Issue 47: the contrast of what a terminal shows, not of the frame: every screen of
/// `ContrastTests` goes through the screen model and ncurses on a pseudo-terminal of the
/// terminal type, and the bytes written are read back cell by cell by libvterm (the
/// emulator `dubeol type` uses). A cell whose colour never reaches the terminal (a background
/// sent without its text colour, an SGR the terminal type lacks) shows here as the terminal's
/// default colour, and is measured as such.
@Suite("Contrast of every cell as a terminal draws it", .serialized)
struct DrawnContrastTests {
  /// The terminal types measured, with their colour counts (Debian has no xterm-16color
  /// entry: 16 colours are measured by the frames in `ContrastTests`).
  static let terminals: [(BackgroundTone, String, Int)] = [
    (.dark, "xterm-256color", 256), (.light, "xterm-256color", 256), (.dark, "xterm", 8),
    (.light, "xterm", 8),
  ]

  /// What libvterm holds after ncurses has drawn each of `frames` in turn on one terminal of
  /// `type` (from the second on, only what changed is written, as in the app).
  static func drawn(_ frames: [Frame], terminalType type: String) throws -> [Frame] {
    guard let first = frames.first else { return [] }
    let pty = try PseudoTerminal(width: first.width, height: first.height)
    let backend = try NcursesBackend(
      options: TerminalOptions(terminalType: type), input: pty.secondary, output: pty.secondary)
    // (What the shutdown writes leaves the alternate screen: it is not read.)
    defer { backend.shutdown() }
    let emulator = VTermEmulator(width: first.width, height: first.height)
    var shown: [Frame] = []
    for frame in frames {
      backend.draw(frame)
      emulator.feed(try #require(pty.readWritten(), "the terminal output did not come back"))
      var screen = Frame(width: frame.width, height: frame.height)
      emulator.draw(into: &screen, at: Point(x: 0, y: 0))
      shown.append(screen)
    }
    return shown
  }

  @Test("text ≥ 4.5:1 and lines ≥ 3:1 in every cell the terminal shows", arguments: terminals)
  func everyDrawnCellReads(tone: BackgroundTone, type: String, colors: Int) throws {
    let theme = Theme.make(settings: .defaults, tone: tone, colorCount: colors, noColor: false)
    var screens: [(String, Frame)] = []
    let sequences = ContrastTests().screens(theme: theme).map { [$0] } + [Self.gridMoves(theme)]
    for sequence in sequences {
      let shown = try Self.drawn(sequence.map(\.1), terminalType: type)
      // (libvterm's widths of a few emoji differ from the frame's: the text is not compared.)
      for ((name, _), screen) in zip(sequence, shown) { screens.append((name, screen)) }
    }
    let figures = ContrastFigures.measure(screens, on: .xterm(tone, colors: colors))
    for failure in figures.failures.prefix(10) { Issue.record("\(tone) \(type): \(failure)") }
    #expect(figures.failures.isEmpty)
  }

  @Test(
    "the measure reads the terminal: the jamo row of a yellow key sent without its black text is caught on 8 colours"
  )
  func measureCatchesAnUnsetForeground() throws {
    var frame = Frame(width: 20, height: 3)
    let key = Style(foreground: .black, background: .yellow)
    frame.write("╔══════╗", x: 0, y: 0, style: key)
    frame.write("║  ㅂ  ║", x: 0, y: 1, style: Style(background: .yellow))
    frame.write("╚══════╝", x: 0, y: 2, style: key)
    let shown = try Self.drawn([frame], terminalType: "xterm")
    let figures = ContrastFigures.measure([("key", shown[0])], on: .xterm(.dark, colors: 8))
    #expect(figures.failures.count == 3, "\(figures.failures)")
    #expect(figures.failures.allSatisfy { $0.contains("(") && $0.contains(",1)") })
  }

  /// The grid in the boxed style a tall terminal gets, the key selected by the arrows moving
  /// over each row, drawn one after another (each frame only what changed).
  static func gridMoves(_ theme: Theme) -> [(String, Frame)] {
    var state = makeState(width: 120, height: 45, reviews: sampleReviews)
    state.theme = theme
    state.focus = .keyboard
    var frames: [(String, Frame)] = []
    var cache = RenderCache()
    for key in [Key.right, .down, .right, .down, .left] {
      state.press(key)
      frames.append(("grid after \(key)", render(state, reusing: &cache)))
    }
    return frames
  }
}
