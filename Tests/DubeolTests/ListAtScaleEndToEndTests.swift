import Foundation
import Reviews
import ReviewsHTTP
import Testing

/// Issue 24 end to end: G to the oldest review, PgUp up from it and g back to the newest, with
/// the real binary in tmux against a `dubeol serve` holding more reviews than the list's window.
@Suite("The review list at any size, end to end in tmux", .serialized, .endToEnd)
struct ListAtScaleEndToEndTests {
  static let count = 1_200

  @Test("G shows the oldest review at once, PgUp goes up from it, g comes back to the newest")
  func bothEnds() async throws {
    let session = try AppSession()
    defer { session.close() }
    let server = try session.startServer(port: 0, database: "memory:")
    defer { _ = server.stop() }
    let port = try await server.listeningPort()
    let client = HTTPReviewClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
    for i in 1...Self.count {
      _ = try await client.post(
        content: "리뷰 번호 \(i)", userName: "작성자", themeId: ReviewAPI.defaultThemeId,
        idempotencyKey: nil)
    }
    try await session.launch(["--server", "http://127.0.0.1:\(port)"])
    try await session.waitUntilReady()
    try session.tmux.sendKeys("BTab")
    try await session.tmux.screen("the list focused, at the newest") {
      $0.contains("q 종료") && $0.contains("리뷰 번호 \(Self.count)") && $0.contains("1/1,200")
    }
    try session.type("G")
    let oldest = try await session.tmux.screen("the oldest review, its place in the title") {
      $0.reviews.contains { $0.contains("리뷰 번호 1") }
    }
    #expect(oldest.contains("1,200/1,200"), "\(oldest)")
    for _ in 0..<5 { try session.tmux.sendKeys("PPage") }
    let up = try await session.tmux.screen("newer reviews above the oldest") {
      !$0.reviews.contains { $0.contains("리뷰 번호 1") }
        && $0.text.range(of: #" 1,1\d\d/1,200 "#, options: .regularExpression) != nil
    }
    #expect(up.contains("리뷰 번호 2"), "\(up)")
    try session.type("g")
    try await session.tmux.screen("the newest review again") {
      $0.contains("리뷰 번호 \(Self.count)") && $0.contains("1/1,200")
    }
    try session.type("q")
    #expect(try await session.waitForExit() == 0)
  }
}
