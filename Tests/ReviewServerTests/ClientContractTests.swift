import Foundation
import ReviewStores
import Reviews
import TestSupport
import Testing

@testable import ReviewServer

/// A review as the 2022 iOS apps decoded it: every field a non-optional String, so a null or a
/// missing key fails exactly as it failed in those apps.
struct StrictReview: Decodable {
  struct User: Decodable {
    let _id: String
    let userName: String
    let profileImage: String
  }
  let _id: String
  let user: User
  let content: String
  let createdAt: String
  let updatedAt: String
  let theme: String
}

struct StrictPage: Decodable { let data: [StrictReview] }
struct StrictEnvelope: Decodable { let data: StrictReview }

/// The apps' date format; `Z` here also reads the literal "Z" of UTC.
let appDateFormatter: DateFormatter = {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")
  formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSZ"
  return formatter
}()

/// Decodes a page strictly and checks that both dates of every review parse as the apps did.
func strictPage(_ response: RawResponse) throws -> [StrictReview] {
  let page = try JSONDecoder().decode(StrictPage.self, from: Data(response.body))
  for review in page.data {
    #expect(appDateFormatter.date(from: review.createdAt) != nil, "\(review.createdAt)")
    #expect(appDateFormatter.date(from: review.updatedAt) != nil, "\(review.updatedAt)")
  }
  return page.data
}

/// A raw HTTP/1.1 request with exactly these headers (plus Host and, with a body, its length).
func rawRequest(
  _ method: String, _ target: String, headers: [String] = [], body: String? = nil
) -> String {
  var lines = ["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1"] + headers
  if let body { lines.append("Content-Length: \(body.utf8.count)") }
  return lines.joined(separator: "\r\n") + "\r\n\r\n" + (body ?? "")
}

/// Runs `body` against a fresh embedded server (seeded database) and stops it afterwards.
func withLiveServer<T: Sendable>(
  options: ReviewServerOptions = .init(), _ body: (Int) async throws -> T
) async throws -> T {
  let directory = try TemporaryDirectory("dubeol-server-tests")
  defer { directory.remove() }
  let server = try await EmbeddedServer.start(
    database: directory.file("reviews.sqlite"), host: "127.0.0.1", port: 0, logger: quietLogger,
    options: options)
  do {
    let result = try await body(server.baseURL.port ?? 0)
    await server.stop()
    return result
  } catch {
    await server.stop()
    throw error
  }
}

@Suite("What the 2022 iOS apps send, against a live server")
struct ClientContractTests {
  static let themePath = "/tmp/theme/PLKEY0-L-81/review"

  /// A post as the apps sent it, and what must come back.
  struct AppPost: Sendable, CustomTestStringConvertible {
    var name: String
    var target: String
    var headers: [String]
    var testDescription: String { name }
  }

  static let appPosts: [AppPost] = [
    AppPost(name: "no Content-Type", target: themePath, headers: []),
    AppPost(
      name: "form Content-Type", target: themePath,
      headers: ["Content-Type: application/x-www-form-urlencoded"]),
    AppPost(name: "text/plain", target: themePath, headers: ["Content-Type: text/plain"]),
    AppPost(name: "an empty query", target: themePath + "?", headers: []),
  ]

