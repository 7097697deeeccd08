import Foundation
import Reviews
import TestSupport
import Testing

@testable import Persistence

@Suite("FirstPageCache: the newest page last loaded, per server and theme")
struct FirstPageCacheTests {
  func page(_ contents: String...) -> CachedFirstPage {
    let reviews = contents.enumerated().map { index, content in
      Review(
        id: "r\(index)", user: ReviewUser(id: "u\(index)", isAdmin: false, userName: "영희"),
        theme: "1", content: content, createdAt: Date(timeIntervalSince1970: 1_700_000_000))
    }
    return CachedFirstPage(reviews: reviews, total: 35, reachedEnd: false)
  }

  @Test("a saved page comes back whole, only for its server and theme")
  func roundTrip() throws {
    try withTemporaryDirectory { dir in
      let cache = FirstPageCache(directory: dir)
      #expect(cache.load(server: .embedded, themeId: "1") == nil)
      let embedded = page("몽실몽실", "달가")
      let remote = page("원격 서버의 리뷰")
      try cache.save(embedded, server: .embedded, themeId: "1")
      try cache.save(remote, server: .remote("http://reviews.example"), themeId: "1")

      let again = FirstPageCache(directory: dir)
      #expect(again.load(server: .embedded, themeId: "1") == embedded)
      #expect(again.load(server: .remote("http://reviews.example"), themeId: "1") == remote)
      #expect(again.load(server: .embedded, themeId: "2") == nil)
      #expect(again.load(server: .remote("http://other.example"), themeId: "1") == nil)
    }
  }

  @Test("a read started ahead gives the page the file held, to every caller, and saves through")
  func readingAhead() throws {
    try withTemporaryDirectory { dir in
      let cache = FirstPageCache(directory: dir)
      try cache.save(page("몽실몽실"), server: .embedded, themeId: "1")
      let reading = cache.startReading()
      #expect(reading.page(server: .embedded, themeId: "1") == page("몽실몽실"))
      #expect(reading.page(server: .embedded, themeId: "1") == page("몽실몽실"))
      #expect(reading.page(server: .embedded, themeId: "2") == nil)
      try reading.cache.save(page("새 페이지"), server: .embedded, themeId: "1")
      #expect(cache.load(server: .embedded, themeId: "1") == page("새 페이지"))
      #expect(
        FirstPageCache(directory: dir.appendingPathComponent("없음")).startReading()
          .page(server: .embedded, themeId: "1") == nil)
    }
  }

  @Test("a newer page replaces its pair's; the four pairs loaded last are kept")
  func keepsTheLastFour() throws {
    try withTemporaryDirectory { dir in
      let cache = FirstPageCache(directory: dir)
      for theme in 1...5 {
        try cache.save(page("테마 \(theme)"), server: .embedded, themeId: "\(theme)")
      }
      try cache.save(page("테마 5, 새로"), server: .embedded, themeId: "5")
      #expect(cache.load(server: .embedded, themeId: "1") == nil)
      for theme in 2...4 {
        #expect(cache.load(server: .embedded, themeId: "\(theme)") == page("테마 \(theme)"))
      }
      #expect(cache.load(server: .embedded, themeId: "5") == page("테마 5, 새로"))
    }
  }

  @Test(
    "a broken, hostile, oversized or unreadable file is no page, and the next save replaces it",
    arguments: [
      Data("{\"not\": \"a cache\"".utf8),
      Data([0xFF, 0xFE, 0x00, 0x1B]),
      Data(
        "[{\"server\":\"embedded\",\"themeId\":\"1\",\"page\":{\"reviews\":[{\"_id\":1}]}}]".utf8),
      Data(repeating: 0x20, count: (1 << 20) + 1),
    ])
  func brokenFileIsNoPage(bytes: Data) throws {
    try withTemporaryDirectory { dir in
      let cache = FirstPageCache(directory: dir)
      try bytes.write(to: cache.file)
      #expect(cache.load(server: .embedded, themeId: "1") == nil)
      try cache.save(page("새 페이지"), server: .embedded, themeId: "1")
      #expect(cache.load(server: .embedded, themeId: "1") == page("새 페이지"))
    }
  }

  @Test("a file that cannot be opened is no page")
  func unreadableFile() throws {
    try withTemporaryDirectory { dir in
      let cache = FirstPageCache(directory: dir)
      try cache.save(page("몽실몽실"), server: .embedded, themeId: "1")
      // A directory where the file should be cannot be read as one, even by root.
      try FileManager.default.removeItem(at: cache.file)
      try FileManager.default.createDirectory(at: cache.file, withIntermediateDirectories: false)
      #expect(cache.load(server: .embedded, themeId: "1") == nil)
      #expect(throws: (any Error).self) {
        try cache.save(page("새 페이지"), server: .embedded, themeId: "1")
      }
    }
  }
}
