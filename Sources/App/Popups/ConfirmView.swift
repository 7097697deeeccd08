import DisplayText
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
  static let outboxQuestion = "보내지 못한 리뷰가 있어요. 종료할까요?"
  static let outboxKept = "보낼 리뷰는 남아 있다가 그 서버로 다시 열면 보내져요."
  /// An edit lives only in the compose pane: quitting drops it (the server keeps the review).
  static let editDropped = "고치던 내용은 저장되지 않아요 (서버의 리뷰는 그대로예요)."
  /// Reasons are cut so the box fits an 80-column terminal.
  static let maxReasonWidth = 60

  /// What the quit dialog says: why saving failed, and what would be lost.
  struct QuitInput: Equatable, Sendable {
    /// The failed saves, as sentences (the draft's, the outbox's).
    var problems: [String]
    /// Some text has not reached disk or the server.
    var unsaved: Bool
    /// The compose pane holds more than whitespace.
    var hasDraft: Bool
    /// The compose pane holds an edit of one's own review.
    var editing: Bool
    /// The reviews waiting in the outbox, by server (this session's first).
    var waiting: [OutboxWait] = []
    var keys: KeyMap
  }

  /// How many reviews wait in the outbox for one server, named as the header names it.
  struct OutboxWait: Equatable, Sendable {
    var server: String
    var count: Int
  }

  /// The quit dialog's lines.
  static func quitLines(_ input: QuitInput) -> [String] {
    let problems = input.problems.map { DisplayWidth.truncated($0, to: maxReasonWidth) }
    let editing = input.editing ? [editDropped] : []
    let keys = input.keys.hints([.yes, .no], in: [.quitConfirm])
    // The server's name is cut, not the words around it (about 24 columns of them).
    let waiting =
      input.waiting.map {
        let server = DisplayWidth.truncated($0.server, to: maxReasonWidth - 24)
        return "보낼 리뷰 \($0.count)개가 기다려요 (서버: \(server))"
      } + (input.waiting.isEmpty ? [] : [outboxKept])
    guard input.unsaved, !problems.isEmpty else {
      let onlyOutbox = !input.hasDraft && !input.editing && !input.waiting.isEmpty
      return (onlyOutbox ? [outboxQuestion] : [question, saved]) + waiting + editing + ["", keys]
    }
    return [input.hasDraft ? question : unsentQuestion] + problems + [rescue] + waiting + editing
      + ["", keys]
  }

  /// The delete question's lines: the start of the review, the question, its keys.
  static func deleteLines(_ review: Review, keys: KeyMap) -> [String] {
    let start = DisplayWidth.truncated(
      Sanitizer.visible(OutboxView.firstLine(review.content)), to: 30)
    return [
      "'\(start)'", "이 리뷰를 지울까요? 되돌릴 수 없어요.", "",
      keys.hints([.yes, .no], in: [.confirm]),
    ]
  }

  /// The dialog's title and lines for `question`.
  static func content(_ question: Confirmation, quit: QuitInput) -> (
    title: String, lines: [String]
  ) {
    switch question {
    case .quit: ("종료", quitLines(quit))
    case .deleteReview(let review, _): ("내 리뷰 지우기", deleteLines(review, keys: quit.keys))
    }
  }

  /// Draws `lines` in a box titled `title`, centred in the frame.
  static func draw(title: String, _ lines: [String], theme: Theme, into frame: inout Frame) {
    let width = (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 6
    let box = frame.bounds.centered(width: width, height: lines.count + 2)
    Box.draw(box, title: title, fill: theme.overlay, titleStyle: theme.overlayTitle, into: &frame)
    for (i, line) in lines.enumerated() {
      frame.write(
        line, x: box.x + 3, y: box.y + 1 + i, style: theme.overlay, clip: box.inset(by: 1))
    }
  }
}
