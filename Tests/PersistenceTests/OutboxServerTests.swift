import Foundation
import Testing

@testable import Persistence

@Suite("Outbox: servers, rejected posts and Retry-After")
struct OutboxServerTests {
  let t0 = Date(timeIntervalSince1970: 1_700_000_000)
  let a = PostServer(url: URL(string: "http://127.0.0.1:9001")!)
  let b = PostServer(url: URL(string: "http://127.0.0.1:9002")!)

  @Test func postsAreDueOnlyForTheirOwnServer() {
    var outbox = Outbox()
    outbox.enqueue(content: "A로", userName: nil, themeId: "1", server: a, now: t0, id: "ka")
    outbox.enqueue(content: "내장으로", userName: nil, themeId: "1", now: t0, id: "ke")
    #expect(outbox.due(now: t0, server: a).map(\.id) == ["ka"])
    #expect(outbox.due(now: t0, server: .embedded).map(\.id) == ["ke"])
    #expect(outbox.due(now: t0, server: b).isEmpty)
    #expect(outbox.nextAttempt(server: b) == nil)
    #expect(outbox.waitingElsewhere(than: b).map(\.id) == ["ka", "ke"])
    #expect(outbox.waitingElsewhere(than: a).map(\.id) == ["ke"])
  }

  @Test func theSameTextForAnotherServerIsAnotherPost() {
    var outbox = Outbox()
    outbox.enqueue(content: "좋아요", userName: nil, themeId: "1", server: a, now: t0, id: "k1")
    outbox.enqueue(content: "좋아요", userName: nil, themeId: "1", server: b, now: t0, id: "k2")
    #expect(outbox.posts.map(\.id) == ["k1", "k2"])
    #expect(outbox.posts.map(\.server) == [a, b])
  }

  @Test func aRejectedPostStaysWithItsReasonAndIsNeverDue() {
    var outbox = Outbox()
    outbox.enqueue(content: "너무 긴 글", userName: nil, themeId: "1", server: a, now: t0, id: "k1")
    outbox.markRejected(id: "k1", reason: "리뷰가 너무 길어요.")
    #expect(outbox.count == 1)
    #expect(outbox.rejected.map(\.lastError) == ["리뷰가 너무 길어요."])
    #expect(outbox.due(now: t0.addingTimeInterval(3600)).isEmpty)
    #expect(outbox.nextAttempt == nil)
    #expect(outbox.waitingElsewhere(than: b).isEmpty)
    // Posting the same text again is the user asking to try once more.
    let again = outbox.enqueue(
      content: "너무 긴 글", userName: nil, themeId: "1", server: a, now: t0, id: "k2")
    #expect(again.id == "k1" && again.delivery == .waiting)
    #expect(outbox.rejected.isEmpty)
  }

  @Test func retryAfterPostponesTheRetryBeyondTheBackoff() {
    var outbox = Outbox()
    outbox.enqueue(content: "a", userName: nil, themeId: "1", now: t0, id: "k1")
    outbox.markFailed(id: "k1", error: "점검 중", now: t0, retryAfter: 120)
    #expect(outbox.nextAttempt == t0.addingTimeInterval(120))
    #expect(outbox.due(now: t0.addingTimeInterval(119)).isEmpty)
    #expect(outbox.due(now: t0.addingTimeInterval(120)).map(\.id) == ["k1"])
    // A Retry-After shorter than the backoff does not hurry it.
    outbox.markFailed(id: "k1", error: "점검 중", now: t0, retryAfter: 0.5)
    #expect(outbox.nextAttempt == t0.addingTimeInterval(2))
  }

  @Test func serversAreNormalisedAndStoredAsText() throws {
    #expect(
      PostServer(url: URL(string: "HTTP://Example.COM:80/api/")!)
        == .remote("http://example.com/api"))
    #expect(PostServer(url: URL(string: "https://x.test:443")!) == .remote("https://x.test"))
    #expect(
      PostServer(url: URL(string: "http://127.0.0.1:8080")!).description == "http://127.0.0.1:8080")
    let encoded = try JSONEncoder().encode([PostServer.embedded, a])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["embedded","http:\/\/127.0.0.1:9001"]"#)
    #expect(try JSONDecoder().decode([PostServer].self, from: encoded) == [.embedded, a])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([PostServer].self, from: Data(#"["nonsense"]"#.utf8))
    }
  }
}

@Suite("Backoff with Retry-After")
struct RetryAfterBackoffTests {
  @Test func theServersWaitWinsUpToAnHour() {
    #expect(Backoff.delay(afterAttempts: 1, retryAfter: nil) == 1)
    #expect(Backoff.delay(afterAttempts: 1, retryAfter: 30) == 30)
    #expect(Backoff.delay(afterAttempts: 7, retryAfter: 5) == 60)
    #expect(Backoff.delay(afterAttempts: 1, retryAfter: 86_400) == 3600)
    #expect(Backoff.delay(afterAttempts: 2, retryAfter: -4) == 2)
    #expect(Backoff.delay(afterAttempts: 2, retryAfter: .infinity) == 2)
    #expect(Backoff.delay(afterAttempts: 2, retryAfter: .nan) == 2)
  }
}
