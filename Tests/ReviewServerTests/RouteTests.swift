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

@Suite("Routes")
struct RouteTests {
  @Test("a post answers 200 with the stored review in the wire format")
  func postAnswersWireFormat() async throws {
    try await withApp { client, store in
      let response = try await client.post(json: #"{"content":"  좋아요!  ","userName":"민지"}"#)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "application/json; charset=utf-8")
      let data = try #require(response.jsonObject?["data"] as? [String: Any])
      #expect(Set(data.keys) == ["_id", "user", "theme", "content", "createdAt", "updatedAt"])
      let user = try #require(data["user"] as? [String: Any])
      #expect(Set(user.keys) == ["_id", "isAdmin", "userName", "profileImage"])
      #expect(user["userName"] as? String == "민지")
      #expect(user["isAdmin"] as? Bool == false)
      let userId = try #require(user["_id"] as? String)
      // The listening address (never the request's Host); the test app binds no port.
      #expect(user["profileImage"] as? String == "http://127.0.0.1:0/profile/\(userId).png")
      #expect(data["content"] as? String == "좋아요!")
      #expect(data["theme"] as? String == "1")
      #expect(data["createdAt"] as? String == "2026-03-01T12:00:00.000Z")
      #expect(data["updatedAt"] as? String == "2026-03-01T12:00:00.000Z")
      let id = try #require(data["_id"] as? String)
      #expect(id.count == 24 && id.allSatisfy(\.isHexDigit))
      #expect(try await store.count() == 1)
    }
  }

  @Test("a post without a name is by 익명")
  func defaultAuthor() async throws {
    try await withApp { client, _ in
      let review = try await client.post(json: #"{"content":"안녕"}"#).decode(ReviewEnvelope.self)
        .data
      #expect(review.user.userName == "익명")
    }
  }

  @Test("the list is newest first and pages with start and count")
  func listPages() async throws {
    try await withApp { client, store in
      for minute in 0..<5 {
        _ = try await store.add(
          NewReview(
            themeId: "1", content: "리뷰 \(minute)", userName: "가",
            createdAt: testNow.addingTimeInterval(Double(minute) * 60)),
          idempotencyKey: nil)
      }
      _ = try await store.add(
        NewReview(themeId: "2", content: "다른 테마", userName: "나", createdAt: testNow),
        idempotencyKey: nil)
      let all = try await client.execute(uri: "/theme/review?themeId=1", method: .get)
      #expect(all.status == .ok)
      #expect(
        try all.decode(ReviewPage.self).data.map(\.content) == [
          "리뷰 4", "리뷰 3", "리뷰 2", "리뷰 1", "리뷰 0",
        ])
      let page = try await client.execute(
        uri: "/theme/review?themeId=1&start=1&count=2", method: .get)
      #expect(try page.decode(ReviewPage.self).data.map(\.content) == ["리뷰 3", "리뷰 2"])
      let past = try await client.execute(uri: "/theme/review?themeId=1&start=50", method: .get)
      #expect(try past.decode(ReviewPage.self).data.isEmpty)
      let other = try await client.execute(uri: "/theme/review?themeId=2", method: .get)
      #expect(try other.decode(ReviewPage.self).data.map(\.content) == ["다른 테마"])
    }
  }

  @Test("without themeId the list is of theme PLKEY0-L-81, 20 at most")
  func listDefaults() async throws {
    try await withApp { client, store in
      for i in 0..<25 {
        _ = try await store.add(
          NewReview(themeId: "PLKEY0-L-81", content: "\(i)", userName: "가", createdAt: testNow),
          idempotencyKey: nil)
      }
      let response = try await client.execute(uri: "/theme/review", method: .get)
      let reviews = try response.decode(ReviewPage.self).data
      #expect(reviews.count == 20)
      #expect(reviews.first?.content == "24")
    }
  }

  @Test("GET /healthz answers ok")
  func health() async throws {
    try await withApp { client, _ in
      let response = try await client.execute(uri: "/healthz", method: .get)
      #expect(response.status == .ok)
      #expect(response.jsonObject?["status"] as? String == "ok")
    }
  }

  /// A bad post and what the server must answer.
  struct BadPost: Sendable, CustomTestStringConvertible {
    var name: String
    var body: String
    var contentType: String?
    var status: HTTPResponse.Status
    var code: String
    var testDescription: String { name }
  }

  static let badPosts: [BadPost] = [
    BadPost(
      name: "empty content", body: #"{"content":""}"#, status: .unprocessableContent,
      code: "empty_content"),
    BadPost(
      name: "whitespace content", body: #"{"content":" \n\t　 "}"#, status: .unprocessableContent,
      code: "empty_content"),
    BadPost(
      name: "1001 characters", body: #"{"content":"\#(String(repeating: "가", count: 1001))"}"#,
      status: .unprocessableContent, code: "content_too_long"),
    BadPost(
      name: "31-character name",
      body: #"{"content":"좋아요","userName":"\#(String(repeating: "이", count: 31))"}"#,
      status: .unprocessableContent, code: "invalid_user_name"),
    BadPost(
      name: "blank name", body: #"{"content":"좋아요","userName":"  "}"#,
      status: .unprocessableContent, code: "invalid_user_name"),
    BadPost(
      name: "invalid JSON", body: #"{"content":"좋아요""#, status: .badRequest, code: "invalid_json"),
    BadPost(
      name: "content not a string", body: #"{"content":42}"#, status: .badRequest,
      code: "invalid_json"),
    BadPost(
      name: "no content", body: #"{"text":"좋아요"}"#, status: .badRequest, code: "invalid_json"),
    BadPost(name: "a JSON array", body: #"["좋아요"]"#, status: .badRequest, code: "invalid_json"),
    BadPost(
      name: "a form that is not JSON", body: "content=%EC%A2%8B",
      contentType: "application/x-www-form-urlencoded",
      status: .badRequest, code: "invalid_json"),
    BadPost(
      name: "body over 64 KiB", body: #"{"content":"\#(String(repeating: "a", count: 70_000))"}"#,
      status: .contentTooLarge, code: "body_too_large"),
  ]

  @Test("bad posts get a JSON error and store nothing", arguments: badPosts)
  func badPost(_ bad: BadPost) async throws {
    try await withApp { client, store in
      var headers: HTTPFields = [:]
      switch bad.contentType {
      case nil: headers[.contentType] = "application/json"
      case "": break
      case let type?: headers[.contentType] = type
      }
      let response = try await client.post(json: bad.body, headers: headers)
      #expect(response.status == bad.status)
      let error = try #require(response.errorBody)
      #expect(error.code == bad.code)
      #expect(!error.message.isEmpty)
      #expect(try await store.count() == 0)
    }
  }

  @Test("exactly 1000 characters are accepted, counted as characters not bytes")
  func thousandCharacters() async throws {
    try await withApp { client, store in
      let response = try await client.post(
        json: #"{"content":"\#(String(repeating: "닭", count: 1000))"}"#)
      #expect(response.status == .ok)
      #expect(try await store.count() == 1)
    }
  }

  @Test(
    "bad start or count is a 400",
    arguments: [
      "start=-1", "start=abc", "start=1.5", "count=0", "count=101", "count=ten", "count=",
      "themeId=", "themeId=%EA%B0%80",
    ])
  func badQuery(_ query: String) async throws {
    try await withApp { client, _ in
      let response = try await client.execute(uri: "/theme/review?\(query)", method: .get)
      #expect(response.status == .badRequest)
      #expect(response.errorBody != nil)
    }
  }

  @Test(
    "unknown paths are a JSON 404",
    arguments: [
      ("/nope", HTTPRequest.Method.get), ("/", .get), ("/tmp/theme/1/review/x/y", .post),
      ("/profile/nope.png", .get), ("/profile/0123456789ABCDEF01234567.png", .get),
    ])
  func unknownRoute(_ path: String, _ method: HTTPRequest.Method) async throws {
    try await withApp { client, store in
      let response = try await client.execute(
        uri: path, method: method, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: #"{"content":"좋아요"}"#))
      #expect(response.status == .notFound)
      #expect(response.errorBody?.code == "not_found")
      #expect(try await store.count() == 0)
    }
  }

  @Test(
    "other methods on the API's paths are a JSON 405 with Allow",
    arguments: [
      ("/theme/review", HTTPRequest.Method.post, "GET, HEAD"), ("/theme/review", .put, "GET, HEAD"),
      ("/theme/review", .delete, "GET, HEAD"), ("/theme/review", .patch, "GET, HEAD"),
      ("/tmp/theme/1/review", .get, "POST"), ("/tmp/theme/1/review", .put, "POST"),
      ("/tmp/theme/1/review", .delete, "POST"), ("/tmp/theme/1/review", .patch, "POST"),
      ("/tmp/theme/1/review", .head, "POST"), ("/healthz", .delete, "GET, HEAD"),
      ("/profile/0123456789abcdef01234567.png", .put, "GET, HEAD"),
    ])
  func methodNotAllowed(_ path: String, _ method: HTTPRequest.Method, _ allow: String)
    async throws
  {
    try await withApp { client, store in
      let response = try await client.execute(
        uri: path, method: method, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: #"{"content":"좋아요"}"#))
      #expect(response.status == .methodNotAllowed)
      #expect(response.headers[.allow] == allow)
      if method == .head {
        #expect(response.body.readableBytes == 0)
      } else {
        #expect(response.errorBody?.code == "method_not_allowed")
      }
      #expect(try await store.count() == 0)
    }
  }

  @Test(
    "HEAD answers like GET without a body",
    arguments: [
      "/theme/review?themeId=1", "/healthz", "/profile/0123456789abcdef01234567.png",
      "/nope", "/theme/review?count=0",
    ])
  func head(_ path: String) async throws {
    try await withApp { client, _ in
      let get = try await client.execute(uri: path, method: .get)
      let head = try await client.execute(uri: path, method: .head)
      #expect(head.status == get.status)
      #expect(head.body.readableBytes == 0)
      #expect(head.headers[.contentType] == get.headers[.contentType])
      #expect(head.headers[.contentLength] == "\(get.body.readableBytes)")
    }
  }

  @Test("the same Idempotency-Key returns the first review and stores nothing new")
  func idempotency() async throws {
    try await withApp { client, store in
      let headers: HTTPFields = [
        .contentType: "application/json", .accept: "application/json",
        HTTPField.Name("Idempotency-Key")!: "key-1",
      ]
      let first = try await client.post(json: #"{"content":"한 번만"}"#, headers: headers)
      let again = try await client.post(json: #"{"content":"한 번만"}"#, headers: headers)
      #expect(first.status == .ok)
      #expect(again.status == .ok)
      #expect(again.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
      let a = try first.decode(ReviewEnvelope.self).data
      let b = try again.decode(ReviewEnvelope.self).data
      #expect(a == b)
      #expect(try await store.count() == 1)
      var other = headers
      other[HTTPField.Name("Idempotency-Key")!] = "key-2"
      let third = try await client.post(json: #"{"content":"한 번만"}"#, headers: other)
      #expect(try third.decode(ReviewEnvelope.self).data.id != a.id)
      #expect(try await store.count() == 2)
    }
  }

  @Test("an unusable Idempotency-Key is a 400")
  func badIdempotencyKey() async throws {
    try await withApp { client, store in
      let headers: HTTPFields = [
        .contentType: "application/json",
        HTTPField.Name("Idempotency-Key")!: String(repeating: "k", count: 201),
      ]
      let response = try await client.post(json: #"{"content":"좋아요"}"#, headers: headers)
      #expect(response.status == .badRequest)
      #expect(response.errorBody?.code == "invalid_idempotency_key")
      #expect(try await store.count() == 0)
    }
  }

  @Test("200 concurrent posts store exactly 200 reviews")
  func concurrentPosts() async throws {
    try await withApp { client, store in
      let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
        for i in 0..<200 {
          group.addTask { try await client.post(json: #"{"content":"동시에 \#(i)"}"#).status }
        }
        return try await group.reduce(into: [HTTPResponse.Status]()) { $0.append($1) }
      }
      #expect(statuses.count == 200)
      #expect(statuses.allSatisfy { $0 == .ok })
      #expect(try await store.count() == 200)
      let page = try await client.execute(
        uri: "/theme/review?themeId=1&count=100&start=100", method: .get)
      #expect(try page.decode(ReviewPage.self).data.count == 100)
    }
  }
}
