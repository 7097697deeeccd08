@preconcurrency import CNcursesw
import CNcurseswShim

/// Decodes what ncurses `wget_wch` returns (key codes, wide characters, mouse state) into
/// input events. Pure: the backend reads, this maps.
public enum CursesInputDecoder {
  /// A wide character (`wget_wch` returned OK). ESC is not handled here: the backend gathers
  /// what follows it and uses `ByteInputDecoder` (Alt-x, sequences ncurses does not know).
  public static func event(forCharacter value: UInt32) -> InputEvent? {
    if value < 0x80 { return AsciiKeys.event(for: UInt8(value)) }
    guard value >= 0xA0, let scalar = Unicode.Scalar(value) else { return nil }
    return .text(String(scalar))
  }

  /// A key code (`wget_wch` returned KEY_CODE_YES). `name` is `keyname(code)`, which names
  /// the extended codes ncurses assigns to modified keys (e.g. "kUP5" = Ctrl-Up).
  /// KEY_MOUSE and KEY_RESIZE need the backend and return nil here.
  public static func event(forKeyCode code: Int32, name: String? = nil) -> InputEvent? {
    if let key = keyCodes[code] { return .key(key.0, key.1) }
    let f0 = cnc_key_f(0)
    if code > f0 && code <= f0 + 48 {
      // xterm sends Shift-F1 as F13, Ctrl-F1 as F25, Ctrl-Shift-F1 as F37.
      let n = Int(code - f0) - 1
      let modifiers: [Modifiers] = [[], .shift, .ctrl, [.ctrl, .shift]]
      return .key(.function(n % 12 + 1), modifiers[n / 12])
    }
    if let name { return event(forExtendedKeyName: name) }
    return nil
  }

  /// Decodes an extended key name such as "kLFT5" (Ctrl-Left) or "kDC3" (Alt-Delete).
  public static func event(forExtendedKeyName name: String) -> InputEvent? {
    guard let digit = name.last?.wholeNumberValue else { return nil }
    guard let key = extendedNames[String(name.dropLast())] else { return nil }
    return .key(key, Modifiers(xtermParameter: digit))
  }

  /// A mouse report from `getmouse`: button state and 0-based cell coordinates.
  public static func event(mouseState state: UInt32, x: Int32, y: Int32) -> InputEvent? {
    let m = CursesMouseMasks.current
    let kind: MouseKind
    if state & (m.pressed[4] | m.clicked[4]) != 0 {
      kind = .wheelUp
    } else if state & (m.pressed[5] | m.clicked[5]) != 0 {
      kind = .wheelDown
    } else if let b = (1...3).first(where: { state & m.released[$0] != 0 }) {
      kind = .release(buttons[b - 1])
    } else if let b = (1...3).first(where: {
      state & (m.pressed[$0] | m.clicked[$0] | m.doubleClicked[$0] | m.tripleClicked[$0]) != 0
    }) {
      kind = .press(buttons[b - 1])
    } else if state & m.reportPosition != 0 {
      kind = .drag
    } else {
      return nil
    }
    return .mouse(MouseEvent(kind: kind, x: Int(x), y: Int(y)))
  }

  private static let buttons: [MouseButton] = [.left, .middle, .right]

  private static let keyCodes: [Int32: (Key, Modifiers)] = [
    KEY_UP: (.up, []), KEY_DOWN: (.down, []), KEY_LEFT: (.left, []), KEY_RIGHT: (.right, []),
    KEY_HOME: (.home, []), KEY_END: (.end, []), KEY_PPAGE: (.pageUp, []),
    KEY_NPAGE: (.pageDown, []), KEY_IC: (.insert, []), KEY_DC: (.delete, []),
    KEY_BACKSPACE: (.backspace, []), KEY_ENTER: (.enter, []), KEY_BTAB: (.backTab, []),
    KEY_SR: (.up, .shift), KEY_SF: (.down, .shift), KEY_SLEFT: (.left, .shift),
    KEY_SRIGHT: (.right, .shift), KEY_SHOME: (.home, .shift), KEY_SEND: (.end, .shift),
    KEY_SPREVIOUS: (.pageUp, .shift), KEY_SNEXT: (.pageDown, .shift), KEY_SDC: (.delete, .shift),
    KEY_SIC: (.insert, .shift), KEY_A1: (.home, []), KEY_A3: (.pageUp, []),
    KEY_C1: (.end, []), KEY_C3: (.pageDown, []),
  ]

  private static let extendedNames: [String: Key] = [
    "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
    "kPRV": .pageUp, "kNXT": .pageDown, "kDC": .delete, "kIC": .insert,
  ]
}

/// The ncurses mouse masks (macros in C), indexed by button number 1–5.
public struct CursesMouseMasks: Sendable {
  public let pressed: [UInt32]
  public let released: [UInt32]
  public let clicked: [UInt32]
  public let doubleClicked: [UInt32]
  public let tripleClicked: [UInt32]
  public let reportPosition: UInt32
  public let allEvents: UInt32

  public static let current = CursesMouseMasks()

  private init() {
    let buttons = Array(0...5).map(Int32.init)
    pressed = buttons.map { $0 == 0 ? 0 : cnc_button_pressed($0) }
    released = buttons.map { $0 == 0 ? 0 : cnc_button_released($0) }
    clicked = buttons.map { $0 == 0 ? 0 : cnc_button_clicked($0) }
    doubleClicked = buttons.map { $0 == 0 ? 0 : cnc_button_double_clicked($0) }
    tripleClicked = buttons.map { $0 == 0 ? 0 : cnc_button_triple_clicked($0) }
    reportPosition = cnc_report_mouse_position()
    allEvents = cnc_all_mouse_events()
  }
}
