import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import ReviewStore
import Reviews
import TestSupport
import Testing

@testable import ReviewServer
@testable import ReviewStoreSQLite

/// `PATCH` and `DELETE /tmp/theme/{themeId}/review/{id}` with `X-Author-Key`, and the rules
/// that keep one author's reviews out of another's hands.
@Suite("Own reviews: edit and delete routes")
struct OwnReviewRouteTests {
  static let keyA = String(repeating: "a1", count: 32)
  static let keyB = String(repeating: "b2", count: 32)
  static let hour: TimeInterval = 3600

  /// Stores a review by `key`'s author an hour before the test clock; returns its id.
  static func seed(
    _ store: SQLiteReviewStore, content: String = "처음 쓴 글", key: String?, theme: String = "1"
  ) async throws -> String {
    try await store.add(
      NewReview(
        themeId: theme, content: content, userName: "민지", createdAt: testNow - hour,
        authorKeyHash: key.map(AuthorKeyHash.of)),
      idempotencyKey: nil
    ).review.id
  }

  static func headers(_ key: String?) -> HTTPFields {
    var fields: HTTPFields = [.contentType: "application/json", .accept: "application/json"]
    if let key { fields[HTTPField.Name("X-Author-Key")!] = key }
    return fields
  }

  static func patch(
    _ client: some TestClientProtocol, id: String, key: String?, json: String,
    theme: String = "1"
  ) async throws -> TestResponse {
    try await client.execute(
      uri: "/tmp/theme/\(theme)/review/\(id)", method: .patch, headers: headers(key),
      body: ByteBuffer(string: json))
  }

  static func delete(_ client: some TestClientProtocol, id: String, key: String?)
    async throws -> TestResponse
  {
    try await client.execute(
      uri: "/tmp/theme/1/review/\(id)", method: .delete, headers: headers(key), body: nil)
  }

  static func contents(_ store: SQLiteReviewStore) async throws -> [String] {
    try await store.reviews(themeId: "1", start: 0, count: 100).map(\.content).sorted()
  }

  @Test("the capabilities document says authorKeys")
  func capabilities() async throws {
    try await withApp { client, _ in
      let response = try await client.execute(uri: "/capabilities", method: .get)
      #expect(response.jsonObject?["authorKeys"] as? Bool == true)
    }
  }

