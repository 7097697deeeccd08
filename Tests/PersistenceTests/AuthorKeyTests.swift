import Crypto
import Foundation
import Reviews
import TestSupport
import Testing

@testable import Persistence

@Suite("Author key and the record of one's reviews")
struct AuthorKeyTests {
  static func bytes(_ key: SymmetricKey) -> Data { key.withUnsafeBytes { Data($0) } }

  @Test("the secret is made once: 64 hex digits, mode 0600, the same on every later read")
  func madeOnce() throws {
    try withTemporaryDirectory { dir in
      let store = AuthorKeyStore(directory: dir)
      #expect(try store.existingSecret() == nil)
      #expect(try store.existingKey(for: .embedded) == nil)
      let first = try store.secret()
      let text = try String(contentsOf: store.file, encoding: .utf8)
      #expect(text.count == 65 && text.hasSuffix("\n"))
      #expect(text.dropLast().allSatisfy { $0.isHexDigit && !$0.isUppercase })
      let mode = try FileManager.default.attributesOfItem(atPath: store.file.path)[
        .posixPermissions]
      #expect((mode as? NSNumber)?.intValue == 0o600)
      #expect(Self.bytes(try AuthorKeyStore(directory: dir).secret()) == Self.bytes(first))
      #expect(try contents(of: dir) == ["author-key"])
    }
  }

  @Test("many makers at once end up with one secret")
  func racingMakers() throws {
    try withTemporaryDirectory { dir in
      let results = Results()
      DispatchQueue.concurrentPerform(iterations: 16) { _ in
        results.add(try? Self.bytes(AuthorKeyStore(directory: dir).secret()))
      }
      #expect(results.values.count == 16)
      #expect(Set(results.values).count == 1)
      let names = try contents(of: dir)
      #expect(names == ["author-key"])
    }
  }

  @Test(
    "a malformed or unreadable file is an error in Korean, and is never replaced",
    arguments: [
      "", "not hex\n", String(repeating: "a", count: 63), String(repeating: "g", count: 64),
    ])
  func malformed(_ text: String) throws {
    try withTemporaryDirectory { dir in
      let store = AuthorKeyStore(directory: dir)
      try Data(text.utf8).write(to: store.file)
      #expect(throws: AuthorKeyError.malformed(file: store.file)) { try store.secret() }
      #expect(throws: AuthorKeyError.malformed(file: store.file)) {
        try store.key(for: .embedded)
      }
      #expect(try Data(contentsOf: store.file) == Data(text.utf8))
      #expect(AuthorKeyError.malformed(file: store.file).description.contains("새로 만들지 않았어요"))
    }
  }

  @Test("a key file that is a folder cannot be read: said, not replaced")
  func unreadable() throws {
    try withTemporaryDirectory { dir in
      let store = AuthorKeyStore(directory: dir)
      try FileManager.default.createDirectory(at: store.file, withIntermediateDirectories: true)
      #expect(throws: AuthorKeyError.self) { try store.secret() }
      var isDirectory: ObjCBool = false
      #expect(FileManager.default.fileExists(atPath: store.file.path, isDirectory: &isDirectory))
      #expect(isDirectory.boolValue)
    }
  }

  @Test("each server gets its own key: HMAC-SHA256 of its name, as hex")
  func derived() throws {
    try withTemporaryDirectory { dir in
      let hex = String(repeating: "0f", count: 32)
      try Data((hex + "\n").utf8).write(to: dir.appendingPathComponent("author-key"))
      let store = AuthorKeyStore(directory: dir)
      let embedded = try store.key(for: .embedded)
      let remote = try store.key(
        for: PostServer(url: URL(string: "HTTP://Reviews.example.com:80/")!))
      let expected = HMAC<SHA256>.authenticationCode(
        for: Data("http://reviews.example.com".utf8),
        using: SymmetricKey(data: Data(repeating: 0x0f, count: 32)))
      #expect(remote == Data(expected).map { String(format: "%02x", $0) }.joined())
      #expect(embedded != remote)
      #expect(embedded.count == 64)
      #expect(!embedded.contains(hex))
    }
  }

  @Test("the record keeps ids per server, survives a reload and forgets what is deleted")
  func ownedRecord() throws {
    try withTemporaryDirectory { dir in
      let store = OwnedReviewsStore(directory: dir)
      let remote = PostServer.remote("https://reviews.example.com")
      #expect(store.loadReport(server: .embedded) == OwnedReviewsLoad(ids: []))
      try store.record("a", server: .embedded)
      try store.record("b", server: .embedded)
      try store.record("c", server: remote)
      try store.forget("a", server: .embedded)
      try store.forget("zzz", server: remote)
      let again = OwnedReviewsStore(directory: dir)
      #expect(again.loadReport(server: .embedded).ids == ["b"])
      #expect(again.loadReport(server: remote).ids == ["c"])
    }
  }

  @Test("records from many writers at once are all kept")
  func concurrentRecords() throws {
    try withTemporaryDirectory { dir in
      DispatchQueue.concurrentPerform(iterations: 12) { i in
        try? OwnedReviewsStore(directory: dir).record("id\(i)", server: .embedded)
      }
      #expect(OwnedReviewsStore(directory: dir).loadReport(server: .embedded).ids.count == 12)
    }
  }

  @Test("an unreadable record is never written over; at start it is moved aside and said")
  func unreadableRecord() throws {
    try withTemporaryDirectory { dir in
      let store = OwnedReviewsStore(directory: dir)
      try Data("{broken".utf8).write(to: store.file)
      #expect(throws: UnreadableFileError.self) { try store.record("a", server: .embedded) }
      #expect(try Data(contentsOf: store.file) == Data("{broken".utf8))
      let load = store.loadReport(server: .embedded)
      #expect(load.ids.isEmpty && load.unreadable)
      let aside = try #require(load.movedAside)
      #expect(try Data(contentsOf: aside) == Data("{broken".utf8))
      #expect(load.notice?.contains("owned-reviews.json") == true)
    }
  }

  /// A server that answers capabilities.
  final class CapabilitiesClient: ReviewClient, @unchecked Sendable {
    let answer: ServerCapabilities
    init(_ answer: ServerCapabilities) { self.answer = answer }
    func reviews(themeId: String, start: Int, count: Int) async throws -> [Review] { [] }
    func post(content: String, userName: String?, themeId: String, idempotencyKey: String?)
      async throws -> PostReceipt
    { .stored(reply: "") }
    func capabilities() async throws -> ServerCapabilities { answer }
  }

  @Test("the key goes only to a server that takes author keys; none is made for others")
  func authorship() async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dubeol-authorship-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let keys = AuthorKeyStore(directory: dir)
    let original = Authorship(client: CapabilitiesClient(.original), keys: keys, server: .embedded)
    #expect(try await original.keyForPosting() == nil)
    await #expect(throws: ReviewOwnershipUnsupported.self) { try await original.keyForChanging() }
    #expect(!FileManager.default.fileExists(atPath: keys.file.path))

    let client = CapabilitiesClient(.dubeolServe)
    let serve = Authorship(client: client, keys: keys, server: .embedded)
    await #expect(throws: AuthorKeyError.missing(file: keys.file)) {
      try await serve.keyForChanging()
    }
    let posting = try await serve.keyForPosting()
    #expect(posting == (try keys.key(for: .embedded)))
    #expect(try await serve.keyForChanging() == posting)
  }
}

/// Values collected from concurrent work.
final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [Data] = []
  func add(_ value: Data?) { if let value { lock.withLock { collected.append(value) } } }
  var values: [Data] { lock.withLock { collected } }
}
