import DisplayText
import Foundation
import Persistence
import Terminal

/// The queued posts, oldest first: server, theme, attempts, next retry or the reason it was
/// refused, and the start of the text; `s` sends one now, `d` discards it after asking.
enum OutboxView {
  /// Rows each post takes: its facts, then the start of its text.
  static let rowsPerPost = 2

  /// What the outbox view shows: the posts, which one is chosen, and what each one's line says.
  struct Input: Equatable, Sendable {
    var view: OutboxViewState
    var posts: [PendingPost]
    /// Posts being sent right now.
    var inFlight: Set<String>
    /// This session's server.
    var server: PostServer
    var now: Date
    var area: Rect
    var theme: Theme
    var keys: KeyMap
  }

  /// The view's box in `area` (where popups go).
  static func box(in area: Rect) -> Rect {
    area.centered(width: min(area.width, 100), height: area.height)
  }

  static func draw(_ input: Input, into frame: inout Frame) {
    let theme = input.theme
    let view = input.view
    let styles = PopupBox.styles(theme)
    let posts = input.posts
    let box = box(in: input.area)
    PopupBox.draw(box, title: "보낼 리뷰 \(posts.count)개", into: &frame, theme: theme)
    let inner = box.inset(by: 1)
    let x = inner.x + 1
    let clip = Rect(x: x, y: inner.y, width: max(0, inner.width - 2), height: inner.height)
    let listRows = max(0, inner.height - 2)
    if posts.isEmpty {
      frame.write("보낼 리뷰가 없어요. 모두 전해졌어요.", x: x, y: inner.y, style: theme.overlay, clip: clip)
    }
    let visible = max(1, listRows / rowsPerPost)
    let selected = min(view.selected, max(0, posts.count - 1))
    let first = max(0, min(selected - visible + 1, posts.count - visible))
    for (row, index) in posts.indices.dropFirst(first).prefix(visible).enumerated() {
      let post = posts[index]
      let y = inner.y + row * rowsPerPost
      let chosen = index == selected
      let style = chosen ? theme.keyHighlighted : theme.overlay
      let line = Rect(x: x, y: y, width: clip.width, height: 1)
      if chosen { frame.fill(line, with: style) }
      frame.write(
        (chosen ? "▶ " : "  ") + facts(post, input), x: x, y: y, style: style, clip: line)
      let server = "[\(serverName(post, server: input.server))] "
      let start = DisplayWidth.truncated(
        firstLine(post.content), to: clip.width - 2 - DisplayWidth.of(server))
      let textX = frame.write("  " + server, x: x, y: y + 1, style: styles.hint, clip: clip)
      frame.write(start, x: textX, y: y + 1, style: theme.overlay, clip: clip)
    }
    let footerY = inner.maxY - 1
    if let id = view.confirmingDiscard,
      let post = posts.first(where: { $0.id == id })
    {
      let question =
        "'\(DisplayWidth.truncated(firstLine(post.content), to: 16))' 버릴까요? 되돌릴 수 없어요 · "
        + input.keys.hints([.yes, .no], in: [.confirm])
      frame.write(question, x: x, y: footerY, style: styles.error, clip: clip)
    } else {
      frame.write(
        input.keys.hint(.down, .up, in: [.outbox]) + " · "
          + input.keys.hints([.sendNow, .discard, .close], in: [.outbox]), x: x, y: footerY, style: styles.hint, clip: clip)
    }
  }

  /// "12초 뒤 다시 · 2번 시도 · 테마 PLKEY0-L-81", or the refusal's reason first (the reason of a
  /// failed attempt is left out: the line must fit, and the retry is what matters). The server
  /// goes before the text on the next line, where a long address has room.
  static func facts(_ post: PendingPost, _ input: Input) -> String {
    let status: String =
      if post.isRejected {
        "거절됨: \(post.lastError ?? "이유 없음")"
      } else if input.inFlight.contains(post.id) {
        "보내는 중"
      } else if post.server != input.server {
        "그 서버에서 보내요"
      } else {
        retryText(post.nextAttempt, now: input.now)
      }
    return [status, "\(post.attempts)번 시도", "테마 \(post.themeId)"].joined(separator: " · ")
  }

  /// "이 서버" for this session's server, else its address ("embedded" or the URL).
  static func serverName(_ post: PendingPost, server: PostServer) -> String {
    post.server == server ? "이 서버" : "\(post.server)"
  }

  /// When the next attempt comes: "곧 다시", "12초 뒤 다시", "3분 뒤 다시".
  static func retryText(_ date: Date, now: Date) -> String {
    let seconds = Int(date.timeIntervalSince(now).rounded(.up))
    switch seconds {
    case ..<1: return "곧 다시"
    case ..<60: return "\(seconds)초 뒤 다시"
    case ..<3600: return "\((seconds + 59) / 60)분 뒤 다시"
    default: return "\((seconds + 3599) / 3600)시간 뒤 다시"
    }
  }

  static func firstLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
  }
}
