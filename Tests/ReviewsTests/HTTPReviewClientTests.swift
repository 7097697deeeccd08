import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Reviews
import ReviewsHTTP
import TestSupport
import Testing

@Suite("HTTP client against misbehaving servers")
struct HTTPReviewClientTests {
  /// Short limits so that the timeout case takes a fraction of a second; only the test of a
  /// silent server uses them, because a loaded CI machine can make any answer that slow.
  static let fast = HTTPReviewClient.Timeouts(
    connect: .milliseconds(500), request: .milliseconds(400))

  func client(_ url: URL, timeouts: HTTPReviewClient.Timeouts = .standard) -> HTTPReviewClient {
    HTTPReviewClient(baseURL: url, timeouts: timeouts)
  }

  static let review = """
    {"_id":"a1","user":{"_id":"u1","isAdmin":false,"userName":"민지","profileImage":null},"theme":"1",
    "content":"좋아요","createdAt":"2022-07-21T11:53:58.652Z","updatedAt":"2022-07-21T11:53:58.652Z"}
    """

  static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
      status: status, headers: [.contentType: "application/json"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  @Test(
    "a well-behaved server: the page and the posted review are decoded, the request is as documented"
  )
  func happyPath() async throws {
    try await FakeServer.with(
      { router in
        router.get("/theme/review") { request, _ in
          let q = request.uri.queryParameters
          guard q["themeId"] == "3", q["start"] == "5", q["count"] == "7" else {
            return Self.json(#"{"error":{"code":"bad","message":"쿼리가 달라요"}}"#, status: .badRequest)
          }
          return Self.json(#"{"data":[\#(Self.review)]}"#)
        }
        router.post("/tmp/theme/:theme/review") { request, context in
          var request = request
          let body = try await request.collectBody(upTo: 1 << 16)
          let post = try JSONDecoder().decode(PostReviewBody.self, from: Data(buffer: body))
          guard request.headers[.contentType] == "application/json",
            request.headers[HTTPField.Name("Idempotency-Key")!] == "k1",
            context.parameters.get("theme") == "3",
            post == PostReviewBody(content: "좋아요", userName: "민지")
          else {
            return Self.json(#"{"error":{"code":"bad","message":"요청이 달라요"}}"#, status: .badRequest)
          }
          return Self.json(#"{"data":\#(Self.review)}"#, status: .created)
        }
      },
      run: { url in
        let client = client(url)
        let page = try await client.reviews(themeId: "3", start: 5, count: 7)
        #expect(page.map(\.content) == ["좋아요"])
        let posted = try await client.post(
          content: "좋아요", userName: "민지", themeId: "3", idempotencyKey: "k1")
        #expect(posted == .review(page[0]))
      })
  }

  @Test("a 500 with a JSON error carries the server's code and message and is retryable")
  func serverErrorWithMessage() async throws {
    try await FakeServer.with(
      { router in
        router.get("/theme/review") { _, _ in
          Self.json(
            #"{"error":{"code":"db_down","message":"데이터베이스 점검 중이에요."}}"#,
            status: .internalServerError
          )
        }
      },
      run: { url in
        await #expect(
          throws: ReviewClientError.server(status: 500, code: "db_down", message: "데이터베이스 점검 중이에요.")
        ) {
          try await client(url).reviews(themeId: "1", start: 0, count: 20)
        }
      })
  }

  @Test("a bare 500 is a server error without a message")
  func bareServerError() async throws {
    try await FakeServer.with(
      { router in
        router.get("/theme/review") { _, _ in Response(status: .internalServerError) }
      },
      run: { url in
        do {
          _ = try await client(url).reviews(themeId: "1", start: 0, count: 20)
          Issue.record("expected an error")
        } catch let error as ReviewClientError {
          #expect(error == .server(status: 500, code: nil, message: ""))
          #expect(error.isRetryable)
        }
      })
  }

  @Test("a 422 with the server's sentence is not retryable")
  func validationError() async throws {
    try await FakeServer.with(
      { router in
        router.post("/tmp/theme/1/review") { _, _ in
          Self.json(
            #"{"error":{"code":"empty_content","message":"리뷰 내용을 입력해 주세요."}}"#,
            status: .unprocessableContent)
        }
      },
      run: { url in
        do {
          _ = try await client(url).post(
            content: " ", userName: nil, themeId: "1", idempotencyKey: nil)
          Issue.record("expected an error")
        } catch let error as ReviewClientError {
          #expect(error.userMessage == "리뷰 내용을 입력해 주세요.")
          #expect(!error.isRetryable)
        }
      })
  }

  @Test(
    "garbage instead of JSON is undecodable",
    arguments: ["<html>oops</html>", #"{"data":[{"_id":1}]}"#, #"{"data":"#])
  func garbage(_ body: String) async throws {
    try await FakeServer.with(
      { router in
        router.get("/theme/review") { _, _ in Self.json(body) }
      },
      run: { url in
        do {
          _ = try await client(url).reviews(themeId: "1", start: 0, count: 20)
          Issue.record("expected an error")
        } catch let error as ReviewClientError {
          guard case .undecodable = error else {
            Issue.record("expected undecodable, got \(error)")
            return
          }
        }
      })
  }

  @Test("a 2 MB answer is refused, with or without a Content-Length")
  func tooLarge() async throws {
    let big = ByteBuffer(repeating: UInt8(ascii: "a"), count: 2_000_000)
    try await FakeServer.with(
      { router in
        router.get("/theme/review") { _, _ in Response(status: .ok, body: .init(byteBuffer: big)) }
        router.post("/tmp/theme/1/review") { _, _ in
          // Streamed in chunks: no Content-Length, so only counting the bytes can catch it.
          Response(
            status: .ok,
            body: ResponseBody { writer in
              for _ in 0..<32 {
                try await writer.write(ByteBuffer(repeating: UInt8(ascii: "b"), count: 65_536))
              }
              try await writer.finish(nil)
            })
        }
      },
      run: { url in
        await #expect(throws: ReviewClientError.responseTooLarge) {
          try await client(url).reviews(themeId: "1", start: 0, count: 20)
        }
        await #expect(throws: ReviewClientError.responseTooLarge) {
          try await client(url).post(content: "x", userName: nil, themeId: "1", idempotencyKey: nil)
        }
      })
  }

  @Test("a server that accepts but never answers times out (after the injected limit)")
  func neverAnswers() async throws {
    try await FakeServer.withSilentListener { url in
      do {
        _ = try await client(url, timeouts: Self.fast).reviews(themeId: "1", start: 0, count: 20)
        Issue.record("expected a timeout")
      } catch let error as ReviewClientError {
        #expect(error == .timeout)
        #expect(error.isRetryable)
      }
    }
  }

  @Test("nothing listening is offline")
  func offline() async throws {
    let nothing = try LoopbackPort.reserved()
    defer { nothing.release() }  // held to the end: a port let go could be taken
    let url = URL(string: "http://127.0.0.1:\(nothing.port)")!
    do {
      _ = try await client(url).reviews(themeId: "1", start: 0, count: 20)
      Issue.record("expected an error")
    } catch let error as ReviewClientError {
      guard case .offline = error else {
        Issue.record("expected offline, got \(error)")
        return
      }
      #expect(error.isRetryable)
    }
  }

  @Test("the standard limits are 5 s to connect and 10 s for the whole request")
  func standardTimeouts() {
    let client = HTTPReviewClient(baseURL: URL(string: "http://127.0.0.1:1")!)
    #expect(
      client.timeouts == HTTPReviewClient.Timeouts(connect: .seconds(5), request: .seconds(10)))
    #expect(client.maxResponseBytes == 1 << 20)
  }
}
