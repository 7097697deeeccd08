import CVTerm
import Terminal

/// The hosted program's screen, kept by libvterm: the one file that sees libvterm's types.
/// Output from the program goes in (`feed`); the screen comes out as `Cell`s (`draw`), the
/// emulator's answers to queries come out as bytes for the program (`takeReplies`), and keys,
/// pastes and the mouse are encoded as the program asked for them (`encode`). libvterm's
/// callbacks only mark rows dirty; `draw` reads those rows again (neovim's way).
public final class VTermEmulator {
  private let vt: OpaquePointer
  private let screen: OpaquePointer
  private let state: OpaquePointer
  private var callbacks: UnsafeMutablePointer<VTermScreenCallbacks>
  public private(set) var width: Int
  public private(set) var height: Int
  /// The screen's cells as last read, row-major; rows in `dirty` are read again by `draw`.
  private var cells: [Cell]
  private var dirty: [Bool]
  /// Per row, the number naming its cells as last read (a `Frame` row stamp): a frame row
  /// stamped with it holds those cells already, so `draw` skips it and so does the diff.
  private var rowStamps: [Int]
  private var lastStamp = 0
  /// Changes whenever the screen does (cells, lines scrolled off, size): equal numbers, the
  /// same screen.
  public private(set) var version = 0
  /// Bytes for the program: answers to its queries and encoded input.
  private var replies: [UInt8] = []
  /// RGB colours already matched to the 256-colour palette.
  private var nearest: [RGB: Color] = [:]
  /// Whether the program shows its cursor.
  public private(set) var cursorVisible = true
  /// The mouse reporting the program asked for (0: none; libvterm's VTERM_PROP_MOUSE_*).
  public private(set) var mouseMode: Int32 = 0
  /// The program's window title, as it set it.
  public private(set) var title = ""
  /// Whether the program is on its alternate screen.
  public private(set) var altScreen = false
  /// The cursor shape the program asked for (libvterm's VTERM_PROP_CURSORSHAPE_*: 1 block,
  /// 2 underline, 3 bar) and whether it blinks.
  public private(set) var cursorShape: Int32 = 1
  public private(set) var cursorBlinks = true
  /// Lines scrolled off the top of the main screen, oldest first (at most `scrollbackLimit`).
  private var scrollback: [[Cell]] = []
  /// How many lines scrolled off are kept.
  public static let scrollbackLimit = 2_000
  /// The kitty keyboard protocol, which libvterm does not know: found in the output, applied
  /// to the keys.
  private var kitty = KittyKeyboard()
  /// The start of a character the last read cut off, held until the rest comes (`UTF8Cut`).
  private var cutCharacter: [UInt8] = []

