import Foundation
import Hummingbird
import HummingbirdTesting
import ReviewStore
import Reviews
import TestSupport
import Testing

@testable import ReviewServer

/// `GET /bench/floor`, the list reply served from memory that `make bench` compares the list
/// route with: the same bytes, and only when asked for.
@Suite("The benchmark's floor route")
struct FloorRouteTests {
  func withServer(
    benchmarkRoutes: Bool, _ body: @Sendable (any TestClientProtocol) async throws -> Void
  ) async throws {
    let store = MemoryReviewStore()
    try await store.seedIfEmpty(SeedReviews.bundled(now: testNow))
    var options = ReviewServerOptions()
    options.benchmarkRoutes = benchmarkRoutes
    let app = ReviewServerApp.application(
      store: store, host: "127.0.0.1", port: 0, logger: quietLogger, clock: .fixed(testNow),
      options: options)
    try await app.test(.router) { client in try await body(client) }
  }

  @Test("it answers the list's bytes for the same query, and again after the store changed")
  func sameBytes() async throws {
    try await withServer(benchmarkRoutes: true) { client in
      let query = "?themeId=PLKEY0-L-81&count=20"
      let list = try await client.execute(uri: "/theme/review" + query, method: .get)
      let floor = try await client.execute(uri: "/bench/floor" + query, method: .get)
      #expect(list.status == .ok)
      #expect(floor.status == .ok)
      #expect(floor.body == list.body)
      #expect(floor.headers[.contentType] == list.headers[.contentType])
      _ = try await client.post(
        theme: "PLKEY0-L-81", json: #"{"content":"새 리뷰","userName":"영희"}"#)
      let again = try await client.execute(uri: "/bench/floor" + query, method: .get)
      #expect(again.body == list.body, "served from memory, not from the store")
    }
  }

  @Test("without --benchmark-routes there is no such route")
  func offByDefault() async throws {
    try await withServer(benchmarkRoutes: false) { client in
      let response = try await client.execute(uri: "/bench/floor?themeId=1", method: .get)
      #expect(response.status == .notFound)
    }
  }
}
