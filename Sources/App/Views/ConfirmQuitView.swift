import Terminal

/// Asks before quitting with a draft; the draft is kept either way.
enum ConfirmQuitView {
  static let lines = [
    "작성 중인 리뷰가 있어요. 종료할까요?",
    "쓰던 글은 저장되어 다음에 이어 쓸 수 있어요.",
    "",
    "y: 종료      n / Esc: 계속 쓰기",
  ]

  static func draw(_ state: AppState, into frame: inout Frame) {
    let theme = state.theme
    let width = (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 6
    let box = Box.centered(width: width, height: lines.count + 2, in: frame)
    Box.draw(box, title: "종료", style: theme.overlay, titleStyle: theme.overlayTitle, into: &frame)
    for (i, line) in lines.enumerated() {
      frame.write(
        line, x: box.x + 3, y: box.y + 1 + i, style: theme.overlay, clip: box.inset(by: 1))
    }
  }
}
