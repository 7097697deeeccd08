@preconcurrency import CNcursesw
import CNcurseswShim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal, through ncursesw: raw keys, SGR mouse, colours (unless `NO_COLOR`),
/// and drawing only the cells that changed since the last frame.
public final class NcursesBackend: TerminalBackend {
  public let options: TerminalOptions
  private var screen: OpaquePointer?
  private var lastFrame: Frame?
  private var cursorVisible: Int32 = -1
  private var pending: [InputEvent] = []
  private var colorsEnabled = false
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
    guard let screen = newterm(options.terminalType, outFile, inFile) else {
      closeFiles()
      throw TerminalError.cannotInitialize(
        term: options.terminalType ?? getenv("TERM").map { String(cString: $0) } ?? "")
    }
    _ = set_term(screen)
    // A terminal that cannot move the cursor (TERM=dumb) would get an unreadable UI.
    guard Self.canAddressCursor() else {
      _ = endwin()
      delscreen(screen)
      closeFiles()
      throw TerminalError.cannotInitialize(
        term: options.terminalType ?? getenv("TERM").map { String(cString: $0) } ?? "")
    }
    self.screen = screen
    cnc_arm_restore(output)
    _ = raw()
    _ = noecho()
    _ = nonl()
    _ = keypad(stdscr, true)
    _ = set_escdelay(Int32(options.escapeDelayMilliseconds))
    _ = intrflush(stdscr, false)
    if options.mouse {
      // ncurses merges and drops mouse reports that arrive in a burst, so it does not see
      // them: KEY_MOUSE recognition is off and the SGR reports come in after ESC, where
      // `ByteInputDecoder` reads them.
      _ = keyok(KEY_MOUSE, false)
      writeDirectly(Self.mouseOn)
    }
    if !options.noColor && has_colors() {
      _ = start_color()
      _ = use_default_colors()
      colorsEnabled = true
    }
    setCursor(visible: false)
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

  public var size: (width: Int, height: Int) {
    guard screen != nil else { return (0, 0) }
    return (Int(getmaxx(stdscr)), Int(getmaxy(stdscr)))
  }

  public func draw(_ frame: Frame) {
    guard let screen else { return }
    _ = set_term(screen)
    let runs = FrameDiff.runs(from: lastFrame, to: frame)
    for run in runs { output(run) }
    if let c = frame.cursor, c.x >= 0, c.y >= 0, c.x < frame.width, c.y < frame.height {
      setCursor(visible: true)
      _ = wmove(stdscr, Int32(c.y), Int32(c.x))
    } else {
      setCursor(visible: false)
    }
    _ = wrefresh(stdscr)
    lastFrame = frame
  }

  /// Forgets what is on screen, so the next `draw` writes every cell (after a resize, or when
  /// something else may have written to the terminal).
  public func invalidate() {
    guard screen != nil else { return }
    lastFrame = nil
    _ = clearok(curscr, true)
  }

