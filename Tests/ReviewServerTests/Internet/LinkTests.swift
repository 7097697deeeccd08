import Foundation
import TestSupport
import Testing

@testable import ReviewServer

@Suite("URLs from configuration only; lists say how to cache them")
struct LinkTests {
  @Test("a hostile Host never reaches avatar links; lists carry Cache-Control: no-cache")
  func hostIgnored() async throws {
    try await withServe(.sqlite, []) { port in
      let request =
        "GET /theme/review?themeId=PLKEY0-L-81 HTTP/1.1\r\nHost: evil.example\r\n\r\n"
      let response = try await rawExchange(port: port, request)
      #expect(response.status == 200)
      #expect(response.header("cache-control") == "no-cache")
      let reviews = try strictPage(response)
      #expect(!reviews.isEmpty)
      #expect(
        reviews.allSatisfy {
          $0.user.profileImage == "http://127.0.0.1:\(port)/profile/\($0.user._id).png"
        })
      #expect(!response.text.contains("evil.example"))
      let search = try await rawExchange(
        port: port, rawRequest("GET", "/theme/review?q=%ED%82%A4%EB%B3%B4%EB%93%9C"))
      #expect(search.header("cache-control") == "no-cache")
      let cursor = try await rawExchange(port: port, rawRequest("GET", "/theme/review?before="))
      #expect(cursor.header("cache-control") == "no-cache")
    }
  }

  @Test("dubeol reviews list --json on the embedded server prints no link to its dead port")
  func cliPrintsNoDeadLinks() throws {
    let directory = try TemporaryDirectory("dubeol-cli-links")
    defer { directory.remove() }
    let result = try runDubeol(
      ["reviews", "list", "--json", "--data-dir", directory.url.path],
      environment: ["XDG_CONFIG_HOME": directory.url.path, "HOME": directory.url.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"data\""))
    #expect(!result.stdout.contains("http://127.0.0.1"))
    #expect(result.stdout.contains("profileImage"))
  }
}
