import Foundation
import Reviews
import Testing

@Suite("Endpoints as data")
struct ReviewAPITests {
  @Test("the list endpoint carries theme, start and count in the query")
  func list() throws {
    let endpoint = ReviewAPI.list(themeId: "1", start: 20, count: 10)
    #expect(endpoint.method == .get)
    #expect(endpoint.path == "/theme/review")
    #expect(endpoint.body == nil)
    let url = try #require(endpoint.url(relativeTo: URL(string: "http://127.0.0.1:8080")!))
    #expect(url.absoluteString == "http://127.0.0.1:8080/theme/review?themeId=1&start=20&count=10")
  }

  @Test("the post endpoint sends JSON with the idempotency key")
  func post() throws {
    let endpoint = ReviewAPI.post(
      content: "좋아요", userName: "민지", themeId: "7", idempotencyKey: "abc")
    #expect(endpoint.method == .post)
    #expect(endpoint.path == "/tmp/theme/7/review")
    #expect(endpoint.headers.map(\.name) == ["Content-Type", "Idempotency-Key"])
    #expect(endpoint.headers.map(\.value) == ["application/json", "abc"])
    let body = try WireJSON.decoder.decode(PostReviewBody.self, from: try #require(endpoint.body))
    #expect(body == PostReviewBody(content: "좋아요", userName: "민지"))
    let anonymous = ReviewAPI.post(content: "x", userName: nil, themeId: "1", idempotencyKey: nil)
    #expect(anonymous.headers.map(\.name) == ["Content-Type"])
    #expect(String(decoding: anonymous.body ?? Data(), as: UTF8.self) == #"{"content":"x"}"#)
  }

  @Test("a base path is kept and a theme id cannot add path segments")
  func urls() throws {
    let base = URL(string: "https://example.com/api/")!
    #expect(
      ReviewAPI.list(themeId: "1", start: 0, count: 5).url(relativeTo: base)?.path
        == "/api/theme/review")
    let odd = ReviewAPI.post(content: "x", userName: nil, themeId: "a/b c", idempotencyKey: nil)
    #expect(odd.path == "/tmp/theme/a%2Fb%20c/review")
  }

  @Test("paths are the routes filled in; a filled-in value is never read as a placeholder")
  func routes() {
    #expect(ReviewAPI.postRoute == "/tmp/theme/{themeId}/review")
    #expect(ReviewAPI.reviewRoute == "/tmp/theme/{themeId}/review/{id}")
    #expect(ReviewAPI.reviewPath(themeId: "{id}", id: "r 1") == "/tmp/theme/%7Bid%7D/review/r%201")
    #expect(ReviewAPI.profileImagePath(userId: "ab12") == "/profile/ab12.png")
  }

  @Test(
    "a path segment is percent-encoded as Foundation encodes URL path characters without /",
    arguments: [
      "ab12", "r 1", "a/b?c#d%e", "두벌식 운영팀", "emoji 👍🏽", "!$&'()*+,-.:;=@_~", "\"<>[]^`{|}\\",
    ])
  func segments(_ value: String) {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/")
    let foundation = value.addingPercentEncoding(withAllowedCharacters: allowed)
    #expect(ReviewAPI.profileImagePath(userId: value) == "/profile/\(foundation ?? value).png")
  }

  @Test("limits match the issue")
  func limits() {
    #expect(ReviewAPI.defaultThemeId == "PLKEY0-L-81")
    #expect(ReviewAPI.maxContentLength == 1000)
    #expect(ReviewAPI.maxUserNameLength == 30)
    #expect(ReviewAPI.defaultUserName == "익명")
    #expect(ReviewAPI.maxRequestBodyBytes == 65_536)
    #expect(ReviewAPI.maxResponseBodyBytes == 1_048_576)
  }
}

@Suite("Server addresses")
struct ServerAddressTests {
  @Test(
    "http(s) with a host and a port in 1–65535 is accepted",
    arguments: [
      "http://127.0.0.1:8080", "https://reviews.example.com", "http://[::1]:9000/base",
      "http://localhost:65535", "http://localhost:1/",
    ])
  func accepted(_ text: String) throws {
    let url = try ServerAddress.parse(text)
    #expect(url.absoluteString == text)
  }

  @Test(
    "everything else names its problem",
    arguments: [
      ("http://127.0.0.1:99999", ServerAddress.Problem.port("99999")),
      ("http://127.0.0.1:0", .port("0")), ("http://h:65536", .port("65536")),
      ("ftp://h", .scheme("ftp")), ("http://", .noHost), ("nonsense", .notAURL),
      ("http://a:b@h", .userInfo),
    ])
  func rejected(_ text: String, _ problem: ServerAddress.Problem) {
    #expect(throws: problem) { try ServerAddress.parse(text) }
  }
}
