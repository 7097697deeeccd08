import Foundation
import Persistence
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

/// The reading screens as text fixtures (Fixtures/; DUBEOL_RECORD=1 rewrites them).
@Suite("Frame snapshots of reading and the outbox")
struct ReadingSnapshotTests {
  @Test("one review in the reader", arguments: [(80, 24), (120, 40)])
  func reader(size: (Int, Int)) {
    var state = makeState(width: size.0, height: size.1, reviews: sampleReviews)
    state.focus = .list
    state.press(.enter)
    expectSnapshot(render(state), "reader-\(size.0)x\(size.1)")
  }

  @Test("the user's own review marked in the list, and the question before deleting it")
  func ownReview() {
    var state = makeState(reviews: sampleReviews)
    state.own.ids = ["r2"]
    state.serverCapabilities = .dubeolServe
    state.focus = .list
    state.typeKeys("j")
    expectSnapshot(render(state), "list-own-80x24")
    state.typeKeys("d")
    expectSnapshot(render(state), "list-own-delete-80x24")
  }

  @Test("a long review scrolled in the reader")
  func readerScrolled() {
    let long = review(
      1, "guest", (1...40).map { "Line \($0) of a long review." }.joined(separator: "\n"),
      minutesAgo: 60 * 24 * 3)
    var state = makeState(reviews: [long])
    state.focus = .list
    state.press(.enter)
    state.typeKeys("jjj")
    expectSnapshot(render(state), "reader-scrolled-80x24")
  }

  @Test("the outbox view, and its question before discarding")
  func outbox() {
    let posts = [
      PendingPost(
        id: "P1", content: "배송이 빨라서 좋아요. 다음에도 살게요", userName: nil, themeId: "PLKEY0-L-81",
        attempts: 3, nextAttempt: testNow.addingTimeInterval(42), lastError: "서버에 연결할 수 없어요."),
      PendingPost(
        id: "P2", content: "너무 긴 리뷰", userName: nil, themeId: "6", delivery: .rejected,
        attempts: 1, nextAttempt: testNow, lastError: "리뷰가 너무 길어요"),
      PendingPost(
        id: "P3", content: "다른 서버에 쓴 리뷰", userName: nil, themeId: "PLKEY0-L-81",
        server: PostServer(url: URL(string: "https://reviews.example.com")!), nextAttempt: testNow),
    ]
    var state = makeState(reviews: sampleReviews, outbox: posts)
    state.press(.function(6))
    expectSnapshot(render(state), "outbox-80x24")
    state.typeKeys("jd")
    expectSnapshot(render(state), "outbox-discard-80x24")
  }

  @Test("the search line while typing and after a search")
  func search() {
    var state = makeState(reviews: sampleReviews)
    state.focus = .list
    state.typeKeys("/rmf")  // 글
    expectSnapshot(render(state), "search-typing-80x24")
    state.press(.escape)  // ends the syllable
    state.press(.escape)  // closes the search
    state.typeKeys("/dy")  // 요
    state.press(.enter)
    state.typeKeys("n")
    expectSnapshot(render(state), "search-found-80x24")
  }

  @Test("an administrator's review and Latin initials")
  func admin() {
    let admin = Review(
      id: "a1", user: ReviewUser(id: "admin", isAdmin: true, userName: "두벌식 운영팀"), theme: "1",
      content: "공지: 새 버전이 나왔어요.", createdAt: testNow.addingTimeInterval(-600))
    var state = makeState(width: 120, height: 40, reviews: [admin] + sampleReviews)
    state.focus = .list
    expectSnapshot(render(state), "list-admin-120x40")
  }
}
