import Foundation
import Testing

@testable import Persistence

@Suite("Outbox")
struct OutboxTests {
  let t0 = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func anEnqueuedPostIsDueAtOnce() {
    var outbox = Outbox()
    let post = outbox.enqueue(content: "좋아요", userName: "민수", themeId: "1", now: t0, id: "k1")
    #expect(
      post == PendingPost(id: "k1", content: "좋아요", userName: "민수", themeId: "1", nextAttempt: t0))
    #expect(outbox.due(now: t0) == [post])
    #expect(outbox.nextAttempt == t0)
  }

  @Test func postingTheSameTextAgainReusesTheEntryAndItsKey() {
    var outbox = Outbox()
    let first = outbox.enqueue(content: "좋아요", userName: nil, themeId: "1", now: t0, id: "k1")
    outbox.markFailed(id: "k1", error: "오프라인", now: t0)
    let later = t0.addingTimeInterval(0.5)
    let again = outbox.enqueue(content: "좋아요", userName: nil, themeId: "1", now: later, id: "k2")
    #expect(again.id == first.id)
    #expect(outbox.count == 1)
    #expect(outbox.due(now: later).map(\.id) == ["k1"])
  }

  @Test func theSameTextForAnotherThemeIsAnotherPost() {
    var outbox = Outbox()
    outbox.enqueue(content: "좋아요", userName: nil, themeId: "1", now: t0, id: "k1")
    outbox.enqueue(content: "좋아요", userName: nil, themeId: "2", now: t0, id: "k2")
    #expect(outbox.posts.map(\.id) == ["k1", "k2"])
  }

  @Test func failuresBackOff() {
    var outbox = Outbox()
    outbox.enqueue(content: "a", userName: nil, themeId: "1", now: t0, id: "k1")
    outbox.markFailed(id: "k1", error: "서버 오류", now: t0)
    #expect(outbox.due(now: t0).isEmpty)
    #expect(outbox.due(now: t0.addingTimeInterval(1)).map(\.id) == ["k1"])
    outbox.markFailed(id: "k1", error: "시간 초과", now: t0.addingTimeInterval(1))
    #expect(outbox.posts[0].attempts == 2)
    #expect(outbox.posts[0].lastError == "시간 초과")
    #expect(outbox.nextAttempt == t0.addingTimeInterval(3))
  }

  @Test func dueKeepsTheOrderOfPosting() {
    var outbox = Outbox()
    outbox.enqueue(content: "a", userName: nil, themeId: "1", now: t0, id: "k1")
    outbox.enqueue(content: "b", userName: nil, themeId: "1", now: t0, id: "k2")
    outbox.enqueue(content: "c", userName: nil, themeId: "1", now: t0, id: "k3")
    outbox.markFailed(id: "k2", error: "x", now: t0)
    #expect(outbox.due(now: t0).map(\.id) == ["k1", "k3"])
  }

  @Test func removingAndFailingUnknownIdsChangesNothingElse() {
    var outbox = Outbox()
    outbox.enqueue(content: "a", userName: nil, themeId: "1", now: t0, id: "k1")
    let before = outbox
    outbox.markFailed(id: "nope", error: "x", now: t0)
    outbox.remove(id: "nope")
    #expect(outbox == before)
    outbox.remove(id: "k1")
    #expect(outbox.isEmpty)
    #expect(outbox.nextAttempt == nil)
  }
}
