/// Turns frame runs into the bytes a plain xterm-compatible renderer writes: cursor moves
/// (CUP), SGR style changes and UTF-8 text. Used to measure and test output size; the
/// ncurses backend optimises its own output further.
public struct AnsiRenderer: Sendable {
  /// When true, styles are written without colours (for `NO_COLOR`).
  public var noColor: Bool

  public init(noColor: Bool = false) { self.noColor = noColor }

  /// The bytes that update a screen showing `old` (nil: unknown, so everything) to `new`,
  /// including placing or hiding the cursor.
  public func bytes(from old: Frame?, to new: Frame) -> [UInt8] {
    Array(output(runs: FrameDiff.runs(from: old, to: new), cursor: new.cursor).utf8)
  }

  /// The escape sequences and text for `runs`, then the cursor (hidden when nil).
  public func output(runs: [FrameRun], cursor: Point?) -> String {
    var out = ""
    var at: Point? = nil
    var style: Style? = nil
    for run in runs {
      if at != Point(x: run.x, y: run.y) { out += Self.moveTo(x: run.x, y: run.y) }
      let runStyle = noColor ? run.style.withoutColors : run.style
      if style != runStyle {
        out += Self.sgr(runStyle)
        style = runStyle
      }
      out += run.text
      at = Point(x: run.x + run.width, y: run.y)
    }
    if style != nil && style != .plain { out += "\u{1B}[0m" }
    if let cursor {
      if at != cursor { out += Self.moveTo(x: cursor.x, y: cursor.y) }
      out += "\u{1B}[?25h"
    } else {
      out += "\u{1B}[?25l"
    }
    return out
  }

  /// CUP: 1-based row;column.
  public static func moveTo(x: Int, y: Int) -> String { "\u{1B}[\(y + 1);\(x + 1)H" }

  /// One SGR sequence that resets and then sets `style`.
  public static func sgr(_ style: Style) -> String {
    var params = ["0"]
    if style.bold { params.append("1") }
    if style.dim { params.append("2") }
    if style.underline { params.append("4") }
    if style.reverse { params.append("7") }
    if let fg = style.foreground.paletteIndex { params.append(colorParameter(fg, base: 30)) }
    if let bg = style.background.paletteIndex { params.append(colorParameter(bg, base: 40)) }
    return "\u{1B}[" + params.joined(separator: ";") + "m"
  }

  private static func colorParameter(_ index: Int, base: Int) -> String {
    switch index {
    case 0..<8: "\(base + index)"
    case 8..<16: "\(base + 60 + index - 8)"
    default: "\(base + 8);5;\(index)"
    }
  }
}
