import Foundation
import Reviews
import TestSupport
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
      #expect(aside.lastPathComponent.hasPrefix("outbox.json.corrupt-"))
      #expect(report.notice?.contains(aside.lastPathComponent) == true)
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
      #expect(json?["version"] as? Int == 2)
      #expect((json?["posts"] as? [Any])?.count == 1)
    }
  }

  @Test func postsRememberTheirServerAndDelivery() throws {
    try withTemporaryDirectory { dir in
      let store = OutboxStore(directory: dir)
      let remote = PendingPost(
        id: "R1", content: "A 서버로", userName: nil, themeId: "9",
        server: PostServer(url: URL(string: "http://127.0.0.1:9001")!), delivery: .rejected,
        attempts: 1, nextAttempt: Date(timeIntervalSince1970: 1_700_000_000), lastError: "거절")
      try store.save(posts + [remote])
      #expect(store.load() == posts + [remote])
      let text = try String(contentsOf: store.file, encoding: .utf8)
      #expect(text.contains(#""server" : "http:\/\/127.0.0.1:9001""#), "\(text)")
      #expect(text.contains(#""delivery" : "rejected""#))
    }
  }

  @Test func anOutboxWrittenBeforeServersWereRecordedGoesToTheEmbeddedServer() throws {
    try withTemporaryDirectory { dir in
      let store = OutboxStore(directory: dir)
      let old = """
        {"version":1,"posts":[
          {"id":"OLD1","content":"예전 글","userName":"민수","themeId":"3","attempts":2,
           "nextAttempt":1700000000,"lastError":"서버에 연결할 수 없어요"},
          {"id":"OLD2","content":"테마도 없던 글","attempts":0,"nextAttempt":1700000001}
        ]}
        """
      try Data(old.utf8).write(to: store.file)
      let loaded = store.loadReport()
      #expect(loaded.movedAside == nil && !loaded.unreadable)
      #expect(loaded.posts.map(\.id) == ["OLD1", "OLD2"])
      #expect(loaded.posts.map(\.server) == [.embedded, .embedded])
      #expect(loaded.posts.map(\.delivery) == [.waiting, .waiting])
      #expect(loaded.posts.map(\.themeId) == ["3", ReviewAPI.defaultThemeId])
      #expect(loaded.posts[0].attempts == 2 && loaded.posts[0].userName == "민수")
    }
  }

  @Test func aFileThatCannotBeDecodedIsNeverOverwritten() throws {
    try withTemporaryDirectory { dir in
      let store = OutboxStore(directory: dir)
      // Appears after the start (say, written by hand): saving must not replace it.
      let garbage = Data("not json".utf8)
      try garbage.write(to: store.file)
      #expect(throws: UnreadableFileError.self) { try store.save(posts) }
      #expect(throws: UnreadableFileError.self) { try store.save([]) }
      #expect(try Data(contentsOf: store.file) == garbage)
      #expect(throws: (any Error).self) { try store.read() }
    }
  }

  @Test func aDirectoryInThePlaceOfTheFileIsMovedAside() throws {
    try withTemporaryDirectory { dir in
      let store = OutboxStore(directory: dir)
      try FileManager.default.createDirectory(at: store.file, withIntermediateDirectories: false)
      let report = store.loadReport()
      #expect(report.posts.isEmpty)
      #expect(report.movedAside?.lastPathComponent.hasPrefix("outbox.json.corrupt-") == true)
      try store.save(posts)
      #expect(store.load() == posts)
    }
  }
}
