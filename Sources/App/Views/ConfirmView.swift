import Reviews
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
  /// An edit lives only in the compose pane: quitting drops it (the server keeps the review).
  static let editDropped = "고치던 내용은 저장되지 않아요 (서버의 리뷰는 그대로예요)."
  /// Reasons are cut so the box fits an 80-column terminal.
  static let maxReasonWidth = 60

  /// The quit dialog's lines for this state.
  static func quitLines(_ state: AppState) -> [String] {
    let problems: [String] = [
      state.storage.draftProblem.map { "쓰던 글을 저장하지 못했어요: \($0)" },
      state.storage.outboxProblem.map { "보낼 리뷰를 저장하지 못했어요: \($0)" },
    ].compactMap { $0 }.map { cut($0, to: maxReasonWidth) }
    let editing = state.own.editing == nil ? [] : [editDropped]
    guard state.unsavedText != nil, !problems.isEmpty else {
      return [question, saved] + editing + ["", keys]
    }
    let hasDraft = !state.compose.text.allSatisfy(\.isWhitespace)
    return [hasDraft ? question : unsentQuestion] + problems + [rescue] + editing + ["", keys]
  }

  /// The delete question's lines: the start of the review, the question, its keys.
  static func deleteLines(_ review: Review) -> [String] {
    let start = PopupBox.fitted(Sanitizer.visible(OutboxView.firstLine(review.content)), width: 30)
    return [
      "'\(start)'", "이 리뷰를 지울까요? 되돌릴 수 없어요.", "",
      ScreenKeys.hints(ScreenKeys.confirmDelete),
    ]
  }

  /// `text` cut to `width` cells with an ellipsis, never splitting a wide character.
  static func cut(_ text: String, to width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    var out = ""
    var used = 0
    for c in text {
      let w = DisplayWidth.of(c)
      if used + w > width - 1 { break }
      out.append(c)
      used += w
    }
    return out + "…"
  }

  static func draw(_ state: AppState, _ question: Confirmation, into frame: inout Frame) {
    let theme = state.theme
    let (title, lines): (String, [String]) =
      switch question {
      case .quit: ("종료", quitLines(state))
      case .deleteReview(let review, _): ("내 리뷰 지우기", deleteLines(review))
      }
    let width = (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 6
    let box = Box.centered(width: width, height: lines.count + 2, in: frame)
    Box.draw(box, title: title, style: theme.overlay, titleStyle: theme.overlayTitle, into: &frame)
    for (i, line) in lines.enumerated() {
      frame.write(
        line, x: box.x + 3, y: box.y + 1 + i, style: theme.overlay, clip: box.inset(by: 1))
    }
  }
}
