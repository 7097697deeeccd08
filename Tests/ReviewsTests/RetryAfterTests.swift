import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Reviews
import ReviewsHTTP
import Testing

@Suite("Retry-After")
struct RetryAfterTests {
  /// 1994-11-06 08:49:37 GMT, the date of RFC 9110's examples.
  let now = Date(timeIntervalSince1970: 784_111_777)

  @Test(
    "seconds and the three HTTP-date forms",
    arguments: [
      ("120", 120.0), (" 0 ", 0), ("Sun, 06 Nov 1994 08:51:37 GMT", 120),
      ("Sunday, 06-Nov-94 08:50:37 GMT", 60), ("Sun Nov  6 08:49:47 1994", 10),
      ("Sun, 06 Nov 1994 08:00:00 GMT", 0),
    ])
  func parses(value: String, seconds: Double) {
    #expect(RetryAfter.seconds(value, now: now) == seconds)
  }

  @Test("anything else is no Retry-After", arguments: ["", "-5", "1.5", "soon", "12abc", "٣"])
  func rejects(value: String) {
    #expect(RetryAfter.seconds(value, now: now) == nil)
  }

  @Test("a 503 with Retry-After is retryable and carries the wait")
  func serviceUnavailable() async throws {
    try await FakeServer.with(
      { router in
        router.post("/tmp/theme/1/review") { _, _ in
          Response(
            status: .serviceUnavailable,
            headers: [.contentType: "application/json", .retryAfter: "42"],
            body: .init(
              byteBuffer: ByteBuffer(string: #"{"error":{"code":"busy","message":"점검 중"}}"#)))
        }
        router.get("/theme/review") { _, _ in
          Response(status: .tooManyRequests, headers: [.retryAfter: "soon"])
        }
      },
      run: { url in
        let client = HTTPReviewClient(baseURL: url)
        do {
          _ = try await client.post(
            content: "a", userName: nil, themeId: "1", idempotencyKey: "k")
          Issue.record("expected a 503")
        } catch let error as ReviewClientError {
          #expect(error == .server(status: 503, code: "busy", message: "점검 중", retryAfter: 42))
          #expect(error.retryAfter == 42 && error.isRetryable)
        }
        do {
          _ = try await client.reviews(themeId: "1", start: 0, count: 1)
          Issue.record("expected a 429")
        } catch let error as ReviewClientError {
          #expect(error == .server(status: 429, code: nil, message: ""))
          #expect(error.retryAfter == nil)
        }
      })
  }
}
