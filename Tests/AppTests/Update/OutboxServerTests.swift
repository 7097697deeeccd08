import Foundation
import Persistence
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

@Suite("Queued posts go only to the server of the session that queued them")
struct OutboxServerTests {
  let serverA = PostServer(url: URL(string: "http://127.0.0.1:9001")!)
  let serverB = PostServer(url: URL(string: "http://127.0.0.1:9002")!)

  func pending(_ id: String, _ server: PostServer, rejected: Bool = false) -> PendingPost {
    PendingPost(
      id: id, content: "\(id)의 글", userName: nil, themeId: "1", server: server,
      delivery: rejected ? .rejected : .waiting, nextAttempt: testNow.addingTimeInterval(-1))
  }

  func state(server: PostServer, outbox: [PendingPost]) -> AppState {
    AppState(
      width: 80, height: 24, now: testNow, outbox: outbox,
      sessionID: "7A1C2E3F-0000-4000-8000-000000000000", server: server)
  }

  /// The posts sent when the retry timer `start` armed fires.
  func sentAtStart(_ state: inout AppState) -> [PendingPost] {
    let effects = start(&state)
    let tokens = effects.compactMap { effect -> Int? in
      if case .startTimer(.outboxRetry(let token), _) = effect { token } else { nil }
    }
    return tokens.flatMap { posts(in: state.send(.timer(.outboxRetry($0)))) }
  }

  @Test("at start only this server's posts are sent, and the rest are announced")
  func onlyOwnServer() {
    let outbox = [
      pending("A1", serverA), pending("E1", .embedded), pending("B1", serverB),
      pending("A2", serverA, rejected: true),
    ]
    var onB = state(server: serverB, outbox: outbox)
    #expect(sentAtStart(&onB).map(\.id) == ["B1"])
    let toast = onB.toast?.message ?? ""
    #expect(toast.contains("다른 서버로 보낼 리뷰 2개"), "\(toast)")
    #expect(toast.contains("거절한 리뷰 1개"), "\(toast)")
    #expect(StatusLineView.summary(onB.statusLineInput).contains("거절된 리뷰 1개"))
    // Each notice on a line of its own, no control picture in between.
    let screen = render(onB).textLines()
    #expect(screen.contains { $0.contains("! 다른 서버로 보낼 리뷰 2개") }, "\(screen)")
    #expect(screen.contains { $0.contains("│ 서버가 거절한 리뷰 1개") }, "\(screen)")
    #expect(!screen.joined().contains("␊"))

    var embedded = state(server: .embedded, outbox: outbox)
    #expect(sentAtStart(&embedded).map(\.id) == ["E1"])
  }

  @Test("with nothing for this server no retry timer runs and nothing is sent")
  func nothingForThisServer() {
    var onB = state(server: serverB, outbox: [pending("A1", serverA)])
    #expect(sentAtStart(&onB).isEmpty)
    #expect(StatusLineView.summary(onB.statusLineInput).contains("대기") == false)
  }

  @Test("a new post records this session's server and theme")
  func newPostsRecordTheServer() {
    var onA = state(server: serverA, outbox: [])
    onA.typeKeys("whgdkdy")
    let sent = posts(in: onA.press(.ctrl("s")))
    #expect(sent.map(\.server) == [serverA])
    #expect(sent.map(\.themeId) == [onA.settings.themeId])
  }

  @Test("the same text queued for another server is a separate post with its own key")
  func sameTextOtherServer() {
    var queued = pending("A1", serverA)
    queued.content = "좋아요"
    var onB = state(server: serverB, outbox: [queued])
    onB.typeKeys("whgdkdy")
    let sent = posts(in: onB.press(.ctrl("s")))
    #expect(sent.count == 1 && sent[0].id != "A1" && sent[0].server == serverB)
    #expect(onB.posting.outbox.count == 2)
  }
}
