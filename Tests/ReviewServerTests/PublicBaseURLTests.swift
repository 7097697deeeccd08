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
    "a Host header becomes an http base only when it looks like host[:port]",
    arguments: [
      ("127.0.0.1:8080", "http://127.0.0.1:8080"), ("example.com", "http://example.com"),
      ("[::1]:80", "http://[::1]:80"),
    ])
  func requestHost(_ host: String, _ expected: String) {
    #expect(PublicBaseURL(requestHost: host)?.description == expected)
  }

  @Test(
    "a hostile Host header is not echoed", arguments: ["", "a/b", "a\"b", "a b", "가.com", "x?y"])
  func hostileHost(_ host: String) {
    #expect(PublicBaseURL(requestHost: host) == nil)
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
