import Foundation
import Testing

@testable import ReviewServer

@Suite("Cross-site writes are refused")
struct CrossSiteTests {
  static let allowed = "https://reviews.example"

  @Test("writes from a page of an origin not in --allowed-origin get 403; GETs still answer")
  func foreignOrigin() async throws {
    try await withServe(.sqlite, ["--allowed-origin", Self.allowed]) { port in
      // A plain form post needs no preflight, so the server itself must say no.
      let form = rawRequest(
        "POST", "/tmp/theme/x1/review",
        headers: ["Origin: https://evil.example", "Content-Type: text/plain"],
        body: #"{"content":"몰래 쓴 리뷰"}"#)
      let refused = try await rawExchange(port: port, form)
      #expect(refused.status == 403)
      #expect(refused.errorCode == "cross_site_forbidden")
      for method in ["PATCH", "DELETE"] {
        let response = try await rawExchange(
          port: port,
          rawRequest(
            method, "/tmp/theme/6/review/0123456789abcdef01234567",
            headers: ["Origin: null"], body: #"{"content":"x"}"#))
        #expect(response.status == 403, "\(method)")
      }
      let read = try await rawExchange(
        port: port,
        rawRequest("GET", "/theme/review?themeId=6", headers: ["Origin: https://evil.example"]))
      #expect(read.status == 200)
      #expect(read.header("access-control-allow-origin") == nil)
      let list = try await rawExchange(port: port, rawRequest("GET", "/theme/review?themeId=x1"))
      #expect(list.text == #"{"data":[]}"#)
    }
  }

  @Test("without Origin (the apps, dubeol, curl) posts work as before, whatever the Content-Type")
  func noOrigin() async throws {
    try await withServe(.sqlite, []) { port in
      let response = try await rawExchange(
        port: port,
        rawRequest(
          "POST", "/tmp/theme/6/review",
          headers: ["Content-Type: application/x-www-form-urlencoded"],
          body: #"{"content":"앱에서 쓴 리뷰"}"#))
      #expect(response.status == 200)
      #expect(response.text == "앱에서 쓴 리뷰")
    }
  }

  @Test("a listed origin gets its preflight answered and may write; others' preflights get 403")
  func preflight() async throws {
    try await withServe(.sqlite, ["--allowed-origin", Self.allowed + "/"]) { port in
      let preflight = try await rawExchange(
        port: port,
        rawRequest(
          "OPTIONS", "/tmp/theme/6/review",
          headers: [
            "Origin: \(Self.allowed)", "Access-Control-Request-Method: POST",
            "Access-Control-Request-Headers: content-type, x-author-key",
          ]))
      #expect(preflight.status == 204)
      #expect(preflight.header("access-control-allow-origin") == Self.allowed)
      #expect(preflight.header("access-control-allow-methods")?.contains("POST") == true)
      #expect(preflight.header("access-control-allow-headers")?.contains("X-Author-Key") == true)
      let foreign = try await rawExchange(
        port: port,
        rawRequest(
          "OPTIONS", "/tmp/theme/6/review",
          headers: ["Origin: https://evil.example", "Access-Control-Request-Method: POST"]))
      #expect(foreign.status == 403)
      let post = try await rawExchange(
        port: port, jsonPost(headers: ["Origin: \(Self.allowed.uppercased())"]))
      #expect(post.status == 200)
      #expect(post.header("access-control-allow-origin") == Self.allowed.uppercased())
    }
  }
}
