import App
import DisplayText
import HostedProgram
import Terminal

/// One frame of `dubeol type`: the program's screen on top, the composing syllable at the
/// program's cursor (marked as composing, the cursor after it), the on-screen keyboard when it
/// is shown, the status line at the bottom.
package enum TypeScreen {
  /// The rows dubeol keeps for itself under the program (the grid's come on top).
  package static let ownRows = 1
  /// The fewest rows the program keeps while the grid is shown.
  static let programMinimum = 3

  /// The program's size in a terminal of `width` × `height`, with the grid hidden.
  package static func programSize(width: Int, height: Int) -> (width: Int, height: Int) {
    (max(1, width), max(1, height - ownRows))
  }

  /// Where the program, the grid (when shown) and the status line go.
  package struct Areas: Equatable, Sendable {
    package var program: Rect
    package var grid: Rect?
    package var keyStyle: Layout.KeyStyle
    package var status: Rect
  }

  package static func areas(_ session: TypeSession, width: Int, height: Int) -> Areas {
    let status = Rect(x: 0, y: max(0, height - ownRows), width: width, height: ownRows)
    let program = programSize(width: width, height: height)
    guard session.grid != nil else {
      return Areas(
        program: Rect(x: 0, y: 0, width: program.width, height: program.height), grid: nil,
        keyStyle: .compact, status: status)
    }
    let rows = session.gridRows.count
    var style = TypeGrid.style(terminalHeight: height)
    if program.height - rows * TypeGrid.rowHeight(style) < programMinimum { style = .compact }
    let gridHeight = min(rows * TypeGrid.rowHeight(style), max(0, program.height - 1))
    let programHeight = max(1, program.height - gridHeight)
    return Areas(
      program: Rect(x: 0, y: 0, width: program.width, height: programHeight),
      grid: Rect(x: 0, y: programHeight, width: width, height: gridHeight), keyStyle: style,
      status: status)
  }

  /// Everything besides the program's cells that decides what a frame shows: over an
  /// unchanged emulator (same `version`), equal looks make the same frame.
  package struct Look: Equatable {
    var width: Int
    var height: Int
    var mode: InputMode
    var keyboards: KeyboardChoice
    var shortcut: String
    var preedit: String
    var scrolledBack: Int
    var notice: String?
    var grid: TypeGrid?
    var hanja: HanjaWindowView.Shown?
    var phrases: PhrasesPopup?
    var shortcuts: ShortcutPicker?
    /// The program's cursor as shown (nil: hidden) and where it is even when hidden.
    var cursor: Point?
    var cursorPosition: Point

    package init(_ session: TypeSession, emulator: VTermEmulator, width: Int, height: Int) {
      self.width = width
      self.height = height
      mode = session.mode
      keyboards = session.keyboards
      shortcut = session.shortcut
      preedit = session.preedit
      scrolledBack = min(session.scrolledBack, emulator.scrollbackCount)
      notice = session.notice
      grid = session.grid
      hanja = session.hanja
      phrases = session.phrases
      shortcuts = session.shortcuts
      cursor = emulator.cursor
      cursorPosition = emulator.cursorPosition
    }

    /// Whether dubeol's own rows (grid, status line) show the same in both.
    func sameOwnRows(as other: Look) -> Bool {
      width == other.width && height == other.height && mode == other.mode
        && keyboards == other.keyboards && shortcut == other.shortcut
        && scrolledBack == other.scrolledBack && notice == other.notice && grid == other.grid
        && hanja == nil && other.hanja == nil
    }
  }

  /// Where a syllable `width` columns wide starts at the program's cursor: a syllable that would
  /// not fit before the right edge is drawn where it still fits.
  static func preeditColumn(_ width: Int, emulator: VTermEmulator) -> Int {
    let x = emulator.cursorPosition.x
    return x + width > emulator.width ? max(0, emulator.width - width) : x
  }

  /// The syllable as the next frame draws it, for a key's echo to write ahead of that frame:
  /// its text, its first cell and the cursor after it. Nil when the frame would not show it
  /// plainly on the program's row: no syllable, scrolled back, a popup or the 한자 window over
  /// the program, or a syllable wider than the program's screen.
  package static func preeditAhead(_ session: TypeSession, emulator: VTermEmulator) -> (
    text: String, at: Point, cursor: Point
  )? {
    let text = session.preedit
    guard !text.isEmpty, session.scrolledBack == 0, session.hanja == nil,
      session.phrases == nil, session.shortcuts == nil
    else { return nil }
    // Scalars that stand alone, as a syllable's or a jamo's do: `ScreenModel.writeAhead` writes
    // no others.
    let y = emulator.cursorPosition.y
    guard let width = Clusters.simpleWidth(of: text), width <= emulator.width, y >= 0,
      y < emulator.height
    else { return nil }
    let x = preeditColumn(width, emulator: emulator)
    return (text, Point(x: x, y: y), Point(x: min(x + width, emulator.width - 1), y: y))
  }

  /// Draws a frame of the terminal's size into `frame`: the program's rows the frame does not
  /// hold already, the syllable and the popups over them, and dubeol's own rows when
  /// `ownRows` (else the frame keeps them as last drawn).
  package static func draw(
    _ session: TypeSession, emulator: VTermEmulator, theme: Theme, into frame: inout Frame,
    ownRows: Bool
  ) {
    let width = frame.width
    let height = frame.height
    let back = min(session.scrolledBack, emulator.scrollbackCount)
    emulator.draw(into: &frame, at: Point(x: 0, y: 0), scrolledBack: back)
    // Scrolled back, the program's cursor and the syllable are below the rows shown.
    frame.cursor = back > 0 ? nil : emulator.cursor
    let preedit = back > 0 ? "" : session.preedit
    if !preedit.isEmpty {
      let at = emulator.cursorPosition
      let end = frame.write(
        preedit, x: preeditColumn(DisplayWidth.of(preedit), emulator: emulator), y: at.y,
        style: theme.composing,
        clip: Rect(x: 0, y: 0, width: emulator.width, height: emulator.height))
      frame.cursor = Point(x: min(end, emulator.width - 1), y: at.y)
    }
    let areas = areas(session, width: width, height: height)
    if ownRows { frame.clearRows(areas.program.maxY..<height) }
    if ownRows, let grid = session.grid, let rect = areas.grid {
      let layer = KeyboardLayer(mode: session.mode, symbols: grid.showsSymbols, shift: grid.shift)
      KeyboardGridView.draw(
        .init(
          layer: layer, mode: session.mode, shift: grid.shift, shortcut: session.shortcut,
          keyboard: session.keyboards.current, style: areas.keyStyle, theme: theme,
          highlighted: grid.focused ? grid.highlighted : nil, flashing: nil), in: rect,
        into: &frame)
    }
    let status = areas.status
    if ownRows {
      TypeStatusLine.draw(
        .init(
          mode: session.mode, keyboardName: session.keyboards.current.displayName,
          keys: session.keys, scrolledBack: back, notice: session.notice,
          gridFocused: session.grid?.focused == true), theme: theme, in: status,
        into: &frame)
    }
    if let popup = session.phrases {
      popup.render(into: &frame, area: areas.program, theme: theme)
    }
    if let picker = session.shortcuts {
      picker.render(into: &frame, area: areas.program, theme: theme)
    }
    if let window = session.hanja, back == 0 {
      HanjaWindowView.draw(window, theme: theme, into: &frame)
    }
  }
}
