import Foundation
import HummingbirdTesting
import ReviewStore
import Reviews
import TestSupport
import Testing

@testable import ReviewServer
@testable import ReviewStoreSQLite

/// `GET /theme/review?q=`: substrings of content or author name, Korean included, paged like
/// the list; and `GET /capabilities`, which says so.
@Suite("Search and capabilities")
struct SearchRouteTests {
  static func seed(_ store: SQLiteReviewStore) async throws {
    let entries: [(String, String, String, Double)] = [
      ("PLKEY0-L-81", "배송이 정말 빨라요", "민지", 5), ("PLKEY0-L-81", "자판 색감이 예뻐요", "하늘", 4),
      ("PLKEY0-L-81", "배송은 느렸지만 만족", "배송왕", 3), ("6", "정말 빨라요 배송", "민지", 2),
      ("PLKEY0-L-81", "100% 만족_최고", "bob", 1),
    ]
    for (theme, content, name, minutes) in entries {
      _ = try await store.add(
        NewReview(
          themeId: theme, content: content, userName: name,
          createdAt: testNow.addingTimeInterval(-minutes * 60)), idempotencyKey: nil)
    }
  }

  func contents(_ client: some TestClientProtocol, _ query: String) async throws -> [String] {
    var components = URLComponents()
    components.path = "/theme/review"
    components.queryItems = [
      .init(name: "themeId", value: "PLKEY0-L-81"), .init(name: "q", value: query),
    ]
    let response = try await client.execute(
      uri: components.string!, method: .get, headers: [:], body: nil)
    #expect(response.status == .ok, "\(query): \(response.status)")
    return try response.decode(ReviewPage.self).data.map(\.content)
  }

  @Test("Korean substrings of content and of the author's name, newest first, in one theme")
  func koreanSubstrings() async throws {
    try await withApp { client, store in
      try await Self.seed(store)
      #expect(try await contents(client, "정말 빨라") == ["배송이 정말 빨라요"])
      #expect(try await contents(client, "배송") == ["배송은 느렸지만 만족", "배송이 정말 빨라요"])
      #expect(try await contents(client, "배송왕") == ["배송은 느렸지만 만족"], "author name")
      #expect(try await contents(client, "민") == ["배송이 정말 빨라요"], "one character")
      #expect(try await contents(client, "없는 말") == [])
      #expect(try await contents(client, "BOB") == ["100% 만족_최고"], "ASCII ignores case")
      #expect(try await contents(client, "%") == ["100% 만족_최고"], "LIKE wildcards are text")
      #expect(try await contents(client, "\"배송\"") == [], "quotes are text, not syntax")
      let blank = try await contents(client, "  ")
      #expect(blank.count == 4, "blank = the whole theme")
    }
  }

  @Test("search pages like the list")
  func paging() async throws {
    try await withApp { client, store in
      try await Self.seed(store)
      let first = try await client.execute(
        uri: "/theme/review?themeId=PLKEY0-L-81&q=%EB%A7%8C%EC%A1%B1&count=1", method: .get,
        headers: [:], body: nil)
      let second = try await client.execute(
        uri: "/theme/review?themeId=PLKEY0-L-81&q=%EB%A7%8C%EC%A1%B1&count=1&start=1",
        method: .get, headers: [:], body: nil)
      #expect(try first.decode(ReviewPage.self).data.map(\.content) == ["100% 만족_최고"])
      #expect(try second.decode(ReviewPage.self).data.map(\.content) == ["배송은 느렸지만 만족"])
    }
  }

  @Test("a query that is too long or has control characters is a 400 JSON error")
  func badQuery() async throws {
    try await withApp { client, _ in
      let long = String(repeating: "가", count: ReviewAPI.maxSearchLength + 1)
      for query in [long, "a\u{7}b"] {
        var components = URLComponents()
        components.path = "/theme/review"
        components.queryItems = [.init(name: "q", value: query)]
        let response = try await client.execute(
          uri: components.string!, method: .get, headers: [:], body: nil)
        #expect(response.status == .badRequest)
        #expect(response.errorBody?.code == "invalid_query")
      }
    }
  }

  @Test("GET /capabilities says search is there")
  func capabilities() async throws {
    try await withApp { client, _ in
      let response = try await client.execute(
        uri: "/capabilities", method: .get, headers: [:], body: nil)
      #expect(response.status == .ok)
      #expect(try response.decode(ServerCapabilities.self) == .dubeolServe)
      #expect(ServerCapabilities.dubeolServe.search)
    }
  }
}
