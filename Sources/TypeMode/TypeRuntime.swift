import App
import HostedProgram
import Persistence
import Terminal

/// The loop of `dubeol type`: the program's output into the emulator, the user's input through
/// the `TypeSession` into the program, a frame whenever either changed what is on screen. One
/// thread does it all: it sleeps in the backend's wait, which watches the program's pty beside
/// the terminal, reads the output itself and writes keys to the program itself.
package final class TypeRuntime {
  private var session: TypeSession
  private let process: HostedProcess
  private let emulator: VTermEmulator
  private let backend: NcursesBackend
  private let theme: Theme
  private let hanjaTables: TypeHanjaTables
  /// Saves settings whose phrase list changed.
  private let saveSettings: (Settings) -> Void
  private var size: (width: Int, height: Int)
  private let painter = TypePainter()
  /// The program's title and cursor shape as last passed on to the terminal.
  private var shownTitle = ""
  private var shownCursorShape: Int?
  /// How often the program's exit is looked for while its terminal is open (a program whose
  /// children keep it open ends without closing it).
  private static let exitCheckInterval = Duration.milliseconds(100)

  /// `process` must have been started at `TypeScreen.programSize` of the backend's size.
  package init(
    session: TypeSession, process: HostedProcess, emulator: VTermEmulator,
    backend: NcursesBackend, theme: Theme, hanjaTables: TypeHanjaTables,
    saveSettings: @escaping (Settings) -> Void
  ) {
    self.saveSettings = saveSettings
    self.hanjaTables = hanjaTables
    self.session = session
    self.process = process
    self.emulator = emulator
    self.backend = backend
    self.theme = theme
    size = backend.size
  }

  /// Runs until the program ends; its exit status as a shell reports it.
  package func run() -> Int32 {
    let clock = ContinuousClock()
    var nextExitCheck = clock.now
    var outputEnded = false
    var changed = true
    // Output may have come before the terminal opened: read once before the first wait.
    var outputWaiting = true
    backend.watch(process.outputDescriptor)
    defer { backend.watch(nil) }
    while true {
      if outputWaiting && !outputEnded {
        let (bytes, ended) = process.takeOutput()
        if !bytes.isEmpty {
          emulator.feed(bytes)
          process.send(emulator.takeReplies())
          changed = true
        }
        if ended {
          outputEnded = true
          // A closed pty polls ready for ever: from now on the wait's timeout looks again.
          backend.watch(nil)
        }
      }
      if outputEnded || clock.now >= nextExitCheck {
        nextExitCheck = clock.now + Self.exitCheckInterval
        if let status = process.exitStatus() {
          // What it wrote last still reaches the emulator (a final answer is not needed).
          emulator.feed(process.takeOutput().bytes)
          return status
        }
      }
      if changed {
        update()
        changed = false
      }
      // Once the terminal is closed, the program may still be ending: look again soon.
      var event = backend.nextEvent(timeoutMilliseconds: outputEnded ? 20 : 250)
      while let current = event {
        handle(current)
        changed = true
        event = backend.nextEvent(timeoutMilliseconds: 0)
      }
      outputWaiting = backend.watchedIsReady
    }
  }

  /// Follows the session and the emulator: the program's size, the popups' area, the mouse
  /// reports, the title; a frame when something on screen changed.
  private func update() {
    let areas = TypeScreen.areas(session, width: size.width, height: size.height)
    follow(areas.program)
    session.placePopup(in: areas.program)
    session.page = max(1, emulator.height - 1)
    session.limitScroll(to: emulator.scrollbackCount)
    backend.setMouseReports(emulator.wantsMouse || session.grid != nil)
    passOnLooks()
    if let frame = painter.paint(
      session, emulator: emulator, theme: theme, width: size.width, height: size.height)
    {
      backend.draw(frame)
    }
  }

  private func handle(_ event: InputEvent) {
    switch event {
    case .resize(let width, let height):
      size = (width, height)
      painter.invalidate()
    case .mouse where session.popupOpen:
      send(session.handle(event))
    case .mouse(let mouse):
      let areas = TypeScreen.areas(session, width: size.width, height: size.height)
      if let grid = areas.grid, mouse.y >= grid.y, mouse.y < grid.maxY {
        pressGrid(mouse, in: grid, style: areas.keyStyle)
        return
      }
      // Only a program that asked for the mouse gets it, and only on its own rows.
      guard emulator.wantsMouse, mouse.y < emulator.height else { return }
      send(session.handle(event))
    case .key:
      let before = session.preedit
      let inputs = session.handle(event)
      if session.preedit != before { writeSyllableAhead() }
      send(inputs)
    default:
      send(session.handle(event))
    }
    if let settings = session.takeSettingsToSave() { saveSettings(settings) }
    if let entry = session.takeHanjaPick(), let problem = hanjaTables.learn(entry) {
      session.say(problem)
    }
    if let request = session.takeHanjaRequest() {
      switch hanjaTables.candidates(for: request) {
      case .success(let candidates):
        session.showHanja(request, candidates: candidates, anchor: emulator.cursorPosition)
        if let notice = hanjaTables.takeNotice() { session.say(notice) }
      case .failure(let problem):
        session.say("\(problem)")
      }
    }
  }

  /// A key that changed the syllable shows it at once, before the frame (which finds those
  /// cells already written): the engine's answer is on screen without waiting for the paint,
  /// as the UI's echo ahead. Not while the program's output waits to be read: the frame after
  /// may put the syllable elsewhere.
  private func writeSyllableAhead() {
    guard !backend.watchedIsReady, let ahead = TypeScreen.preeditAhead(session, emulator: emulator)
    else { return }
    backend.writeAhead(
      ahead.text, x: ahead.at.x, y: ahead.at.y, style: theme.composing, blank: .blank,
      to: ahead.at.x, cursor: ahead.cursor)
  }

  /// The program's title and cursor shape reach the terminal when they change (the shape once
  /// the program first asks for one: until then the terminal keeps its own).
  private func passOnLooks() {
    if emulator.title != shownTitle {
      shownTitle = emulator.title
      backend.setTitle(shownTitle)
    }
    let shape = emulator.cursorShapeNumber
    if shape != (shownCursorShape ?? 1) {
      shownCursorShape = shape
      backend.setCursorShape(shape)
    }
  }

  /// The program's area after a resize or the grid shown or hidden: the emulator and the
  /// program's terminal follow it.
  private func follow(_ area: Rect) {
    guard area.width != emulator.width || area.height != emulator.height else { return }
    emulator.resize(width: area.width, height: area.height)
    process.resize(width: area.width, height: area.height)
  }

  /// A click on the grid presses the key under it (the grid is dubeol's: always).
  private func pressGrid(_ mouse: MouseEvent, in area: Rect, style: Layout.KeyStyle) {
    guard case .press(.left) = mouse.kind else { return }
    let rects = KeyboardGeometry.keyRects(
      rows: session.gridRows, in: area, rowHeight: TypeGrid.rowHeight(style))
    guard let position = KeyboardGeometry.key(at: Point(x: mouse.x, y: mouse.y), in: rects)
    else { return }
    send(session.pressGridKey(at: position))
  }

  private func send(_ inputs: [ProgramInput]) {
    guard !inputs.isEmpty else { return }
    process.send(emulator.encode(inputs))
  }
}
