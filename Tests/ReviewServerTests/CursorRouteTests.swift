import Foundation
import HummingbirdTesting
import Logging
import ReviewStore
import Reviews
import ReviewsHTTP
import TestSupport
import Testing

@testable import ReviewServer
@testable import ReviewStoreSQLite

/// `GET /theme/review?before=`: cursor pages for dubeol's own client; the original clients'
/// offset pages keep their exact shape.
@Suite("Cursor paging")
struct CursorRouteTests {
  static func seed(_ store: any ReviewStore, count: Int) async throws {
    for i in 0..<count {
      _ = try await store.add(
        NewReview(
          themeId: "1", content: "리뷰 \(i)", userName: "가",
          createdAt: testNow.addingTimeInterval(Double(i / 2))),
        idempotencyKey: nil)
    }
  }

  @Test("cursor pages walk the list as offset pages do, and say when it ends")
  func cursorPagesMatchOffsets() async throws {
    try await withApp { client, store in
      try await Self.seed(store, count: 11)
      let offset = try await client.execute(
        uri: "/theme/review?themeId=1&count=100", method: .get
      ).decode(ReviewPage.self)
      var walked: [Review] = []
      var before = ""
      var rounds = 0
      while rounds < 10 {
        rounds += 1
        let response = try await client.execute(
          uri: "/theme/review?themeId=1&count=4&before=\(before)", method: .get)
        #expect(response.status == .ok)
        let keys = try #require(response.jsonObject).keys
        #expect(Set(keys) == ["after", "before", "data", "total"])
        let page = try response.decode(ReviewPage.self)
        walked += page.data
        guard let next = page.before else { break }
        before = next
      }
      #expect(rounds == 3)
      #expect(walked == offset.data)
      #expect(walked.count == 11)
    }
  }

  @Test(
    "after= gives the oldest page first and leads towards newer; every cursor page has the total")
  func oldestPage() async throws {
    try await withApp { client, store in
      try await Self.seed(store, count: 11)
      let offset = try await client.execute(
        uri: "/theme/review?themeId=1&count=100", method: .get
      ).decode(ReviewPage.self)
      var walked: [Review] = []
      var after = ""
      var rounds = 0
      while rounds < 10 {
        rounds += 1
        let response = try await client.execute(
          uri: "/theme/review?themeId=1&count=4&after=\(after)", method: .get)
        #expect(response.status == .ok)
        #expect(
          Set(try #require(response.jsonObject).keys) == ["after", "before", "data", "total"])
        let page = try response.decode(ReviewPage.self)
        #expect(page.total == 11)
        #expect((page.before == nil) == (rounds == 1))
        walked += page.data
        guard let next = page.after else { break }
        after = next
      }
      #expect(rounds == 3)
      #expect(walked == offset.data.reversed())
      let bad = try await client.execute(uri: "/theme/review?themeId=1&after=zz", method: .get)
      #expect(bad.status == .badRequest)
      let capabilities = try await client.execute(uri: "/capabilities", method: .get)
        .decode(ServerCapabilities.self)
      #expect(capabilities.oldestPage && capabilities.themeCount)
    }
  }

  @Test("the offset reply is unchanged: only `data`, no cursor")
  func offsetShapeUnchanged() async throws {
    try await withApp { client, store in
      try await Self.seed(store, count: 3)
      let response = try await client.execute(
        uri: "/theme/review?themeId=1&start=1&count=1", method: .get)
      #expect(Set(try #require(response.jsonObject).keys) == ["data"])
    }
  }

  @Test(
    "a cursor the server did not hand out is a 400 with a JSON error",
    arguments: ["x", "c1.zz", "c1.-1.2", "c2.1.1", "c1.1.1.1", "c1.zzzzzzzzzzzzzzz.1"])
  func badCursor(_ cursor: String) async throws {
    try await withApp { client, _ in
      let response = try await client.execute(
        uri: "/theme/review?themeId=1&before=\(cursor)", method: .get)
      #expect(response.status == .badRequest)
      #expect(response.errorBody?.code == "invalid_cursor")
    }
  }

  @Test("the capabilities say so")
  func capabilities() async throws {
    try await withApp { client, _ in
      let response = try await client.execute(uri: "/capabilities", method: .get)
      #expect(try response.decode(ServerCapabilities.self).cursorPaging)
    }
  }

  @Test("dubeol's client asks for the oldest page and pages from it both ways, newest first")
  func clientOldestPage() async throws {
    try await withLiveServer { port in
      let client = HTTPReviewClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
      for i in 0..<7 {
        _ = try await client.post(
          content: "글 \(i)", userName: "가", themeId: "o", idempotencyKey: nil)
      }
      let oldest = try await client.page(themeId: "o", .oldest, count: 3)
      #expect(oldest.reviews.map(\.content) == ["글 2", "글 1", "글 0"])
      #expect(oldest.older == nil && oldest.total == 7)
      let newer = try await client.page(
        themeId: "o", .newer(than: try #require(oldest.newer)), count: 3)
      #expect(newer.reviews.map(\.content) == ["글 5", "글 4", "글 3"])
      let older = try await client.page(
        themeId: "o", .older(than: try #require(newer.older)), count: 3)
      #expect(older.reviews == oldest.reviews)
      let newest = try await client.page(themeId: "o", .newest, count: 3)
      #expect(newest.newer == nil && newest.reviews.first?.content == "글 6")
    }
  }

  @Test(
    "dubeol's client pages by cursor once it knows: a review posted meanwhile is not shown twice")
  func clientUsesCursors() async throws {
    try await withLiveServer { port in
      let base = URL(string: "http://127.0.0.1:\(port)")!
      let client = HTTPReviewClient(baseURL: base)
      for i in 0..<6 {
        _ = try await client.post(
          content: "글 \(i)", userName: "가", themeId: "c", idempotencyKey: nil)
      }
      // Without capabilities: offsets, so the new review pushes one already seen onto page 2.
      let plainFirst = try await client.reviews(themeId: "c", start: 0, count: 3)
      _ = try await client.post(content: "새 글 1", userName: "나", themeId: "c", idempotencyKey: nil)
      let plainSecond = try await client.reviews(themeId: "c", start: 3, count: 3)
      #expect(Set(plainFirst.map(\.id)).intersection(plainSecond.map(\.id)).count == 1)

      #expect(try await client.capabilities().cursorPaging)
      let first = try await client.reviews(themeId: "c", start: 0, count: 3)
      _ = try await client.post(content: "새 글 2", userName: "나", themeId: "c", idempotencyKey: nil)
      let second = try await client.reviews(themeId: "c", start: 3, count: 3)
      let third = try await client.reviews(themeId: "c", start: 6, count: 3)
      // 7 older reviews, each once; the one posted after the first page is above it.
      let seen = first + second + third
      #expect(seen.count == 7 && Set(seen.map(\.id)).count == 7)
      #expect(!seen.contains { $0.content == "새 글 2" })
    }
  }
}