  @Test("an edit with the key keeps createdAt, moves updatedAt and answers like a post")
  func editWithKey() async throws {
    try await withApp { client, store in
      let id = try await Self.seed(store, key: Self.keyA)
      let response = try await Self.patch(
        client, id: id, key: Self.keyA, json: #"{"content":"  고친 글\r\n둘째 줄  "}"#)
      #expect(response.status == .ok)
      let review = try response.decode(ReviewEnvelope.self).data
      #expect(review.id == id)
      #expect(review.content == "고친 글\n둘째 줄")
      #expect(review.createdAt == testNow - Self.hour)
      #expect(review.updatedAt == testNow)
      #expect(review.user.userName == "민지")
      #expect(try await Self.contents(store) == ["고친 글\n둘째 줄"])
    }
  }

  @Test("an edit to a client that does not ask for JSON is answered with the text, as a post is")
  func editAnswersText() async throws {
    try await withApp { client, store in
      let id = try await Self.seed(store, key: Self.keyA)
      var headers = Self.headers(Self.keyA)
      headers[.accept] = nil
      let response = try await client.execute(
        uri: "/tmp/theme/1/review/\(id)", method: .patch, headers: headers,
        body: ByteBuffer(string: #"{"content":"텍스트로"}"#))
      #expect(response.status == .ok)
      #expect(String(buffer: response.body) == "텍스트로")
    }
  }

  @Test(
    "an edit is checked as a post is, and a refused one changes nothing",
    arguments: [
      (#"{"content":"   "}"#, 422, "empty_content"),
      (#"{"content":"a\u0007b"}"#, 422, "control_character"),
      (#"{"text":"내용"}"#, 400, "invalid_json"),
      ("not json", 400, "invalid_json"),
      (#"{"content":"\#(String(repeating: "가", count: 1001))"}"#, 422, "content_too_long"),
    ])
  func editValidation(_ json: String, _ status: Int, _ code: String) async throws {
    try await withApp { client, store in
      let id = try await Self.seed(store, key: Self.keyA)
      let response = try await Self.patch(client, id: id, key: Self.keyA, json: json)
      #expect(Int(response.status.code) == status)
      #expect(response.errorBody?.code == code)
      #expect(try await Self.contents(store) == ["처음 쓴 글"])
    }
  }

  @Test("no key, another author's key, or a review posted without a key: 403, nothing changes")
  func forbidden() async throws {
    try await withApp { client, store in
      let mine = try await Self.seed(store, content: "A의 글", key: Self.keyA)
      let keyless = try await Self.seed(store, content: "키 없는 글", key: nil)
      let attempts: [(String, String?)] = [
        (mine, nil), (mine, Self.keyB), (keyless, Self.keyA), (keyless, nil),
      ]
      for (id, key) in attempts {
        let edit = try await Self.patch(client, id: id, key: key, json: #"{"content":"뺏은 글"}"#)
        #expect(edit.status == .forbidden)
        #expect(edit.errorBody?.code == "not_your_review")
        let delete = try await Self.delete(client, id: id, key: key)
        #expect(delete.status == .forbidden)
        #expect(delete.errorBody?.code == "not_your_review")
      }
      #expect(try await Self.contents(store) == ["A의 글", "키 없는 글"])
    }
  }

  @Test("a key replayed on another author's review does not open it")
  func replayedKey() async throws {
    try await withApp { client, store in
      let a = try await Self.seed(store, content: "A의 글", key: Self.keyA)
      let b = try await Self.seed(store, content: "B의 글", key: Self.keyB)
      #expect(
        try await Self.patch(client, id: a, key: Self.keyA, json: #"{"content":"A 고침"}"#).status
          == .ok)
      let replay = try await Self.patch(client, id: b, key: Self.keyA, json: #"{"content":"A 고침"}"#)
      #expect(replay.status == .forbidden)
      #expect(try await Self.delete(client, id: b, key: Self.keyA).status == .forbidden)
      #expect(try await Self.contents(store) == ["A 고침", "B의 글"])
    }
  }

  @Test("an unknown review is 404 whatever the key; the same review in another theme too")
  func unknown() async throws {
    try await withApp { client, store in
      let id = try await Self.seed(store, key: Self.keyA)
      for key in [nil, Self.keyA, Self.keyB] {
        let edit = try await Self.patch(
          client, id: "0123456789abcdef01234567", key: key, json: #"{"content":"글"}"#)
        #expect(edit.status == .notFound)
        #expect(edit.errorBody?.code == "review_not_found")
        #expect(try await Self.delete(client, id: "nope", key: key).status == .notFound)
      }
      let otherTheme = try await Self.patch(
        client, id: id, key: Self.keyA, json: #"{"content":"글"}"#, theme: "2")
      #expect(otherTheme.status == .notFound)
      #expect(try await Self.contents(store) == ["처음 쓴 글"])
    }
  }

  @Test("a deleted review is gone: 204 once, then 404 for its key, to edit or delete")
  func deletedReview() async throws {
    try await withApp { client, store in
      let id = try await Self.seed(store, key: Self.keyA)
      let other = try await Self.seed(store, content: "남는 글", key: Self.keyA)
      let first = try await Self.delete(client, id: id, key: Self.keyA)
      #expect(first.status == .noContent)
      #expect(first.body.readableBytes == 0)
      #expect(try await Self.delete(client, id: id, key: Self.keyA).status == .notFound)
      let edit = try await Self.patch(client, id: id, key: Self.keyA, json: #"{"content":"글"}"#)
      #expect(edit.status == .notFound)
      #expect(try await Self.contents(store) == ["남는 글"])
      #expect(try await store.reviews(themeId: "1", start: 0, count: 10).map(\.id) == [other])
    }
  }

  @Test("a malformed key is refused as bad input, on a post too")
  func malformedKey() async throws {
    try await withApp { client, store in
      let id = try await Self.seed(store, key: Self.keyA)
      for key in ["short", String(repeating: "k", count: 201), "키가 한글이에요 키가 한글이에요"] {
        let edit = try await Self.patch(client, id: id, key: key, json: #"{"content":"글"}"#)
        #expect(edit.status == .badRequest)
        #expect(edit.errorBody?.code == "invalid_author_key")
      }
      let post = try await client.post(json: #"{"content":"글"}"#, headers: Self.headers("short"))
      #expect(post.status == .badRequest)
      #expect(try await store.count() == 1)
    }
  }

  @Test("a review posted with a key can be edited and deleted with it, through the routes")
  func postThenChange() async throws {
    try await withApp { client, store in
      let posted = try await client.post(
        json: #"{"content":"새 글"}"#, headers: Self.headers(Self.keyA))
      let id = try posted.decode(ReviewEnvelope.self).data.id
      #expect(
        try await Self.patch(client, id: id, key: Self.keyB, json: #"{"content":"남"}"#).status
          == .forbidden)
      #expect(
        try await Self.patch(client, id: id, key: Self.keyA, json: #"{"content":"고침"}"#).status
          == .ok)
      #expect(try await Self.delete(client, id: id, key: Self.keyA).status == .noContent)
      #expect(try await store.count() == 0)
    }
  }

  @Test(
    "a concurrent edit and delete of one review: the delete wins or follows, nothing else moves")
  func concurrentEditAndDelete() async throws {
    try await withApp { client, store in
      for round in 0..<10 {
        let id = try await Self.seed(store, content: "지울 글 \(round)", key: Self.keyA)
        async let edit = Self.patch(client, id: id, key: Self.keyA, json: #"{"content":"고친 글"}"#)
        async let delete = Self.delete(client, id: id, key: Self.keyA)
        let (edited, deleted) = try await (edit, delete)
        #expect(deleted.status == .noContent)
        // Serialised in the store: the edit came first (200) or found the review gone (404).
        #expect(edited.status == .ok || edited.status == .notFound)
        #expect(try await store.count() == 0)
      }
      _ = try await Self.seed(store, content: "남는 글", key: Self.keyB)
      #expect(try await Self.contents(store) == ["남는 글"])
    }
  }

  @Test("lists and answers never show a key or its hash")
  func noKeysInAnswers() async throws {
    try await withApp { client, store in
      let posted = try await client.post(
        json: #"{"content":"새 글"}"#, headers: Self.headers(Self.keyA))
      let id = try posted.decode(ReviewEnvelope.self).data.id
      let edited = try await Self.patch(client, id: id, key: Self.keyA, json: #"{"content":"고침"}"#)
      let list = try await client.execute(uri: "/theme/review?themeId=1", method: .get)
      let search = try await client.execute(
        uri: "/theme/review?themeId=1&q=%EA%B3%A0", method: .get)
      for response in [posted, edited, list, search] {
        let body = String(buffer: response.body)
        #expect(!body.contains(Self.keyA))
        #expect(!body.contains(AuthorKeyHash.of(Self.keyA)))
        #expect(!body.lowercased().contains("hash"))
        #expect(!body.lowercased().contains("key"))
      }
    }
  }

  @Test("other methods on a review are 405 with the methods it takes")
  func methodNotAllowed() async throws {
    try await withApp { client, _ in
      let response = try await client.execute(uri: "/tmp/theme/1/review/abc", method: .get)
      #expect(response.status == .methodNotAllowed)
      #expect(response.headers[.allow] == "PATCH, DELETE")
    }
  }

  @Test("the stored hash is the SHA-256 of the key, as hex")
  func hashIsSHA256() {
    #expect(
      AuthorKeyHash.of("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }
}