  public init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    vt = vterm_new(Int32(self.height), Int32(Self.libvtermWidth(self.width)))
    vterm_set_utf8(vt, 1)
    state = vterm_obtain_state(vt)
    screen = vterm_obtain_screen(vt)
    cells = Array(repeating: .blank, count: self.width * self.height)
    dirty = Array(repeating: true, count: self.height)
    rowStamps = Array(repeating: 0, count: self.height)
    callbacks = .allocate(capacity: 1)
    callbacks.initialize(to: VTermScreenCallbacks())
    callbacks.pointee.damage = { rect, user in
      Unmanaged<VTermEmulator>.fromOpaque(user!).takeUnretainedValue().markDirty(rect)
      return 1
    }
    callbacks.pointee.settermprop = { prop, value, user in
      guard let value else { return 1 }
      Unmanaged<VTermEmulator>.fromOpaque(user!).takeUnretainedValue().setProperty(prop, value)
      return 1
    }
    callbacks.pointee.sb_pushline = { columns, cells, user in
      guard let cells else { return 0 }
      Unmanaged<VTermEmulator>.fromOpaque(user!).takeUnretainedValue().keep(
        UnsafeBufferPointer(start: cells, count: Int(columns)))
      return 1
    }
    let me = Unmanaged.passUnretained(self).toOpaque()
    vterm_screen_set_callbacks(screen, callbacks, me)
    vterm_output_set_callback(
      vt,
      { bytes, count, user in
        guard let bytes else { return }
        let emulator = Unmanaged<VTermEmulator>.fromOpaque(user!).takeUnretainedValue()
        bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
          emulator.replies.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
        }
      }, me)
    vterm_screen_enable_altscreen(screen, 1)
    vterm_screen_reset(screen, 1)
  }

  deinit {
    vterm_free(vt)
    callbacks.deallocate()
  }

  /// Takes what the program wrote.
  public func feed(_ output: [UInt8]) {
    guard !output.isEmpty else { return }
    var bytes = cutCharacter.isEmpty ? output : cutCharacter + output
    cutCharacter.removeAll()
    if let cut = UTF8Cut.start(of: bytes) {
      cutCharacter = Array(bytes[cut...])
      bytes.removeSubrange(cut...)
    }
    // A kitty keyboard request applies where it stands: after what came before it (a switch
    // to the alternate screen), before what follows (an answer to a later query).
    var start = 0
    while let (request, end) = kitty.nextRequest(in: bytes, from: start) {
      write(bytes[start...end])
      if let answer = kitty.apply(request) { replies += answer }
      start = end + 1
    }
    write(bytes[start...])
    vterm_screen_flush_damage(screen)
  }

  private func write(_ bytes: ArraySlice<UInt8>) {
    guard !bytes.isEmpty else { return }
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        _ = vterm_input_write(vt, $0.baseAddress, $0.count)
      }
    }
  }

  /// The bytes waiting for the program (answers to queries, encoded input), once.
  public func takeReplies() -> [UInt8] {
    defer { replies.removeAll(keepingCapacity: true) }
    return replies
  }

  /// A new size; the screen reflows as libvterm does it (the caller tells the pty).
  public func resize(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    // Before libvterm's damage callbacks for the new size come.
    cells = Array(repeating: .blank, count: self.width * self.height)
    dirty = Array(repeating: true, count: self.height)
    rowStamps = Array(repeating: 0, count: self.height)
    version += 1
    vterm_set_size(vt, Int32(self.height), Int32(Self.libvtermWidth(self.width)))
    vterm_screen_flush_damage(screen)
  }

  /// The columns libvterm is given for a screen `width` wide: at least two, as libvterm
  /// crashes on a wide character in a screen of one column (`dubeol type` in a one-column
  /// terminal). The column beyond `width` is never shown.
  private static func libvtermWidth(_ width: Int) -> Int { max(2, width) }

  /// Where the program's cursor is (column, row), or nil when it hides it.
  public var cursor: Point? {
    guard cursorVisible else { return nil }
    return cursorPosition
  }

  /// The cursor's position even while the program hides it (within `width`: libvterm's screen
  /// may be a column wider).
  public var cursorPosition: Point {
    var pos = VTermPos()
    vterm_state_get_cursorpos(state, &pos)
    return Point(x: min(Int(pos.col), width - 1), y: Int(pos.row))
  }

  /// The cursor shape as DECSCUSR numbers it (1/2 block, 3/4 underline, 5/6 bar; odd blinks).
  public var cursorShapeNumber: Int {
    let base = Int(min(max(cursorShape, 1), 3)) * 2 - 1
    return cursorBlinks ? base : base + 1
  }

  /// Whether the program asked for mouse reports.
  public var wantsMouse: Bool { mouseMode != 0 }

  /// How many lines that scrolled off the screen are kept.
  public var scrollbackCount: Int { scrollback.count }

  /// Draws the screen into `frame` with its top-left cell at `origin`; `scrolledBack` lines
  /// back (at most `scrollbackCount`), the lines that scrolled off fill the top. Where the
  /// screen fills whole frame rows, a row the frame already holds (same stamp) is skipped.
  public func draw(into frame: inout Frame, at origin: Point, scrolledBack: Int = 0) {
    for y in 0..<height where dirty[y] {
      readRow(y)
      dirty[y] = false
    }
    let back = min(max(0, scrolledBack), scrollback.count)
    let columns = min(width, frame.width - origin.x)
    let wholeRows = back == 0 && origin.x == 0 && columns == frame.width
    for y in 0..<height {
      let fy = origin.y + y
      guard fy >= 0, fy < frame.height, columns > 0 else { continue }
      if wholeRows && rowStamps[y] != 0 && frame.rowStamps[fy] == rowStamps[y] { continue }
      let line = y - back
      if line >= 0 {
        for x in 0..<columns { frame[origin.x + x, fy] = cells[line * width + x] }
        if wholeRows { frame.stamp(fy..<(fy + 1), rowStamps[y]) }
        continue
      }
      let kept = scrollback[scrollback.count + line]
      for x in 0..<columns {
        var cell = x < kept.count ? kept[x] : .blank
        // A wide character cut by a narrower screen shows as a space.
        if cell.width == 2 && x == columns - 1 { cell = .space(cell.style) }
        frame[origin.x + x, fy] = cell
      }
    }
  }

  /// The text of row `y` as shown, trailing blanks dropped (tests, and what 한자 reads back).
  public func text(row y: Int) -> String {
    var frame = Frame(width: width, height: height)
    draw(into: &frame, at: Point(x: 0, y: 0))
    var line = frame.row(y).map(\.text).joined()
    while line.last == " " { line.removeLast() }
    return line
  }

  // MARK: - Input for the program

  /// The bytes `inputs` make for the program, encoded for the modes it set.
  public func encode(_ inputs: [ProgramInput]) -> [UInt8] {
    let before = takeReplies()
    for input in inputs {
      switch input {
      case .text(let text):
        replies += Array(text.utf8)
      case .deleteBackward(let count):
        replies += Array(repeating: 0x7F, count: max(0, count))
      case .key(let key, let modifiers):
        encode(key, modifiers)
      case .paste(let text):
        vterm_keyboard_start_paste(vt)
        // The end marker inside a paste would end it early and type the rest as keys.
        replies += Array(text.replacingOccurrences(of: "\u{1B}[201~", with: "").utf8)
        vterm_keyboard_end_paste(vt)
      case .mouse(let event):
        encode(event)
      }
    }
    return before + takeReplies()
  }

  private func encode(_ key: Key, _ modifiers: Modifiers) {
    if let bytes = kitty.encode(key, modifiers) {
      replies += bytes
      return
    }
    let mod = VTermModifier(rawValue: UInt32(modifiers.rawValue & 0x7))
    switch key {
    case .character(let c):
      for scalar in c.unicodeScalars { vterm_keyboard_unichar(vt, scalar.value, mod) }
    case .ctrl(let c):
      let ctrl = VTermModifier(rawValue: mod.rawValue | VTERM_MOD_CTRL.rawValue)
      for scalar in c.unicodeScalars { vterm_keyboard_unichar(vt, scalar.value, ctrl) }
    case .backTab:
      vterm_keyboard_key(vt, VTERM_KEY_TAB, VTermModifier(mod.rawValue | VTERM_MOD_SHIFT.rawValue))
    case .function(let n):
      vterm_keyboard_key(vt, cvt_function_key(Int32(n)), mod)
    default:
      if let code = Self.keyCodes[key] { vterm_keyboard_key(vt, code, mod) }
    }
  }

  private static let keyCodes: [Key: VTermKey] = [
    .enter: VTERM_KEY_ENTER, .tab: VTERM_KEY_TAB, .backspace: VTERM_KEY_BACKSPACE,
    .escape: VTERM_KEY_ESCAPE, .up: VTERM_KEY_UP, .down: VTERM_KEY_DOWN, .left: VTERM_KEY_LEFT,
    .right: VTERM_KEY_RIGHT, .insert: VTERM_KEY_INS, .delete: VTERM_KEY_DEL,
    .home: VTERM_KEY_HOME, .end: VTERM_KEY_END, .pageUp: VTERM_KEY_PAGEUP,
    .pageDown: VTERM_KEY_PAGEDOWN,
  ]

  private func encode(_ event: MouseEvent) {
    guard wantsMouse else { return }
    vterm_mouse_move(vt, Int32(event.y), Int32(event.x), VTERM_MOD_NONE)
    switch event.kind {
    case .press(let button): vterm_mouse_button(vt, Self.number(button), true, VTERM_MOD_NONE)
    case .release(let button): vterm_mouse_button(vt, Self.number(button), false, VTERM_MOD_NONE)
    case .wheelUp: vterm_mouse_button(vt, 4, true, VTERM_MOD_NONE)
    case .wheelDown: vterm_mouse_button(vt, 5, true, VTERM_MOD_NONE)
    case .drag: break
    }
  }

  private static func number(_ button: MouseButton) -> Int32 {
    switch button {
    case .left: 1
    case .middle: 2
    case .right: 3
    }
  }

  // MARK: - Callbacks

  fileprivate func markDirty(_ rect: VTermRect) {
    version += 1
    let rows = max(0, Int(rect.start_row))..<max(0, min(dirty.count, Int(rect.end_row)))
    for y in rows { dirty[y] = true }
  }

  fileprivate func setProperty(_ prop: VTermProp, _ value: UnsafeMutablePointer<VTermValue>) {
    switch prop {
    case VTERM_PROP_CURSORVISIBLE: cursorVisible = value.pointee.boolean != 0
    case VTERM_PROP_MOUSE: mouseMode = value.pointee.number
    case VTERM_PROP_ALTSCREEN:
      altScreen = value.pointee.boolean != 0
      kitty.altScreen = altScreen
    case VTERM_PROP_CURSORSHAPE: cursorShape = value.pointee.number
    case VTERM_PROP_CURSORBLINK: cursorBlinks = value.pointee.boolean != 0
    case VTERM_PROP_TITLE:
      if let string = value.pointee.string { title = String(cString: string) }
    default: break
    }
  }

  // MARK: - Cells

  private func readRow(_ y: Int) {
    let row = convert(columns: width) { x, cell in
      _ = vterm_screen_get_cell(screen, VTermPos(row: Int32(y), col: Int32(x)), &cell)
    }
    cells.replaceSubrange((y * width)..<(y * width + width), with: row)
    lastStamp += 1
    rowStamps[y] = lastStamp
  }

  /// A line that scrolled off the top of the main screen.
  fileprivate func keep(_ line: UnsafeBufferPointer<VTermScreenCell>) {
    version += 1
    if scrollback.count >= Self.scrollbackLimit { scrollback.removeFirst() }
    scrollback.append(convert(columns: line.count) { x, cell in cell = line[x] })
  }

  /// One row of libvterm's cells as `Cell`s: a wide character and its continuation, blanks
  /// (libvterm's empty cells) as spaces in their colours.
  private func convert(columns: Int, _ read: (Int, inout VTermScreenCell) -> Void) -> [Cell] {
    var row = [Cell](repeating: .blank, count: columns)
    var cell = VTermScreenCell()
    var x = 0
    while x < columns {
      read(x, &cell)
      let style = style(of: &cell)
      let w = Int(cell.width)
      if w == 2 && x + 1 < columns {
        row[x] = Cell(glyph: glyph(of: cell), width: 2, style: style)
        row[x + 1] = .continuation(style)
        x += 2
        continue
      }
      let first = cell.chars.0
      row[x] =
        first == 0 || first == UInt32.max || w != 1
        ? .space(style) : Cell(glyph: glyph(of: cell), width: 1, style: style)
      x += 1
    }
    return row
  }

  /// The cell's character and its combining marks; anything a terminal would act on is shown
  /// as U+FFFD (libvterm never stores such, but the screen is drawn from it raw).
  private func glyph(of cell: VTermScreenCell) -> Glyph {
    let chars = [
      cell.chars.0, cell.chars.1, cell.chars.2, cell.chars.3, cell.chars.4, cell.chars.5,
    ]
    var text = String.UnicodeScalarView()
    for value in chars {
      guard value != 0, value != UInt32.max else { break }
      let visible = value >= 0x20 && !(0x7F...0x9F).contains(value)
      text.append((visible ? Unicode.Scalar(value) : nil) ?? "\u{FFFD}")
    }
    if text.count == 1, let only = text.first { return Glyph(only) }
    return Glyph(String(text))
  }

  private func style(of cell: inout VTermScreenCell) -> Style {
    Style(
      foreground: color(&cell.fg, isDefault: cvt_color_is_default_fg(&cell.fg) != 0),
      background: color(&cell.bg, isDefault: cvt_color_is_default_bg(&cell.bg) != 0),
      bold: cvt_cell_bold(&cell) != 0, reverse: cvt_cell_reverse(&cell) != 0,
      underline: cvt_cell_underline(&cell) != 0)
  }

  private func color(_ color: inout VTermColor, isDefault: Bool) -> Color {
    if isDefault { return .default }
    if cvt_color_is_indexed(&color) != 0 {
      let index = color.indexed.idx
      return index < 16 ? Self.ansi[Int(index)] : .indexed(index)
    }
    let rgb = RGB(color.rgb.red, color.rgb.green, color.rgb.blue)
    if let known = nearest[rgb] { return known }
    let index = XtermPalette.nearest(to: rgb, among: 256)
    let matched = index < 16 ? Self.ansi[index] : Color.indexed(UInt8(index))
    if nearest.count < 4096 { nearest[rgb] = matched }
    return matched
  }

  private static let ansi: [Color] = [
    .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed,
    .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
  ]
}
