import DisplayText
import Terminal

/// The top row: app name, theme (board), server and author.
enum HeaderView {
  /// What the header shows.
  struct Input: Equatable, Sendable {
    var style: Style
    var themeId: String
    var author: String
    var server: String
    var keys: KeyMap
  }

  static let separator = "  │  "
  static func draw(_ input: Input, in rect: Rect, into frame: inout Frame) {
    let help = input.keys.hint(.help) + " "
    frame.fill(rect, with: input.style)
    let left = Rect(
      x: rect.x, y: rect.y, width: rect.width - DisplayWidth.of(help) - 1, height: 1)
    frame.write(
      text(input, width: left.width), x: rect.x, y: rect.y, style: input.style, clip: left)
    frame.write(
      help, x: rect.maxX - DisplayWidth.of(help), y: rect.y, style: input.style, clip: rect)
  }

  /// The left part in `width` cells; the server label, the least needed part, is shortened
  /// first so the theme and author stay whole.
  static func text(_ input: Input, width: Int) -> String {
    func line(server: String) -> String {
      " "
        + [
          "dubeol 리뷰",
          "테마 \(input.themeId)",
          "서버 \(server)",
          "작성자 \(input.author)",
        ].joined(separator: separator)
    }
    let room = width - DisplayWidth.of(line(server: ""))
    return line(server: DisplayWidth.truncated(input.server, to: max(1, room)))
  }
}
