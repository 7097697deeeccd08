import DisplayText
import Foundation
import Persistence
import Terminal

/// How `dubeol outbox` prints queued reviews: a header and one row a post, columns padded by
/// display width (Hangul is two cells), text cut and made safe for the terminal.
enum OutboxTable {
  static let header = ["ID", "서버", "테마", "시도", "상태", "다음 시도", "내용"]
  /// How much of the text a row shows.
  static let textWidth = 30

  static func lines(_ posts: [PendingPost], now: Date) -> [String] {
    guard !posts.isEmpty else { return [] }
    let rows = [header] + posts.map { row($0, now: now) }
    let widths = header.indices.map { column in
      rows.map { DisplayWidth.of($0[column]) }.max() ?? 0
    }
    return rows.map { cells in
      cells.enumerated().map { column, cell in
        column == cells.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
      }.joined(separator: "  ")
    }
  }

  static func row(_ post: PendingPost, now: Date) -> [String] {
    [
      post.id, post.server.description, Sanitizer.visible(post.themeId), "\(post.attempts)",
      post.isRejected ? "거절됨" : "대기", nextRetry(post, now: now), start(of: post.content),
    ]
  }

  /// Everything about one post, its whole text included (for `drop`).
  static func detail(_ post: PendingPost) -> String {
    var lines = [
      "  ID: \(post.id)", "  서버: \(post.server)", "  테마: \(Sanitizer.visible(post.themeId))",
      "  상태: \(post.isRejected ? "거절됨" : "대기") (시도 \(post.attempts)번)",
    ]
    if let error = post.lastError { lines.append("  마지막 오류: \(Sanitizer.visible(error))") }
    lines.append("  내용:")
    lines += post.content.split(separator: "\n", omittingEmptySubsequences: false).map {
      "    " + Sanitizer.visibleKeepingEmoji(String($0))
    }
    return lines.joined(separator: "\n")
  }

  static func nextRetry(_ post: PendingPost, now: Date) -> String {
    if post.isRejected { return "-" }
    if post.nextAttempt <= now { return "지금" }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.string(from: post.nextAttempt)
  }

  /// The first line of the text, cut to `textWidth` cells; "…" also says more lines follow.
  static func start(of content: String) -> String {
    let firstLine = content.split(separator: "\n").first.map(String.init) ?? ""
    let shown = Sanitizer.visibleKeepingEmoji(firstLine) + (firstLine == content ? "" : "…")
    return DisplayWidth.truncated(shown, to: textWidth, measure: DisplayWidth.ofWhole)
  }
}
