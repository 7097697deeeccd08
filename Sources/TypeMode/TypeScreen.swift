import App
import DisplayText
import HostedProgram
import Terminal

/// One frame of `dubeol type`: the program's screen on top, the composing syllable at the
/// program's cursor (marked as composing, the cursor after it), the status line at the bottom.
package enum TypeScreen {
  /// The rows dubeol keeps for itself under the program.
  package static let ownRows = 1

  /// The program's size in a terminal of `width` × `height`.
  package static func programSize(width: Int, height: Int) -> (width: Int, height: Int) {
    (max(1, width), max(1, height - ownRows))
  }

  package static func render(
    _ session: TypeSession, emulator: VTermEmulator, theme: Theme, width: Int, height: Int
  ) -> Frame {
    var frame = Frame(width: width, height: height)
    let back = min(session.scrolledBack, emulator.scrollbackCount)
    emulator.draw(into: &frame, at: Point(x: 0, y: 0), scrolledBack: back)
    // Scrolled back, the program's cursor and the syllable are below the rows shown.
    frame.cursor = back > 0 ? nil : emulator.cursor
    let preedit = back > 0 ? "" : session.preedit
    if !preedit.isEmpty {
      let at = emulator.cursorPosition
      let w = DisplayWidth.of(preedit)
      // A syllable that would not fit before the right edge is drawn where it still fits.
      let x = at.x + w > emulator.width ? max(0, emulator.width - w) : at.x
      let end = frame.write(
        preedit, x: x, y: at.y, style: theme.composing,
        clip: Rect(x: 0, y: 0, width: emulator.width, height: emulator.height))
      frame.cursor = Point(x: min(end, emulator.width - 1), y: at.y)
    }
    let status = Rect(x: 0, y: height - ownRows, width: width, height: ownRows)
    TypeStatusLine.draw(
      .init(
        mode: session.mode, keyboardName: session.keyboards.current.displayName,
        keys: session.keys, scrolledBack: back, notice: session.notice), theme: theme, in: status,
      into: &frame)
    if let window = session.hanja, back == 0 {
      HanjaWindowView.draw(window, theme: theme, into: &frame)
    }
    return frame
  }
}
