import Foundation
import Reviews
import Testing

@Suite("Server-side search, an optional capability")
struct ReviewSearchAPITests {
  @Test("the search endpoint is the list endpoint with q=, percent-encoded")
  func endpoint() throws {
    let endpoint = ReviewAPI.search(themeId: "1", start: 0, count: 20, query: "배송 좋아요")
    let url = try #require(endpoint.url(relativeTo: URL(string: "http://127.0.0.1:8080")!))
    #expect(
      url.absoluteString
        == "http://127.0.0.1:8080/theme/review?themeId=1&start=0&count=20&q=%EB%B0%B0%EC%86%A1%20%EC%A2%8B%EC%95%84%EC%9A%94"
    )
  }

  /// A client with only the required methods.
  struct PlainClient: ReviewClient {
    func reviews(themeId: String, start: Int, count: Int) async throws -> [Review] { [] }
    func post(content: String, userName: String?, themeId: String, idempotencyKey: String?)
      async throws -> PostReceipt
    { .stored(reply: "") }
  }

  @Test("a client without search says it is unsupported")
  func unsupported() async {
    let client: any ReviewClient = PlainClient()
    await #expect(throws: ReviewSearchUnsupported.self) {
      try await client.reviews(themeId: "1", start: 0, count: 20, query: "x")
    }
  }
}
