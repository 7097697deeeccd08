import Testing

@testable import ReviewServer

@Suite("Public URL and Accept")
struct PublicBaseURLTests {
  @Test(
    "a valid --public-url is kept without its trailing slash",
    arguments: [
      ("http://example.com", "http://example.com"),
      ("https://example.com/", "https://example.com"),
      ("HTTPS://reviews.example.com:8443/api/", "https://reviews.example.com:8443/api"),
      ("http://127.0.0.1:1", "http://127.0.0.1:1"),
      ("http://[::1]:65535", "http://[::1]:65535"),
    ])
  func valid(_ text: String, _ expected: String) throws {
    #expect(try PublicBaseURL(parsing: text).description == expected)
  }

  @Test(
    "an unusable --public-url is refused with one line",
    arguments: [
      "example.com", "ftp://example.com", "http://", "http://:80", "http://example.com:0",
      "http://example.com:65536", "http://example.com:", "http://example.com:abc",
      "http://user@example.com", "http://example.com/?q=1", "http://example.com/#top", "",
      "http://exa mple.com",
    ])
  func invalid(_ text: String) {
    #expect {
      _ = try PublicBaseURL(parsing: text)
    } throws: { error in
      let message = (error as? PublicBaseURL.Invalid)?.description ?? ""
      return message.hasPrefix("--public-url") && !message.contains("\n")
    }
  }

  @Test(
    "without --public-url, links name the listening address; a wildcard one, the host name",
    arguments: [
      ("127.0.0.1", 8080, "http://127.0.0.1:8080"), ("::1", 80, "http://[::1]:80"),
      ("0.0.0.0", 8080, "http://reviews.example:8080"), ("::", 1, "http://reviews.example:1"),
      ("reviews.lan", 8080, "http://reviews.lan:8080"),
    ])
  func listeningAddress(_ host: String, _ port: Int, _ expected: String) {
    #expect(
      PublicBaseURL(listeningOn: host, port: port, hostName: "reviews.example").description
        == expected)
  }

  @Test(
    "Accept asks for JSON with application/json, */json or +json, unless q=0",
    arguments: [
      ("application/json", true), ("text/html, application/json;q=0.9", true),
      ("*/json", true), ("application/vnd.api+json", true), ("APPLICATION/JSON", true),
      ("*/*", false), ("text/plain", false), ("application/json;q=0", false), ("", false),
      ("json", false),
    ])
  func accept(_ header: String, _ wantsJSON: Bool) {
    #expect(AcceptHeader.wantsJSON(header) == wantsJSON)
  }
}
