import DisplayText
import Terminal

/// The top row: app name, theme (board), server and author.
enum HeaderView {
  static let separator = "  │  "
  static var help: String { "\(KeyBindings.keyName(for: .help)) 도움말 " }

  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame) {
    let style = state.theme.header
    frame.fill(rect, with: style)
    let left = Rect(
      x: rect.x, y: rect.y, width: rect.width - DisplayWidth.of(help) - 1, height: 1)
    frame.write(
      text(state, width: left.width), x: rect.x, y: rect.y, style: style, clip: left)
    frame.write(help, x: rect.maxX - DisplayWidth.of(help), y: rect.y, style: style, clip: rect)
  }

  /// The left part in `width` cells; the server label, the least needed part, is shortened
  /// first so the theme and author stay whole.
  static func text(_ state: AppState, width: Int) -> String {
    func line(server: String) -> String {
      " "
        + [
          "두벌식 리뷰",
          "테마 \(state.settings.themeId)",
          "서버 \(server)",
          "작성자 \(state.settings.authorName)",
        ].joined(separator: separator)
    }
    let room = width - DisplayWidth.of(line(server: ""))
    return line(server: DisplayWidth.truncated(state.serverLabel, to: max(1, room)))
  }
}
