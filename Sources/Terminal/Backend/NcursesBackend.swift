@preconcurrency import CNcursesw
import CNcurseswShim
import DisplayText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: ncursesw draws (colours unless `NO_COLOR`, only the cells the
/// `ScreenModel` says changed); input is read as bytes from the tty and decoded by
/// `ByteInputDecoder` alone (keys, SGR mouse, bracketed paste). A wait for input is a poll on
/// the tty and the waker's pipe, so effects' results and resizes end it at once.
public final class NcursesBackend: TerminalBackend {
  public let options: TerminalOptions
  private var screen: OpaquePointer?
  private var model = ScreenModel()
  private var cursorVisible: Int32 = -1
  private var pending: [InputEvent] = []
  /// Where the last drawn frame put the cursor (nil: hidden).
  private var drawnCursor: Point?
  /// The last read took as many bytes as it asked for: more may be waiting.
  private var lastReadFilled = false
  /// Whether the size was compared with the terminal's since the backend opened.
  private var sizeChecked = false
  /// The wide characters of the run being written (kept to spare an allocation per run).
  private var wideBuffer: [wchar_t] = []
  private var decoder = ByteInputDecoder()
  private let inputDescriptor: Int32
  /// Escape-delay waits in a row that ended with nothing new while a paste or a sequence was
  /// under way.
  private var quietWaits = 0
  /// How long a paste or a started escape sequence may pause before it is taken as ended (a
  /// paste without its end marker) or dropped (a sequence: its rest, typed on, would otherwise
  /// read as keys, as a terminal's answer split by a busy machine did).
  private static let sequencePauseMilliseconds = 1_000
  /// The tty said end-of-file or failed: only the waker can end a wait from then on.
  private var inputClosed = false
  /// Ends a wait for input from another thread; SIGWINCH writes to it as well.
  public let waker: TerminalWaker?
  /// Another descriptor whose input (or hang-up) ends a wait (`watch`); -1 for none.
  private var watched: Int32 = -1
  /// Whether the last wait found `watched` ready (`watch`).
  public private(set) var watchedIsReady = false
  /// When bytes waiting for the rest of a sequence stop waiting, across waits that `watched`
  /// ended early.
  private var escapeDeadline: ContinuousClock.Instant?
  private var colorsEnabled = false
  /// Whether the terminal is sending mouse reports now.
  private var mouseReporting = false
  /// A title was set (the terminal's own was pushed, to be popped at shutdown).
  private var titleSet = false
  /// A cursor shape was set (the terminal's default comes back at shutdown).
  private var cursorShapeSet = false
  /// What the terminal has said about itself so far.
  private var facts = TerminalFacts()
  /// Queries were sent and their end marker (the DA1 answer) has not come yet.
  private var awaitingAnswers = false
  private var pairs: [ColorPairKey: Int32] = [:]
  private let attributes = CursesAttributes()
  private let outputDescriptor: Int32
  /// Streams opened on descriptors other than standard input and output.
  private var files: (UnsafeMutablePointer<FILE>?, UnsafeMutablePointer<FILE>?)?

  /// Opens the terminal on `input` and `output` (standard input and output by default, or a
  /// `PseudoTerminal`'s secondary side) and switches it to the UI mode. Handlers that restore
  /// the terminal on SIGTERM/SIGINT/SIGHUP/SIGQUIT and at exit are installed first.
  public init(
    options: TerminalOptions, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
  ) throws {
    self.options = options
    outputDescriptor = output
    inputDescriptor = input
    waker = TerminalWaker()
    guard isatty(input) == 1, isatty(output) == 1 else {
      throw TerminalError.notATerminal
    }
    TerminalLocale.activateUTF8()
    cnc_install_restore_handlers()
    if input != STDIN_FILENO || output != STDOUT_FILENO {
      files = (fdopen(dup(input), "r"), fdopen(dup(output), "w"))
    }
    let (inFile, outFile) = files ?? (stdin, stdout)
    guard let inFile, let outFile else {
      closeFiles()
      throw TerminalError.cannotInitialize(term: options.terminalType ?? "")
    }
    // The size the terminal reports wins; LINES/COLUMNS only fill in when it reports none
    // (a pty under `script` with piped input).
    var cols: Int32 = 0
    var rows: Int32 = 0
    let reportsSize = cnc_get_window_size(output, &cols, &rows) == 0 && cols > 0 && rows > 0
    use_env(true)
    use_tioctl(reportsSize)
    // Before newterm: ncurses handles SIGTSTP itself only when nothing else does.
    cnc_watch_suspend(waker?.writeDescriptor ?? -1)
    guard let screen = newterm(options.terminalType, outFile, inFile) else {
      cnc_watch_suspend(-1)
      closeFiles()
      throw TerminalError.cannotInitialize(
        term: options.terminalType ?? getenv("TERM").map { String(cString: $0) } ?? "")
    }
    _ = set_term(screen)
    // A terminal that cannot move the cursor (TERM=dumb) would get an unreadable UI.
    guard Self.canAddressCursor() else {
      _ = endwin()
      delscreen(screen)
      cnc_watch_suspend(-1)
      closeFiles()
      throw TerminalError.cannotInitialize(
        term: options.terminalType ?? getenv("TERM").map { String(cString: $0) } ?? "")
    }
    self.screen = screen
    cnc_drop_charset_switch()
    cnc_arm_restore(output)
    _ = raw()
    _ = noecho()
    _ = nonl()
    _ = intrflush(stdscr, false)
    // ncurses never reads input here; without this it would poll the tty while drawing and
    // cut a frame short when a key is waiting.
    _ = typeahead(-1)
    // The resize handler replaces ncurses' own: this backend follows the size itself.
    cnc_watch_resize(waker?.writeDescriptor ?? -1)
    writeDirectly(Self.pasteOn)
    setMouseReports(options.mouse)
    if !options.noColor && has_colors() {
      _ = start_color()
      _ = use_default_colors()
      colorsEnabled = true
    }
    facts.colorCount = colorsEnabled ? Int(COLORS) : 0
    facts.background = TerminalFacts.background(colorFGBG: options.colorFGBG)
    // The cell size from the pty's pixel size, where the terminal sets it (xterm does, and
    // refuses CSI 16 t by default); an answer to CSI 16 t replaces it.
    var pixelWidth: Int32 = 0
    var pixelHeight: Int32 = 0
    if reportsSize, cnc_get_pixel_size(output, &pixelWidth, &pixelHeight) == 0 {
      facts.cellSize = TerminalFacts.cellSize(
        pixels: (Int(pixelWidth), Int(pixelHeight)), cells: (Int(cols), Int(rows)))
    }
    if options.queriesTerminal {
      let term = options.terminalType ?? getenv("TERM").map { String(cString: $0) } ?? ""
      writeDirectly(Self.queries(term: term))
      awaitingAnswers = true
    }
    setCursor(visible: false)
  }

  /// OSC 11 (background colour), kitty's graphics query where an APC string is harmless (the
  /// Linux console prints it; tmux and screen take it as the window title), the cell size in
  /// pixels (for sixel pictures), then DA1, which
  /// every terminal answers: its answer ends the wait, so a terminal that ignores the first two
  /// costs no time (as yazi does).
  static func queries(term: String) -> String {
    let background = "\u{1B}]11;?\u{1B}\\"
    let apcUnsafe = ["linux", "screen", "tmux"].contains { term.hasPrefix($0) }
    let kitty = apcUnsafe ? "" : "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    return background + kitty + "\u{1B}[16t" + "\u{1B}[c"
  }

  public func learnFacts(waitingUpTo milliseconds: Int) -> TerminalFacts {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(milliseconds)
    while awaitingAnswers, screen != nil, !inputClosed {
      let left = deadline - clock.now
      guard left > .zero else { break }
      let wait =
        Int(left.components.seconds) * 1000
        + Int(left.components.attoseconds / 1_000_000_000_000_000) + 1
      var fd = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&fd, 1, Int32(clamping: wait)) > 0 else { continue }
      pending += decoder.feed(readInput())
      takeReports()
    }
    return facts
  }

  /// Learns from the answers the decoder has set aside (late ones too).
  private func takeReports() {
    for report in decoder.takeReports() {
      facts.learn(report)
      if case .deviceAttributes = report { awaitingAnswers = false }
    }
  }

  /// Whether the current terminal has cursor addressing (`cup`); tigetstr answers nil when
  /// the capability is absent and -1 when the name is not a string capability.
  private static func canAddressCursor() -> Bool {
    guard let cup = tigetstr("cup") else { return false }
    return Int(bitPattern: cup) != -1
  }

  /// Opens the terminal with options from the environment.
  public convenience init() throws {
    try self.init(options: .fromEnvironment(TerminalEnvironment.current))
  }

  deinit { shutdown() }

  /// Runs `body` with an open terminal and restores the terminal however `body` ends.
  public static func withTerminal<T>(
    options: TerminalOptions = .fromEnvironment(TerminalEnvironment.current),
    _ body: (NcursesBackend) throws -> T
  ) throws -> T {
    let backend = try NcursesBackend(options: options)
    defer { backend.shutdown() }
    return try body(backend)
  }

  /// Runs async `body` with an open terminal and restores the terminal however `body` ends.
  /// It runs on the caller's actor, so the backend never leaves it.
  nonisolated(nonsending) public static func withTerminal<T>(
    options: TerminalOptions = .fromEnvironment(TerminalEnvironment.current),
    _ body: (NcursesBackend) async throws -> T
  ) async throws -> T {
    let backend = try NcursesBackend(options: options)
    defer { backend.shutdown() }
    return try await body(backend)
  }

  public var isActive: Bool { screen != nil }

  public var mayHaveWaitingInput: Bool {
    !pending.isEmpty || lastReadFilled || decoder.hasPendingInput
  }

  public var size: (width: Int, height: Int) {
    guard screen != nil else { return (0, 0) }
    return (Int(getmaxx(stdscr)), Int(getmaxy(stdscr)))
  }

  public func draw(_ frame: Frame) {
    guard let screen else { return }
    _ = set_term(screen)
    let update = model.update(to: frame)
    // Nothing to write (the panes after a key's echo, unchanged): ncurses is not asked.
    // (After `invalidate` every cell is a run, so a repaint is never skipped.)
    if update.runs.isEmpty, update.cursor == drawnCursor { return }
    send(update)
  }

  @discardableResult
  public func writeAhead(
    _ text: String, x: Int, y: Int, style: Style, blank: Cell, to blankEnd: Int, cursor: Point
  ) -> Bool {
    guard let screen,
      let update = model.writeAhead(
        text, x: x, y: y, style: style, blank: blank, to: blankEnd, cursor: cursor)
    else { return false }
    _ = set_term(screen)
    send(update)
    return true
  }

  /// Writes an update's runs, places the cursor and sends it all to the terminal.
  private func send(_ update: ScreenUpdate) {
    drawnCursor = update.cursor
    for run in update.runs { output(run) }
    if let c = update.cursor {
      setCursor(visible: true)
      _ = wmove(stdscr, Int32(c.y), Int32(c.x))
    } else {
      setCursor(visible: false)
    }
    _ = wrefresh(stdscr)
  }

  /// Forgets what is on screen, so the next `draw` writes every cell (after a resize, or when
  /// something else may have written to the terminal).
  public func invalidate() {
    guard screen != nil else { return }
    model.invalidate()
    _ = clearok(curscr, true)
  }

  public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
    guard let screen else { return nil }
    _ = set_term(screen)
    if !pending.isEmpty { return pending.removeFirst() }
    // A resize whose SIGWINCH came before the handler was installed still counts; after the
    // first look, only a wake-up (SIGWINCH writes to the waker) makes it worth asking.
    if !sizeChecked || waker == nil {
      sizeChecked = true
      if let resized = followWindowSize() { return resized }
    }
    // Bytes waiting for the rest of a sequence wait only the escape delay: a lone ESC is then
    // the Escape key. A zero timeout (draining what is already there) never ends a sequence.
    let delay = options.escapeDelayMilliseconds
    let escapeWait = decoder.hasPendingInput && timeoutMilliseconds != 0
    if !decoder.hasPendingInput { escapeDeadline = nil }
    var wait = timeoutMilliseconds
    if escapeWait {
      // The delay counts from the first wait for the rest, across waits the watched ended.
      let now = ContinuousClock.now
      let deadline = escapeDeadline ?? now + .milliseconds(delay)
      escapeDeadline = deadline
      let left = max(0, Int(((deadline - now) / .milliseconds(1)).rounded(.up)))
      wait = timeoutMilliseconds < 0 ? left : min(left, timeoutMilliseconds)
    }
    var wake = waitForInput(milliseconds: wait)
    // A watched descriptor that is always ready must not hold a lone ESC for ever: once the
    // delay has passed since the wait for the sequence's rest began, it ends as a time-out.
    if wake == .watched, escapeWait, let deadline = escapeDeadline, ContinuousClock.now >= deadline
    {
      wake = .timedOut
    }
    // New bytes start a new wait; a drain (zero timeout) that found nothing keeps the old one.
    if wake == .readable || (escapeWait && wake != .watched) { escapeDeadline = nil }
    switch wake {
    case .timedOut where escapeWait && decoder.isInsideSequence:
      quietWaits += 1
      if quietWaits * max(1, delay) >= Self.sequencePauseMilliseconds {
        quietWaits = 0
        pending = decoder.isInsidePaste ? decoder.endPaste() : decoder.flush()
      }
    case .timedOut:
      if escapeWait { pending = decoder.flush() }
    case .watched:
      // The caller reads it; a sequence under way waits on in the next call.
      break
    case .woken:
      waker?.drain()
      if cnc_take_suspend_request() { return suspendUntilContinued() }
      if let resized = followWindowSize() { return resized }
    case .readable:
      quietWaits = 0
      pending = decoder.feed(readInput())
      takeReports()
    }
    return pending.isEmpty ? nil : pending.removeFirst()
  }

  /// Makes input on `descriptor` (or its hang-up) end a wait as well, in the same poll as the
  /// terminal (nil: none): `nextEvent` then returns nil, `watchedIsReady` is true, and the
  /// caller reads the descriptor itself. `dubeol type` watches its program's pty this way, so
  /// the program's output reaches the screen without a thread in between.
  public func watch(_ descriptor: Int32?) {
    watched = descriptor ?? -1
    watchedIsReady = false
  }

  private enum Wake { case readable, woken, watched, timedOut }

  /// Polls the tty, the waker's pipe and the watched descriptor; an interrupted poll counts as
  /// a wake-up. The tty comes first, so keys get through while the watched descriptor floods.
  private func waitForInput(milliseconds: Int) -> Wake {
    var fds = [
      pollfd(fd: inputClosed ? -1 : inputDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: waker?.readDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
      pollfd(fd: watched, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&fds, 3, Int32(clamping: milliseconds < 0 ? -1 : milliseconds))
    watchedIsReady = ready < 0 || fds[2].revents != 0
    if ready == 0 { return .timedOut }
    if ready < 0 { return .woken }
    if fds[1].revents != 0 { return .woken }
    if fds[0].revents == 0 { return .watched }
    return .readable
  }

  /// What the tty has now (poll said it has something, so this does not block).
  /// (Read on the stack: a key is a few bytes, and a zeroed 4 KB array per key cost more.)
  private func readInput() -> [UInt8] {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer in
      let n = read(inputDescriptor, buffer.baseAddress, buffer.count)
      if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) { inputClosed = true }
      lastReadFilled = n == buffer.count
      return n > 0 ? Array(buffer[0..<n]) : []
    }
  }

  public func shutdown() {
    guard let screen else { return }
    _ = set_term(screen)
    cnc_disarm_restore()
    cnc_watch_resize(-1)
    cnc_watch_suspend(-1)
    _ = curs_set(1)
    _ = endwin()
    setMouseReports(false)
    if titleSet { writeDirectly("\u{1B}[23;0t") }
    if cursorShapeSet { writeDirectly("\u{1B}[0 q") }
    writeDirectly(Self.pasteOff)
    delscreen(screen)
    self.screen = nil
    model.invalidate()
    closeFiles()
  }

  private func closeFiles() {
    if let (inFile, outFile) = files {
      if let inFile { fclose(inFile) }
      if let outFile { fclose(outFile) }
    }
    files = nil
  }

  // MARK: - Output

  private func output(_ run: FrameRun) {
    let (attrs, pair) = cursesStyle(run.style)
    var extendedPair = pair
    _ = wattr_set(stdscr, attrs, Int16(truncatingIfNeeded: pair), &extendedPair)
    // One call per run: each cell's scalars take exactly its width in ncurses' measure
    // (`TerminalGlyph`), so the cells land where the frame has them.
    wideBuffer.removeAll(keepingCapacity: true)
    for cell in run.cells {
      if let scalar = cell.glyph.simpleScalar(width: cell.width) {
        wideBuffer.append(wchar_t(bitPattern: scalar))
        continue
      }
      for scalar in TerminalGlyph.scalars(for: cell, systemWidth: { Int(cnc_wcwidth($0.value)) }) {
        wideBuffer.append(wchar_t(bitPattern: scalar.value))
      }
    }
    wideBuffer.append(0)
    _ = mvwaddwstr(stdscr, Int32(run.y), Int32(run.x), wideBuffer)
  }

  private func cursesStyle(_ style: Style) -> (attr_t, Int32) {
    let attrs = attributes.of(style)
    guard colorsEnabled else { return (attrs, 0) }
    let key = ColorPairKey(
      foreground: cursesColor(style.foreground), background: cursesColor(style.background))
    if key.foreground == -1 && key.background == -1 { return (attrs, 0) }
    if let pair = pairs[key] { return (attrs, pair) }
    let pair = alloc_pair(key.foreground, key.background)
    guard pair >= 0 else { return (attrs, 0) }
    pairs[key] = pair
    return (attrs, pair)
  }

  /// The colour number ncurses knows, or -1 (the default) when the terminal lacks it.
  private func cursesColor(_ color: Color) -> Int32 {
    color.terminalNumber(colorCount: Int(COLORS)).map { Int32(clamping: $0) } ?? -1
  }

  private func setCursor(visible: Bool) {
    let wanted: Int32 = visible ? 1 : 0
    guard cursorVisible != wanted else { return }
    _ = curs_set(wanted)
    cursorVisible = wanted
  }

  // MARK: - Input

  /// Resizes ncurses' screen to the size the terminal reports, if they differ.
  private func followWindowSize() -> InputEvent? {
    var cols: Int32 = 0
    var rows: Int32 = 0
    guard cnc_get_window_size(outputDescriptor, &cols, &rows) == 0, cols > 0, rows > 0,
      cols != getmaxx(stdscr) || rows != getmaxy(stdscr)
    else { return nil }
    _ = resizeterm(rows, cols)
    invalidate()
    return .resize(width: Int(cols), height: Int(rows))
  }

  /// Stops the process as a suspend asks (`kill -TSTP`; in raw mode ^Z is a key), with the
  /// terminal given back meanwhile; once continued (`fg`), every cell is drawn again, at the
  /// size the terminal has then.
  private func suspendUntilContinued() -> InputEvent {
    if mouseReporting { writeDirectly(Self.mouseOff) }
    writeDirectly(Self.pasteOff)
    _ = endwin()
    cnc_stop_until_continued()
    writeDirectly(Self.pasteOn)
    if mouseReporting { writeDirectly(Self.mouseOn) }
    cursorVisible = -1  // endwin showed it
    _ = followWindowSize()
    invalidate()
    return .resize(width: Int(getmaxx(stdscr)), height: Int(getmaxy(stdscr)))
  }

  /// Turns the terminal's mouse reports on or off (`dubeol type` asks for them only while its
  /// program does, so the terminal's own selection works otherwise).
  public func setMouseReports(_ on: Bool) {
    guard on != mouseReporting else { return }
    mouseReporting = on
    writeDirectly(on ? Self.mouseOn : Self.mouseOff)
  }

  /// Sets the window title (`dubeol type` passes on its program's). Controls become visible
  /// symbols, so the text cannot end the sequence; the terminal's own title is saved first
  /// (xterm's title stack) and comes back at shutdown.
  public func setTitle(_ title: String) {
    guard screen != nil else { return }
    if !titleSet { writeDirectly("\u{1B}[22;0t") }
    titleSet = true
    writeDirectly("\u{1B}]2;" + Sanitizer.visible(String(title.prefix(200))) + "\u{1B}\\")
  }

  /// Sets the cursor's shape as DECSCUSR numbers it (1–6: blinking or steady block, underline,
  /// bar); the terminal's default comes back at shutdown.
  public func setCursorShape(_ shape: Int) {
    guard screen != nil, (0...6).contains(shape) else { return }
    cursorShapeSet = true
    writeDirectly("\u{1B}[\(shape) q")
  }

  /// Button press/release, drag while pressed, and SGR coordinates (no 223-column limit).
  private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
  private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
  /// Bracketed paste: pasted text arrives between ESC[200~ and ESC[201~, never as keys.
  private static let pasteOn = "\u{1B}[?2004h"
  private static let pasteOff = "\u{1B}[?2004l"

  /// Writes terminal modes ncurses does not manage straight to the terminal.
  func writeDirectly(_ s: String) {
    let bytes = Array(s.utf8)
    _ = bytes.withUnsafeBytes { write(outputDescriptor, $0.baseAddress, $0.count) }
  }
}

/// A foreground/background pair as ncurses colour numbers (-1 = default).
private struct ColorPairKey: Hashable {
  var foreground: Int32
  var background: Int32
}

/// The ncurses attribute bits for the style flags (C macros, read once from the shim).
private struct CursesAttributes {
  let bold = cnc_attr_bold()
  let dim = cnc_attr_dim()
  let reverse = cnc_attr_reverse()
  let underline = cnc_attr_underline()

  func of(_ style: Style) -> attr_t {
    var a: attr_t = 0
    if style.bold { a |= bold }
    if style.dim { a |= dim }
    if style.reverse { a |= reverse }
    if style.underline { a |= underline }
    return a
  }
}
