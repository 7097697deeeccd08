import Terminal

/// Asks before deleting one's own review, over the list or the reader; the keys are the outbox
/// view's discard question's (`ScreenKeys.confirmDelete`).
enum ConfirmDeleteView {
  static func lines(_ state: AppState, _ pending: PendingDelete) -> [String] {
    let start = PopupBox.fitted(
      Sanitizer.visible(OutboxView.firstLine(pending.review.content)), width: 30)
    return [
      "'\(start)'", "이 리뷰를 지울까요? 되돌릴 수 없어요.", "",
      ScreenKeys.hints(ScreenKeys.confirmDelete),
    ]
  }

  static func draw(_ state: AppState, into frame: inout Frame) {
    guard let pending = state.own.confirmingDelete else { return }
    let theme = state.theme
    let lines = lines(state, pending)
    let width = (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 6
    let box = Box.centered(width: width, height: lines.count + 2, in: frame)
    Box.draw(
      box, title: "내 리뷰 지우기", style: theme.overlay, titleStyle: theme.overlayTitle, into: &frame)
    for (i, line) in lines.enumerated() {
      frame.write(
        line, x: box.x + 3, y: box.y + 1 + i, style: theme.overlay, clip: box.inset(by: 1))
    }
  }
}
