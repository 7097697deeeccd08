import Foundation
import Reviews
import TestSupport
import Testing

/// Issue 24 end to end: G to the oldest review, PgUp up from it and g back to the newest, with
/// the real binary in tmux against a `dubeol serve` holding five times the list's window.
@Suite("The review list at any size, end to end in tmux", .serialized, .endToEnd)
struct ListAtScaleEndToEndTests {
  static let count = 5_000

  /// `count` reviews as JSON Lines for `dubeol import`, "리뷰 번호 1" the oldest, a second apart
  /// (posting them would meet the server's per-client post limit).
  static func board() -> String {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    return (1...count).map { n in
      let date = WireDate.string(from: start.addingTimeInterval(Double(n)))
      return """
        {"_id":"\(String(format: "%024x", n))","user":{"_id":"5f00000000000000000000aa",\
        "isAdmin":false,"userName":"작성자"},"theme":"\(ReviewAPI.defaultThemeId)",\
        "content":"리뷰 번호 \(n)","createdAt":"\(date)","updatedAt":"\(date)"}
        """
    }.joined(separator: "\n")
  }

  /// The review numbers on screen, top first.
  static func numbers(_ screen: Screen) -> [Int] {
    screen.reviews.compactMap { lines in
      lines.lazy.compactMap { $0.hasPrefix("리뷰 번호 ") ? Int($0.dropFirst(6)) : nil }.first
    }
  }

  /// The numbers run down by one from the top: no review missing, none twice.
  static func consecutive(_ numbers: [Int]) -> Bool {
    zip(numbers, numbers.dropFirst()).allSatisfy { $0 - 1 == $1 }
  }

  @Test("G shows the oldest review at once, PgUp goes up from it, g comes back to the newest")
  func bothEnds() async throws {
    let session = try AppSession()
    defer { session.close() }
    let lines = session.sandbox.file("board.jsonl")
    try Data(Self.board().utf8).write(to: lines)
    let imported = try runDubeol([
      "import", "--database", "sqlite:" + session.serverDatabase, lines.path,
    ])
    try #require(imported.status == 0, "\(imported.stderr)")
    let (server, _, url) = try await session.startListeningServer()
    defer { _ = server.stop() }
    try await session.launch(["--server", url])
    try await session.waitUntilReady()
    try session.tmux.sendKeys("BTab")
    try await session.tmux.screen("the list focused, at the newest, with the count") {
      $0.contains("q 종료") && Self.numbers($0).first == Self.count && $0.contains(" 1/5,000 ")
    }

    try session.type("G")
    let oldest = try await session.tmux.screen("the oldest review, its place in the title") {
      Self.numbers($0).last == 1 && $0.contains(" 5,000/5,000 ")
    }
    #expect(Self.consecutive(Self.numbers(oldest)), "\(oldest)")
    #expect(Self.numbers(oldest).count > 1, "the pane is full above the oldest: \(oldest)")

    // Past the first page of the window, so newer pages load on the way up.
    for _ in 0..<8 { try session.tmux.sendKeys("PPage") }
    let up = try await session.tmux.screen("newer reviews above the oldest") {
      !Self.numbers($0).contains(1) && Self.numbers($0).first.map { $0 > 20 } == true
        && $0.text.range(of: #" 4,9\d\d/5,000 "#, options: .regularExpression) != nil
    }
    #expect(Self.consecutive(Self.numbers(up)), "no gap, no review twice: \(up)")

    try session.type("g")
    let newest = try await session.tmux.screen("the newest review again") {
      Self.numbers($0).first == Self.count && $0.contains(" 1/5,000 ")
    }
    #expect(Self.consecutive(Self.numbers(newest)), "\(newest)")
    try session.type("q")
    #expect(try await session.waitForExit() == 0)
  }
}
