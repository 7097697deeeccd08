import Foundation
import Persistence
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

@Suite("Posting a review")
struct PostingTests {
  func typed(_ keys: String) -> AppState {
    var state = makeState(reviews: sampleReviews)
    state.typeKeys(keys)
    return state
  }

  @Test("empty text warns 리뷰를 작성해 주세요 and sends nothing")
  func empty() {
    var state = makeState()
    state.typeKeys("   ")
    let effects = state.press(.ctrl("s"))
    #expect(posts(in: effects).isEmpty)
    #expect(state.toast?.message == "리뷰를 작성해 주세요")
    #expect(state.toast?.kind == .warning)
  }

  @Test("Ctrl-S, Ctrl-Enter and the grid's return key post")
  func postKeys() {
    for post in [
      { (s: inout AppState) in s.press(.ctrl("s")) },
      { (s: inout AppState) in s.press(.enter, .ctrl) },
      { (s: inout AppState) in
        let p = s.point(ofKey: "return")!
        return s.click(x: p.x, y: p.y)
      },
    ] {
      var state = typed("whgdkdy")
      let effects = post(&state)
      let sent = posts(in: effects)
      #expect(sent.count == 1)
      #expect(sent.first?.content == "좋아요")
      #expect(sent.first?.userName == "익명")
      #expect(sent.first?.themeId == "PLKEY0-L-81")
    }
  }

  @Test("the post is saved in the outbox before it is sent, and a spinner runs")
  func outboxFirst() {
    var state = typed("whgdkdy")
    let effects = state.press(.ctrl("s"))
    let post = posts(in: effects)[0]
    #expect(effects.first == .saveOutbox([post]))
    #expect(effects.contains(.startTimer(.spinner, milliseconds: 100)))
    #expect(post.id == "7A1C2E3F-0000-4000-8000-000000000001")
    #expect(render(state).textLines()[state.layout.composeTitle.y].contains("등록 중"))
  }

  @Test("success clears the compose pane and the draft, and the review appears at the top")
  func success() {
    var state = typed("whgdkdy")
    let post = posts(in: state.press(.ctrl("s")))[0]
    let created = review(99, "익명", "좋아요", minutesAgo: 0)
    let effects = state.send(.postSucceeded(key: post.id, review: created))
    #expect(state.compose.text.isEmpty)
    #expect(state.list.reviews.first == created)
    #expect(state.list.selected == 0)
    #expect(effects.contains(.clearDraft))
    #expect(effects.contains(.saveOutbox([])))
    #expect(state.posting.composeKey == nil)
    #expect(state.toast?.kind == .info)
    #expect(render(state).textLines()[2].contains("익명 · 방금 전"))
  }

