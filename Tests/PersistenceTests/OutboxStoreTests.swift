import Foundation
import Testing

@testable import Persistence

@Suite("OutboxStore")
struct OutboxStoreTests {
  let posts = [
    PendingPost(
      id: "8C1D7C8E-1111-4C59-9E1A-000000000001", content: "첫 글 \"따옴표\" ❤️", userName: "민수",
      themeId: "1", attempts: 0, nextAttempt: Date(timeIntervalSince1970: 1_700_000_000.123)),
    PendingPost(
      id: "8C1D7C8E-1111-4C59-9E1A-000000000002", content: "둘째\n줄바꿈", userName: nil,
      themeId: "2", attempts: 3, nextAttempt: Date(timeIntervalSince1970: 1_700_000_004.5),
      lastError: "서버에 연결할 수 없어요"),
  ]

  @Test func savedPostsAreLoaded() throws {
    try withTemporaryDirectory { dir in
      let store = OutboxStore(directory: dir)
      #expect(store.load() == [])
      try store.save(posts)
      #expect(OutboxStore(directory: dir).load() == posts)
      #expect(try contents(of: dir) == ["outbox.json"])
    }
  }

  @Test func savingAnEmptyOutboxRemovesTheFile() throws {
    try withTemporaryDirectory { dir in
      let store = OutboxStore(directory: dir)
      try store.save(posts)
      try store.save([])
      #expect(store.load() == [])
      #expect(try contents(of: dir) == [])
      try store.save([])
    }
  }

  @Test func aCorruptFileIsMovedAsideNotDropped() throws {
    try withTemporaryDirectory { dir in
      let store = OutboxStore(directory: dir)
      let garbage = Data("{\"version\":1,\"posts\":[{\"id\":".utf8)
      try garbage.write(to: store.file)
      let report = store.loadReport()
      #expect(report.posts == [])
      let aside = try #require(report.movedAside)
      #expect(aside.lastPathComponent.hasPrefix("outbox.corrupt-"))
      #expect(try Data(contentsOf: aside) == garbage)
      #expect(!FileManager.default.fileExists(atPath: store.file.path))
      // The next save writes a fresh outbox next to the kept copy.
      try store.save(posts)
      #expect(store.load() == posts)
      #expect(try contents(of: dir).count == 2)
    }
  }

  @Test func theFileIsVersionedJSON() throws {
    try withTemporaryDirectory { dir in
      let store = OutboxStore(directory: dir)
      try store.save(Array(posts.prefix(1)))
      let json =
        try JSONSerialization.jsonObject(with: Data(contentsOf: store.file)) as? [String: Any]
      #expect(json?["version"] as? Int == 1)
      #expect((json?["posts"] as? [Any])?.count == 1)
    }
  }
}
