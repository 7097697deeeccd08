import Terminal

/// A yes/no question over everything (it waits for an answer). Before quitting with a draft it
/// promises the draft is kept only when it really was saved; otherwise it says why not and
/// where the text will go.
enum ConfirmView {
  static let question = "작성 중인 리뷰가 있어요. 종료할까요?"
  static let unsentQuestion = "저장하지 못한 리뷰가 있어요. 종료할까요?"
  static let saved = "쓰던 글은 저장되어 다음에 이어 쓸 수 있어요."
  static let rescue = "종료하면 글을 임시 파일에 남기고 그 경로를 알려 드려요."
  /// "y 종료 · n/Esc 계속 쓰기", from the dialog's key table.
  static var keys: String { ScreenKeys.hints(ScreenKeys.confirm) }
  /// Reasons are cut so the box fits an 80-column terminal.
  static let maxReasonWidth = 60

  /// The quit dialog's lines for this state.
  static func quitLines(_ state: AppState) -> [String] {
    let problems: [String] = [
      state.storage.draftProblem.map(StorageItem.draft.failed),
      state.storage.outboxProblem.map(StorageItem.outbox.failed),
    ].compactMap { $0 }.map { DisplayWidth.truncated($0, to: maxReasonWidth) }
    guard state.unsavedText != nil, !problems.isEmpty else {
      return [question, saved, "", keys]
    }
    let hasDraft = !state.compose.text.allSatisfy(\.isWhitespace)
    return [hasDraft ? question : unsentQuestion] + problems + [rescue, "", keys]
  }

  /// The dialog's lines for `question`.
  static func lines(_ question: Confirmation, _ state: AppState) -> [String] {
    switch question {
    case .quit: quitLines(state)
    }
  }

  /// Draws `lines` in a box centred in the frame.
  static func draw(_ lines: [String], theme: Theme, into frame: inout Frame) {
    let width = (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 6
    let box = frame.bounds.centered(width: width, height: lines.count + 2)
    Box.draw(box, title: "종료", fill: theme.overlay, titleStyle: theme.overlayTitle, into: &frame)
    for (i, line) in lines.enumerated() {
      frame.write(
        line, x: box.x + 3, y: box.y + 1 + i, style: theme.overlay, clip: box.inset(by: 1))
    }
  }
}