  public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
    guard let screen else { return nil }
    _ = set_term(screen)
    if !pending.isEmpty { return pending.removeFirst() }
    // A resize whose SIGWINCH ncurses did not see (another thread took it) still counts.
    if let resized = followWindowSize() { return resized }
    wtimeout(stdscr, Int32(clamping: timeoutMilliseconds < 0 ? -1 : timeoutMilliseconds))
    guard let first = read() else { return nil }
    switch first {
    case .character(0x1B):
      pending = decodeEscape()
      return pending.isEmpty ? nil : pending.removeFirst()
    case .character(let c):
      guard let event = CursesInputDecoder.event(forCharacter: c) else { return nil }
      if case .text(let text) = event { return .text(text + readMoreText()) }
      return event
    case .keyCode(let code):
      return event(forKeyCode: code)
    }
  }

  public func shutdown() {
    guard let screen else { return }
    _ = set_term(screen)
    cnc_disarm_restore()
    _ = curs_set(1)
    _ = endwin()
    if options.mouse { writeDirectly(Self.mouseOff) }
    delscreen(screen)
    self.screen = nil
    lastFrame = nil
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
    var x = run.x
    for cell in run.cells {
      let scalars = TerminalGlyph.scalars(for: cell) { Int(cnc_wcwidth($0.value)) }
      var wide = scalars.map { wchar_t(bitPattern: $0.value) }
      wide.append(0)
      _ = mvwaddwstr(stdscr, Int32(run.y), Int32(x), wide)
      x += cell.width
    }
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

  /// The colour number ncurses knows, or -1 (the default) when the terminal has fewer colours.
  private func cursesColor(_ color: Color) -> Int32 {
    guard let index = color.paletteIndex else { return -1 }
    if index < Int(COLORS) { return Int32(index) }
    if index < 16 && index - 8 < Int(COLORS) { return Int32(index - 8) }
    return -1
  }

  private func setCursor(visible: Bool) {
    let wanted: Int32 = visible ? 1 : 0
    guard cursorVisible != wanted else { return }
    _ = curs_set(wanted)
    cursorVisible = wanted
  }

  // MARK: - Input

  private enum RawInput {
    case character(UInt32)
    case keyCode(Int32)
  }

  private func read() -> RawInput? {
    var ch: wint_t = 0
    switch wget_wch(stdscr, &ch) {
    case OK: return .character(UInt32(ch))
    case KEY_CODE_YES: return .keyCode(Int32(bitPattern: UInt32(ch)))
    default: return nil
    }
  }

  private func event(forKeyCode code: Int32) -> InputEvent? {
    switch code {
    case KEY_RESIZE:
      // ncurses may have taken a stale LINES/COLUMNS; the terminal's own size wins.
      _ = followWindowSize()
      invalidate()
      let (w, h) = size
      return .resize(width: w, height: h)
    case KEY_MOUSE:
      var m = MEVENT()
      guard getmouse(&m) == OK else { return nil }
      return CursesInputDecoder.event(mouseState: UInt32(m.bstate), x: m.x, y: m.y)
    default:
      let name = keyname(code).map { String(cString: $0) }
      return CursesInputDecoder.event(forKeyCode: code, name: name)
    }
  }

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

  /// After ESC, what is already waiting belongs to it: Alt-x, or a sequence ncurses did not
  /// recognise (decoded by `ByteInputDecoder`).
  /// A sequence cut between two reads waits up to the escape delay for its end.
  private func decodeEscape() -> [InputEvent] {
    var decoder = ByteInputDecoder()
    var events = decoder.feed([0x1B])
    var after: [InputEvent] = []
    var count = 0
    wtimeout(stdscr, 0)
    while count < 4096 {
      guard let next = read() else {
        guard decoder.isInsideSequence else { break }
        wtimeout(stdscr, Int32(options.escapeDelayMilliseconds))
        guard let late = read() else { break }
        wtimeout(stdscr, 0)
        if case .character(let c) = late {
          events += decoder.feed(Self.utf8(c))
          count += 1
          continue
        }
        if case .keyCode(let code) = late { after = event(forKeyCode: code).map { [$0] } ?? [] }
        break
      }
      switch next {
      case .character(let c):
        events += decoder.feed(Self.utf8(c))
        count += 1
        continue
      case .keyCode(let code):
        after = event(forKeyCode: code).map { [$0] } ?? []
      }
      break
    }
    return events + decoder.flush() + after
  }

  /// Text that arrived together with the first character (an input method or a paste),
  /// joined into one event; a non-text input found on the way waits in `pending`.
  private func readMoreText() -> String {
    var text = ""
    var count = 0
    wtimeout(stdscr, 0)
    while count < 4096, let next = read() {
      count += 1
      if case .character(let c) = next, c >= 0xA0,
        let e = CursesInputDecoder.event(forCharacter: c),
        case .text(let t) = e
      {
        text += t
        continue
      }
      switch next {
      case .character(0x1B): pending = decodeEscape()
      case .character(let c): pending = CursesInputDecoder.event(forCharacter: c).map { [$0] } ?? []
      case .keyCode(let code): pending = event(forKeyCode: code).map { [$0] } ?? []
      }
      break
    }
    return text
  }

  /// Button press/release, drag while pressed, and SGR coordinates (no 223-column limit).
  private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
  private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

  /// Writes terminal modes ncurses does not manage straight to the terminal.
  func writeDirectly(_ s: String) {
    let bytes = Array(s.utf8)
    _ = bytes.withUnsafeBytes { write(outputDescriptor, $0.baseAddress, $0.count) }
  }

  private static func utf8(_ value: UInt32) -> [UInt8] {
    guard let scalar = Unicode.Scalar(value) else { return [] }
    return Array(String(scalar).utf8)
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
