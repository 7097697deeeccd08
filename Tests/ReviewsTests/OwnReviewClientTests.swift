import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Reviews
import ReviewsHTTP
import Testing

/// The client's side of editing and deleting one's own review: what it sends, and what the
/// refusals mean in Korean.
@Suite("Own reviews: the client")
struct OwnReviewClientTests {
  static let key = String(repeating: "c3", count: 32)
  static let authorKey = HTTPField.Name("X-Author-Key")!

  static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
      status: status, headers: [.contentType: "application/json"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  static let review = """
    {"_id":"r1","user":{"_id":"u1","isAdmin":false,"userName":"민지","profileImage":null},"theme":"t-1",
    "content":"고친 글","createdAt":"2022-07-21T11:53:58.652Z","updatedAt":"2022-07-22T09:00:00.000Z"}
    """

  @Test("edit sends PATCH with the key and the content; delete sends DELETE with the key")
  func requests() async throws {
    try await FakeServer.with(
      { router in
        router.patch("/tmp/theme/:theme/review/:id") { request, context in
          var request = request
          let body = try await request.collectBody(upTo: 1 << 16)
          let edit = try JSONDecoder().decode(EditReviewBody.self, from: Data(buffer: body))
          guard request.headers[Self.authorKey] == Self.key, context.parameters.get("id") == "r1",
            context.parameters.get("theme") == "t-1", edit.content == "고친 글"
          else {
            return Self.json(#"{"error":{"code":"bad","message":"달라요"}}"#, status: .badRequest)
          }
          return Self.json(#"{"data":\#(Self.review)}"#)
        }
        router.delete("/tmp/theme/:theme/review/:id") { request, context in
          guard request.headers[Self.authorKey] == Self.key, context.parameters.get("id") == "r1"
          else {
            return Self.json(#"{"error":{"code":"bad","message":"달라요"}}"#, status: .badRequest)
          }
          return Response(status: .noContent)
        }
      },
      run: { url in
        let client = HTTPReviewClient(baseURL: url)
        let edited = try await client.edit(
          themeId: "t-1", id: "r1", content: "고친 글", authorKey: Self.key)
        #expect(edited.content == "고친 글")
        #expect(edited.updatedAt > edited.createdAt)
        try await client.delete(themeId: "t-1", id: "r1", authorKey: Self.key)
      })
  }

  @Test("a post carries the key only when given one")
  func postKey() async throws {
    let seen = SeenHeaders()
    try await FakeServer.with(
      { router in
        router.post("/tmp/theme/:theme/review") { request, _ in
          seen.append(request.headers[Self.authorKey])
          return Self.json(#"{"data":\#(Self.review)}"#)
        }
      },
      run: { url in
        let client = HTTPReviewClient(baseURL: url)
        _ = try await client.post(content: "글", userName: nil, themeId: "1", idempotencyKey: "k")
        _ = try await client.post(
          content: "글", userName: nil, themeId: "1", idempotencyKey: "k2", authorKey: Self.key)
      })
    #expect(seen.values == [nil, Self.key])
  }

  @Test(
    "403 and 404 become Korean sentences that say what happened, with the status kept",
    arguments: [
      (403, "내가 쓴 리뷰가 아니라서 고치거나 지울 수 없어요."),
      (404, "리뷰를 찾을 수 없어요. 이미 지워졌을 수 있어요."),
    ])
  func refusals(_ status: Int, _ message: String) async throws {
    try await FakeServer.with(
      { router in
        let answer = Self.json(
          #"{"error":{"code":"x","message":"Forbidden"}}"#, status: .init(code: status))
        router.patch("/tmp/theme/:theme/review/:id") { _, _ in answer }
        router.delete("/tmp/theme/:theme/review/:id") { _, _ in answer }
      },
      run: { url in
        let client = HTTPReviewClient(baseURL: url)
        let expected = ReviewClientError.server(status: status, code: "x", message: message)
        await #expect(throws: expected) {
          try await client.edit(themeId: "1", id: "r1", content: "글", authorKey: Self.key)
        }
        await #expect(throws: expected) {
          try await client.delete(themeId: "1", id: "r1", authorKey: Self.key)
        }
        #expect(expected.status == status)
        #expect(!expected.isRetryable)
      })
  }

  /// A client with only the required methods.
  struct PlainClient: ReviewClient {
    func reviews(themeId: String, start: Int, count: Int) async throws -> [Review] { [] }
    func post(content: String, userName: String?, themeId: String, idempotencyKey: String?)
      async throws -> PostReceipt
    { .stored(reply: content) }
  }

  @Test("a client without the routes says so; its keyed post is a plain post")
  func unsupported() async throws {
    let client: any ReviewClient = PlainClient()
    await #expect(throws: ReviewOwnershipUnsupported.self) {
      try await client.edit(themeId: "1", id: "r", content: "x", authorKey: Self.key)
    }
    await #expect(throws: ReviewOwnershipUnsupported.self) {
      try await client.delete(themeId: "1", id: "r", authorKey: Self.key)
    }
    let receipt = try await client.post(
      content: "글", userName: nil, themeId: "1", idempotencyKey: nil, authorKey: Self.key)
    #expect(receipt == .stored(reply: "글"))
  }

  @Test("endpoints: the review's path is percent-encoded, the key is a header, never a query")
  func endpoints() {
    let edit = ReviewAPI.edit(themeId: "t 1", id: "a/b", content: "글", authorKey: Self.key)
    #expect(edit.method == .patch)
    #expect(edit.path == "/tmp/theme/t%201/review/a%2Fb")
    #expect(edit.query.isEmpty)
    #expect(edit.headers.contains { $0.name == "X-Author-Key" && $0.value == Self.key })
    let delete = ReviewAPI.delete(themeId: "1", id: "r", authorKey: Self.key)
    #expect(delete.method == .delete && delete.body == nil)
  }
}

/// Header values a fake server saw, in order.
final class SeenHeaders: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [String?] = []
  func append(_ value: String?) { lock.withLock { seen.append(value) } }
  var values: [String?] { lock.withLock { seen } }
}
