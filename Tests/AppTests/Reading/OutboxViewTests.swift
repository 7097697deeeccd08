import Foundation
import Persistence
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

@Suite("The outbox, visible")
struct OutboxViewTests {
  let elsewhere = PostServer(url: URL(string: "http://127.0.0.1:9002")!)

  func pending(
    _ id: String, server: PostServer = .embedded, rejected: Bool = false, attempts: Int = 0,
    inSeconds: TimeInterval = 30
  ) -> PendingPost {
    PendingPost(
      id: id, content: "\(id) 리뷰입니다\n둘째 줄", userName: nil, themeId: "PLKEY0-L-81",
      server: server, delivery: rejected ? .rejected : .waiting, attempts: attempts,
      nextAttempt: testNow.addingTimeInterval(inSeconds),
      lastError: rejected ? "내용이 너무 길어요" : attempts > 0 ? "서버에 연결할 수 없어요." : nil)
  }

  var outbox: [PendingPost] {
    [
      pending("P1", attempts: 2, inSeconds: 12), pending("P2", rejected: true, attempts: 1),
      pending("P3", server: elsewhere),
    ]
  }

  @Test("o in the list and F6 anywhere open it; it lists server, theme, attempts and state")
  func opens() {
    var state = makeState(reviews: sampleReviews, outbox: outbox)
    state.press(.function(6))
    #expect(state.overlay?.kind == .outbox)
    state.press(.escape)
    #expect(state.overlay == nil)
    state.focus = .list
    state.typeKeys("o")
    #expect(state.overlay?.kind == .outbox)
    let text = render(state).textLines().joined(separator: "\n")
    #expect(text.contains("보낼 리뷰 3개"))
    #expect(text.contains("▶ 12초 뒤 다시 · 2번 시도 · 테마 PLKEY0-L-81"), "\(text)")
    #expect(text.contains("[이 서버] P1 리뷰입니다"))
    #expect(text.contains("P1 리뷰입니다"))
    #expect(!text.contains("둘째 줄"), "only the start of the text")
    #expect(text.contains("거절됨: 내용이 너무 길어요"))
    #expect(text.contains("[http://127.0.0.1:9002] P3 리뷰입니다"))
    #expect(text.contains("그 서버에서 보내요"))
    #expect(text.contains("s 지금 보내기"))
  }

  @Test("s sends the selected post now, even a rejected one; another server's is left alone")
  func sendNow() {
    var state = makeState(reviews: sampleReviews, outbox: outbox)
    state.press(.function(6))
    var effects = state.typeKeys("s")
    #expect(posts(in: effects).map(\.id) == ["P1"])
    #expect(state.posting.inFlight.contains("P1"))
    #expect(StatusLineView.summary(state.statusLineInput).contains("보낼 리뷰 1개 대기 · 보내는 중"))
    state.typeKeys("j")
    effects = state.typeKeys("s")
    #expect(posts(in: effects).map(\.id) == ["P2"])
    #expect(state.posting.outbox.posts[1].delivery == .waiting)
    state.typeKeys("j")
    effects = state.typeKeys("s")
    #expect(posts(in: effects).isEmpty)
    #expect(state.toast?.message.contains("다른 서버") == true)
  }

  @Test("d asks first; y discards and saves, n keeps")
  func discard() {
    var state = makeState(reviews: sampleReviews, outbox: outbox)
    state.press(.function(6))
    state.typeKeys("jd")
    #expect(state.outboxView?.confirmingDiscard == "P2")
    #expect(render(state).textLines().contains { $0.contains("버릴까요?") })
    state.typeKeys("n")
    #expect(state.outboxView?.confirmingDiscard == nil)
    #expect(state.posting.outbox.count == 3)
    state.typeKeys("d")
    let effects = state.typeKeys("y")
    #expect(state.posting.outbox.posts.map(\.id) == ["P1", "P3"])
    #expect(effects.contains(.saveOutbox(state.posting.outbox.posts)))
    #expect(state.overlay?.kind == .outbox)
  }

  @Test("a post being sent is asked about but not discarded; once its attempt is over, it can be")
  func busy() {
    var state = makeState(reviews: sampleReviews, outbox: outbox)
    state.press(.function(6))
    state.typeKeys("s")
    state.typeKeys("d")
    #expect(state.outboxView?.confirmingDiscard == "P1", "the question, as for any post")
    state.typeKeys("y")
    #expect(state.posting.outbox.count == 3)
    #expect(state.toast?.message == AppState.busyToDiscard)
    state.send(.postFailed(key: "P1", message: "서버에 연결할 수 없어요.", retryable: true))
    state.typeKeys("dy")
    #expect(state.posting.outbox.posts.map(\.id) == ["P2", "P3"])
  }