  @Test("a server that stores without returning the review (the original): cleared, said, reloaded")
  func successWithoutReview() {
    var state = typed("whgdkdy")
    let post = posts(in: state.press(.ctrl("s")))[0]
    let effects = state.send(.postSucceeded(key: post.id, review: nil))
    #expect(state.compose.text.isEmpty)
    #expect(effects.contains(.clearDraft))
    #expect(effects.contains(.saveOutbox([])))
    #expect(state.posting.outbox.posts.isEmpty, "never posted again")
    #expect(state.toast?.kind == .info)
    #expect(
      effects.contains {
        if case .fetchReviews(_, 0, _, _, _) = $0 { true } else { false }
      }, "the list reloads to show the new review")
  }

  @Test("a retryable failure keeps the text, shows the reason and retries with the same key")
  func retryableFailure() {
    var state = typed("whgdkdy")
    let post = posts(in: state.press(.ctrl("s")))[0]
    let effects = state.send(
      .postFailed(key: post.id, message: "서버에 연결할 수 없어요.", retryable: true))
    #expect(state.compose.text == "좋아요")
    #expect(state.toast?.kind == .error)
    #expect(state.toast?.message.contains("서버에 연결할 수 없어요.") == true)
    #expect(state.posting.outbox.posts.map(\.attempts) == [1])
    #expect(
      effects.contains(.startTimer(.outboxRetry(state.posting.retryToken), milliseconds: 1000)))
    #expect(StatusLineView.summary(state.statusLineInput).contains("보낼 리뷰 1개"))

    // The retry timer fires a second later: the same key goes out again.
    state.now = testNow.addingTimeInterval(1)
    let retried = posts(in: state.send(.timer(.outboxRetry(state.posting.retryToken))))
    #expect(retried.map(\.id) == [post.id])

    // It succeeds: the compose text is unchanged, so it clears.
    state.send(.postSucceeded(key: post.id, review: review(99, "익명", "좋아요", minutesAgo: 0)))
    #expect(state.compose.text.isEmpty)
    #expect(state.posting.outbox.isEmpty)
  }

  @Test("posting the same text again reuses the pending post's key")
  func noDuplicate() {
    var state = typed("whgdkdy")
    let first = posts(in: state.press(.ctrl("s")))[0]
    state.send(.postFailed(key: first.id, message: "시간 초과", retryable: true))
    let again = posts(in: state.press(.ctrl("s")))
    #expect(again.map(\.id) == [first.id])
    #expect(state.posting.outbox.count == 1)
    // While it is in flight, pressing post again sends nothing.
    #expect(posts(in: state.press(.ctrl("s"))).isEmpty)
  }

  @Test("a later success leaves changed compose text alone")
  func laterSuccessChangedText() {
    var state = typed("whgdkdy")
    let post = posts(in: state.press(.ctrl("s")))[0]
    state.send(.postFailed(key: post.id, message: "시간 초과", retryable: true))
    state.typeKeys("!")
    state.send(.postSucceeded(key: post.id, review: review(99, "익명", "좋아요", minutesAgo: 0)))
    #expect(state.compose.text == "좋아요!")
  }

  @Test(
    "a rejected post stays in the outbox, marked with the reason, never retried; the text stays")
  func rejected() {
    var state = typed("whgdkdy")
    let post = posts(in: state.press(.ctrl("s")))[0]
    let effects = state.send(.postFailed(key: post.id, message: "내용이 너무 길어요.", retryable: false))
    #expect(state.compose.text == "좋아요")
    let kept = state.posting.outbox.posts
    #expect(kept.map(\.id) == [post.id])
    #expect(kept.first?.delivery == .rejected && kept.first?.lastError == "내용이 너무 길어요.")
    #expect(effects.contains(.saveOutbox(kept)))
    #expect(state.toast?.message.hasPrefix("등록하지 못했어요: 내용이 너무 길어요.") == true)
    #expect(state.toast?.message.contains("F6") == true)
    #expect(StatusLineView.summary(state.statusLineInput).contains("거절된 리뷰 1개"))
    #expect(!StatusLineView.summary(state.statusLineInput).contains("대기"))
    #expect(state.scheduleRetry().isEmpty)
    state.now = testNow.addingTimeInterval(3600)
    #expect(posts(in: state.retryDuePosts()).isEmpty)
  }

  @Test("Retry-After from the server sets the retry timer")
  func retryAfter() {
    var state = typed("whgdkdy")
    let post = posts(in: state.press(.ctrl("s")))[0]
    let effects = state.send(
      .postFailed(key: post.id, message: "점검 중", retryable: true, retryAfter: 30))
    #expect(
      effects.contains(.startTimer(.outboxRetry(state.posting.retryToken), milliseconds: 30_000)))
    #expect(state.posting.outbox.posts.first?.nextAttempt == testNow.addingTimeInterval(30))
  }

  @Test("posts left in the outbox are retried at start")
  func outboxAtStart() {
    let pending = PendingPost(
      id: "K1", content: "어제 못 보낸 글", userName: "익명", themeId: "1", attempts: 2,
      nextAttempt: testNow.addingTimeInterval(-5))
    var state = makeState(outbox: [pending])
    let effects = start(&state)
    #expect(effects.contains(.startTimer(.clockTick, milliseconds: 30_000)))
    guard
      let token = effects.lazy.compactMap({ effect -> Int? in
        if case .startTimer(.outboxRetry(let token), 0) = effect { token } else { nil }
      }).first
    else {
      Issue.record("no retry timer: \(effects)")
      return
    }
    #expect(posts(in: state.send(.timer(.outboxRetry(token)))) == [pending])
  }
}