  @Test(
    "a post is read as JSON whatever its Content-Type, answers 200 and the content as text",
    arguments: appPosts)
  func postAsTheAppsDid(_ post: AppPost) async throws {
    try await withLiveServer { port in
      let content = "앱에서 보낸 리뷰 (\(post.name))"
      let response = try await rawExchange(
        port: port,
        rawRequest(
          "POST", post.target, headers: post.headers, body: #"{"content":\#(jsonString(content))}"#)
      )
      #expect(response.status == 200)
      #expect(response.header("content-type") == "text/plain; charset=utf-8")
      #expect(response.text == content)
      let list = try await rawExchange(
        port: port, rawRequest("GET", "/theme/review?themeId=PLKEY0-L-81&count=1"))
      #expect(try strictPage(list).first?.content == content)
    }
  }

  @Test("a JSON post with a JSON Accept answers 200 {\"data\":Review}, strictly decodable")
  func jsonPost() async throws {
    try await withLiveServer { port in
      let response = try await rawExchange(
        port: port,
        rawRequest(
          "POST", Self.themePath,
          headers: ["Content-Type: application/json", "Accept: application/json"],
          body: #"{"content":"Rating: ⭐⭐⭐⭐⭐\nReview: 좋아요","userName":"앱"}"#))
      #expect(response.status == 200)
      #expect(response.header("content-type") == "application/json; charset=utf-8")
      let review = try JSONDecoder().decode(StrictEnvelope.self, from: Data(response.body)).data
      #expect(review.content == "Rating: ⭐⭐⭐⭐⭐\nReview: 좋아요")
      #expect(review.theme == "PLKEY0-L-81")
      #expect(
        review.user.profileImage == "http://127.0.0.1:\(port)/profile/\(review.user._id).png")
      #expect(appDateFormatter.date(from: review.createdAt) != nil)
    }
  }

  @Test(
    "a body that is not a JSON object is a 400 whatever the Content-Type",
    arguments: ["content=좋아요", "[\"좋아요\"]", "", "\"좋아요\""])
  func notJSON(_ body: String) async throws {
    try await withLiveServer { port in
      let response = try await rawExchange(
        port: port,
        rawRequest(
          "POST", Self.themePath, headers: ["Content-Type: application/x-www-form-urlencoded"],
          body: body))
      #expect(response.status == 400)
      #expect(
        try JSONDecoder().decode(APIErrorBody.self, from: Data(response.body)).error.code
          == "invalid_json")
    }
  }

  @Test("a GET carrying Content-Type: application/json lists theme PLKEY0-L-81's seeds")
  func getWithContentType() async throws {
    try await withLiveServer { port in
      let response = try await rawExchange(
        port: port,
        rawRequest(
          "GET", "/theme/review?themeId=PLKEY0-L-81&start=0&count=100",
          headers: ["Content-Type: application/json"]))
      #expect(response.status == 200)
      let reviews = try strictPage(response)
      #expect(reviews.count >= 40)
      #expect(reviews.allSatisfy { $0.theme == "PLKEY0-L-81" })
    }
  }

  @Test("themeId=6&count=10 is a page of exactly 10, newest first")
  func themeSix() async throws {
    try await withLiveServer { port in
      let response = try await rawExchange(
        port: port, rawRequest("GET", "/theme/review?themeId=6&count=10"))
      let reviews = try strictPage(response)
      #expect(reviews.count == 10)
      let dates = reviews.compactMap { appDateFormatter.date(from: $0.createdAt) }
      #expect(dates == dates.sorted(by: >))
    }
  }

  @Test("without themeId the list is theme PLKEY0-L-81")
  func defaultTheme() async throws {
    try await withLiveServer { port in
      let reviews = try strictPage(
        try await rawExchange(port: port, rawRequest("GET", "/theme/review")))
      #expect(!reviews.isEmpty)
      #expect(reviews.allSatisfy { $0.theme == "PLKEY0-L-81" })
    }
  }

  @Test("the avatar URL in a review serves a PNG with an ETag, and 304 for If-None-Match")
  func avatar() async throws {
    try await withLiveServer { port in
      let list = try await rawExchange(port: port, rawRequest("GET", "/theme/review?themeId=6"))
      let image = try #require(try strictPage(list).first?.user.profileImage)
      let url = try #require(URL(string: image))
      #expect(url.scheme == "http" && url.host == "127.0.0.1")
      let png = try await rawExchange(port: port, rawRequest("GET", url.path))
      #expect(png.status == 200)
      #expect(png.header("content-type") == "image/png")
      #expect(png.header("cache-control")?.contains("max-age") == true)
      let etag = try #require(png.header("etag"))
      try PNGCheck.verify(png.body, width: 120, height: 120)

      let again = try await rawExchange(
        port: port, rawRequest("GET", url.path, headers: ["If-None-Match: \(etag)"]))
      #expect(again.status == 304)
      #expect(again.body.isEmpty)
      #expect(again.header("etag") == etag)
      let other = try await rawExchange(
        port: port, rawRequest("GET", url.path, headers: [#"If-None-Match: "something-else""#]))
      #expect(other.status == 200)
    }
  }

  @Test("--public-url makes every avatar link absolute on that base")
  func publicURL() async throws {
    let options = ReviewServerOptions(
      publicURL: try PublicBaseURL(parsing: "https://reviews.example.com:8443/api/"))
    try await withLiveServer(options: options) { port in
      let reviews = try strictPage(
        try await rawExchange(port: port, rawRequest("GET", "/theme/review?themeId=6")))
      #expect(
        reviews.allSatisfy {
          $0.user.profileImage
            == "https://reviews.example.com:8443/api/profile/\($0.user._id).png"
        })
    }
  }
}
