import Terminal

/// The top row: app name, theme (board), server and author.
enum HeaderView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame) {
    let style = state.theme.header
    frame.fill(rect, with: style)
    let parts = [
      "두벌식 리뷰",
      "테마 \(state.settings.themeId)",
      "서버 \(state.serverLabel)",
      "작성자 \(state.settings.authorName)",
    ]
    let help = "F1 도움말 "
    let left = Rect(x: rect.x, y: rect.y, width: rect.width - DisplayWidth.of(help) - 1, height: 1)
    frame.write(
      " " + parts.joined(separator: "  │  "), x: rect.x, y: rect.y, style: style, clip: left)
    frame.write(help, x: rect.maxX - DisplayWidth.of(help), y: rect.y, style: style, clip: rect)
  }
}