  @Test(
    "s while an automatic retry is in flight: if that attempt fails, the post is sent again at once"
  )
  func sendAgainAfterFlight() {
    var state = makeState(reviews: sampleReviews, outbox: outbox)
    state.now = testNow.addingTimeInterval(20)
    let retried = posts(in: state.send(.timer(.outboxRetry(state.posting.retryToken))))
    #expect(retried.map(\.id) == ["P1"])
    state.press(.function(6))
    #expect(posts(in: state.typeKeys("s")).isEmpty, "one attempt at a time")
    #expect(state.toast?.message == "보내는 중이에요")
    let again = posts(in: state.send(.postFailed(key: "P1", message: "연결 안 됨", retryable: true)))
    #expect(again.map(\.id) == ["P1"], "not after the backoff")
    #expect(state.posting.inFlight == ["P1"])
    // That attempt failing is told, and the next waits for the backoff.
    let later = posts(in: state.send(.postFailed(key: "P1", message: "연결 안 됨", retryable: true)))
    #expect(later.isEmpty)
    #expect(state.toast?.kind == .error)
    // Succeeding, the in-flight attempt needs no second one.
    state.typeKeys("s")
    state.typeKeys("s")
    state.send(.postSucceeded(key: "P1", review: nil))
    #expect(state.posting.sendAgain.isEmpty)
  }

  @Test("the indicator stays during a retry and a failing retry toasts only the first time")
  func quietRetries() {
    var state = makeState(reviews: sampleReviews)
    state.typeKeys("whgdkdy")
    let key = posts(in: state.press(.ctrl("s")))[0].id
    #expect(
      !StatusLineView.summary(state.statusLineInput).contains("대기"),
      "a first attempt is not a queue")
    state.send(.postFailed(key: key, message: "서버에 연결할 수 없어요.", retryable: true))
    #expect(state.toast?.kind == .error)
    state.toast = nil
    state.now = testNow.addingTimeInterval(10)
    let sent = posts(in: state.send(.timer(.outboxRetry(state.posting.retryToken))))
    #expect(sent.map(\.id) == [key])
    #expect(StatusLineView.summary(state.statusLineInput).contains("보낼 리뷰 1개 대기 · 보내는 중"))
    state.send(.postFailed(key: key, message: "서버에 연결할 수 없어요.", retryable: true))
    #expect(state.toast == nil, "no toast for a retry that failed again")
    #expect(StatusLineView.summary(state.statusLineInput).contains("보낼 리뷰 1개 대기"))
    // Sent by hand from the outbox view, its failure is told.
    state.press(.function(6))
    state.typeKeys("s")
    state.send(.postFailed(key: key, message: "서버에 연결할 수 없어요.", retryable: true))
    #expect(state.toast?.kind == .error)
  }

  @Test("the status line points at the view")
  func statusHint() {
    let state = makeState(reviews: sampleReviews, outbox: outbox)
    #expect(StatusLineView.summary(state.statusLineInput).contains("F6 보기"))
    #expect(
      KeyMap.defaults.command(for: KeyChord(.function(6)), in: Focus.compose.scopes) == .openOutbox)
  }
}

extension OutboxViewTests {
  @Test("a post delivered while the view is open leaves it; the highlight stays on a post")
  func deliveredWhileOpen() {
    var state = makeState(reviews: sampleReviews, outbox: outbox)
    state.press(.function(6))
    state.typeKeys("G")
    #expect(state.outboxView?.selected == 2)
    state.posting.outbox.remove(id: "P3")
    #expect(render(state).textLines().contains { $0.contains("▶ 거절됨") })
    state.typeKeys("d")
    #expect(state.outboxView?.confirmingDiscard == "P2")
  }

  @Test("quitting with reviews in the outbox asks first, saying how many wait for which server")
  func quitSaysWhatWaits() {
    var state = makeState(reviews: sampleReviews, outbox: outbox)
    state.focus = .list
    state.typeKeys("q")
    #expect(state.overlay == .confirm(.quit))
    #expect(!state.shouldQuit)
    #expect(
      ConfirmView.quitLines(state.quitInput) == [
        ConfirmView.outboxQuestion,
        "보낼 리뷰 1개가 기다려요 (서버: 127.0.0.1:8080)",
        "보낼 리뷰 1개가 기다려요 (서버: http://127.0.0.1:9002)",
        ConfirmView.outboxKept, "", "y 종료 · n 계속 쓰기",
      ])
    state.typeKeys("y")
    #expect(state.shouldQuit)
  }

  @Test("with a draft too, the outbox lines follow the draft's")
  func quitWithDraftAndOutbox() {
    var state = makeState(outbox: [pending("P1")])
    state.typeKeys("gks")
    state.press(.ctrl("c"))
    #expect(
      ConfirmView.quitLines(state.quitInput) == [
        ConfirmView.question, ConfirmView.saved, "보낼 리뷰 1개가 기다려요 (서버: 127.0.0.1:8080)",
        ConfirmView.outboxKept, "", "y 종료 · n 계속 쓰기",
      ])
  }

  @Test("a rejected review alone does not hold quitting up (it waits for nothing)")
  func rejectedOnly() {
    var state = makeState(outbox: [pending("P2", rejected: true)])
    state.focus = .list
    state.typeKeys("q")
    #expect(state.shouldQuit)
  }
}
