import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Reviews
import Testing

@testable import ReviewServer
@testable import ReviewStoreSQLite

/// Bodies read through `ReviewRequestContext` (its upload limit and `WireRequestDecoder`) and
/// replies written by `WireResponseEncoder`.
@Suite("Request bodies and JSON replies")
struct RequestBodyTests {
  /// A post body of exactly `size` bytes: valid JSON padded with spaces.
  static func paddedPost(size: Int) -> String {
    let json = #"{"content":"경계"}"#
    return json + String(repeating: " ", count: size - json.utf8.count)
  }

  @Test("a body of exactly the upload limit is read; one byte more is 413 and stores nothing")
  func uploadLimit() async throws {
    try await withApp { client, store in
      let limit = ReviewAPI.maxRequestBodyBytes
      let atLimit = try await client.post(json: Self.paddedPost(size: limit))
      #expect(atLimit.status == .ok)
      let over = try await client.post(json: Self.paddedPost(size: limit + 1))
      #expect(over.status == .contentTooLarge)
      #expect(over.errorBody?.code == "body_too_large")
      #expect(over.headers[.connection] == "close")
      #expect(try await store.count() == 1)
    }
  }

  @Test("a declared length over the limit is refused before any of the body is sent")
  func declaredLengthRefusedUnread() async throws {
    try await withLiveServer { port in
      // Were the body awaited, this would end in the body timeout (408), not 413.
      let response = try await rawExchange(
        port: port,
        "POST /tmp/theme/6/review HTTP/1.1\r\nHost: 127.0.0.1\r\n"
          + "Content-Length: \(ReviewAPI.maxRequestBodyBytes + 1)\r\n\r\n")
      #expect(response.status == 413)
      #expect(response.header("connection") == "close")
      #expect(response.text.contains("body_too_large"))
    }
  }

  @Test("an edit's body goes through the same limit and the same JSON check as a post's")
  func editBody() async throws {
    try await withApp { client, store in
      let key = OwnReviewRouteTests.keyA
      let id = try await OwnReviewRouteTests.seed(store, key: key)
      let tooLarge = try await OwnReviewRouteTests.patch(
        client, id: id, key: key, json: Self.paddedPost(size: ReviewAPI.maxRequestBodyBytes + 1))
      #expect(tooLarge.status == .contentTooLarge)
      #expect(tooLarge.errorBody?.code == "body_too_large")
      let notAnObject = try await OwnReviewRouteTests.patch(
        client, id: id, key: key, json: #"["고친 글"]"#)
      #expect(notAnObject.status == .badRequest)
      #expect(notAnObject.errorBody?.code == "invalid_json")
      #expect(try await OwnReviewRouteTests.contents(store) == ["처음 쓴 글"])
    }
  }

  /// Content, as written inside a JSON string, that every escaping rule touches: quotes, a
  /// backslash, a slash, a line break, a tab, Hangul and an emoji.
  static let trickyContent = #"\"따옴표\" \\ a/b\n둘째\t줄 🙂"#

  @Test("the reply to a post and to an edit is byte for byte what WireJSON.encoder writes")
  func envelopeBytes() async throws {
    try await withApp { client, store in
      let posted = try await client.post(
        json: #"{"content":"\#(Self.trickyContent)","userName":"민/지"}"#)
      let key = OwnReviewRouteTests.keyA
      let id = try await OwnReviewRouteTests.seed(store, key: key)
      let edited = try await OwnReviewRouteTests.patch(
        client, id: id, key: key, json: #"{"content":"\#(Self.trickyContent)"}"#)
      for response in [posted, edited] {
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        let envelope = try response.decode(ReviewEnvelope.self)
        #expect(envelope.data.content == "\"따옴표\" \\ a/b\n둘째\t줄 🙂")
        let expected = try WireJSON.encoder.encode(envelope)
        #expect(
          String(decoding: response.body.readableBytesView, as: UTF8.self)
            == String(decoding: expected, as: UTF8.self))
      }
    }
  }

  @Test("errors, /healthz and /capabilities are wire JSON: sorted keys, Hangul unescaped")
  func encodedReplies() async throws {
    try await withApp { client, _ in
      let health = try await client.execute(uri: "/healthz", method: .get)
      #expect(String(buffer: health.body) == #"{"status":"ok"}"#)
      let capabilities = try await client.execute(uri: "/capabilities", method: .get)
      #expect(
        String(buffer: capabilities.body)
          == #"{"authorKeys":true,"cursorPaging":true,"oldestPage":true,"search":true,"themeCount":true}"#
      )
      let empty = try await client.post(json: #"{"content":" "}"#)
      #expect(
        String(buffer: empty.body)
          == #"{"error":{"code":"empty_content","message":"리뷰 내용을 입력해 주세요."}}"#)
      #expect(empty.headers[.contentType] == "application/json; charset=utf-8")
    }
  }
}
