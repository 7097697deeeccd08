import Foundation
import Logging
import ReviewStore
import Reviews
import TestSupport
import Testing

@testable import Pictures
@testable import ReviewServer

/// The disk cache of profile pictures: bounded (the least recently used go first), revalidated
/// with ETag against dubeol serve's avatars on loopback (304 keeps the cached file).
@Suite("The profile picture cache")
struct PictureCacheTests {
  @Test("storing past the bound evicts the least recently used pictures; a touch keeps one")
  func bound() throws {
    let directory = try TemporaryDirectory("dubeol-pictures")
    defer { directory.remove() }
    let cache = PictureCache(directory: directory.url, maxBytes: 100_000)
    let picture = [UInt8](repeating: 7, count: 40_000)
    cache.store(picture, etag: "\"a\"", for: "http://x/a.png")
    cache.store(picture, etag: "\"b\"", for: "http://x/b.png")
    try Self.age(cache, "http://x/a.png", seconds: 20)
    try Self.age(cache, "http://x/b.png", seconds: 10)
    cache.touch("http://x/a.png")  // a is used again: b is now the oldest
    cache.store(picture, etag: nil, for: "http://x/c.png")
    #expect(cache.usedBytes <= 100_000)
    #expect(cache.entry(for: "http://x/a.png") == .init(bytes: picture, etag: "\"a\""))
    #expect(cache.entry(for: "http://x/b.png") == nil)
    #expect(cache.entry(for: "http://x/c.png") == .init(bytes: picture, etag: nil))
    #expect(cache.entry(for: "http://x/never.png") == nil)
  }

  @Test(
    "an ETag that could break a header is not kept; a picture larger than the cache is not kept")
  func unsafeInput() throws {
    let directory = try TemporaryDirectory("dubeol-pictures")
    defer { directory.remove() }
    let cache = PictureCache(directory: directory.url, maxBytes: 1_000)
    cache.store([1, 2, 3], etag: "\"x\"\r\nSet-Cookie: a=b", for: "http://x/a.png")
    #expect(cache.entry(for: "http://x/a.png") == .init(bytes: [1, 2, 3], etag: nil))
    cache.store([UInt8](repeating: 0, count: 1_001), etag: "\"y\"", for: "http://x/big.png")
    #expect(cache.entry(for: "http://x/big.png") == nil)
  }

  @Test("dubeol serve's avatar: downloaded once, then revalidated (304) from the cache")
  func etagAgainstServe() async throws {
    let directory = try TemporaryDirectory("dubeol-pictures")
    defer { directory.remove() }
    let server = try await EmbeddedServer.start(
      store: MemoryReviewStore(), host: "127.0.0.1", port: 0,
      logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
    let url =
      server.baseURL.absoluteString
      + ReviewAPI.profileImagePath(userId: "0123456789abcdef01234567")
    let recorder = RecordingTransport(inner: HTTPPictureTransport())
    let loader = PictureLoader(cache: PictureCache(directory: directory.url), transport: recorder)

    let first = await loader.loadReporting(url)
    let second = await loader.loadReporting(url)
    await server.stop()
    let offline = await loader.loadReporting(url)

    #expect(first.outcome == .downloaded)
    let image = try #require(first.image)
    #expect(image.width > 0 && image.width <= PictureLoader.maxSide)
    #expect(second.outcome == .revalidated && second.image == image)
    #expect(offline.outcome == .cachedWhileOffline && offline.image == image)
    let sent = recorder.sentETags
    #expect(sent.count == 3 && sent[0] == nil)
    #expect(sent[1]?.hasPrefix("\"avatar-0123456789abcdef01234567") == true, "\(sent)")
    #expect(recorder.answers.prefix(2).map(\.isNotModified) == [false, true])
  }

  /// Moves a picture's last use `seconds` into the past.
  static func age(_ cache: PictureCache, _ url: String, seconds: TimeInterval) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -seconds)],
      ofItemAtPath: cache.files(for: url).picture.path)
  }
}

/// A transport that passes requests on and records the ETags sent and the answers.
final class RecordingTransport: PictureTransport, @unchecked Sendable {
  let inner: any PictureTransport
  private let lock = NSLock()
  private var etags: [String?] = []
  private var received: [PictureResponse] = []

  init(inner: any PictureTransport) { self.inner = inner }

  var sentETags: [String?] { lock.withLock { etags } }
  var answers: [PictureResponse] { lock.withLock { received } }

  func get(_ url: URL, ifNoneMatch etag: String?) async throws -> PictureResponse {
    lock.withLock { etags.append(etag) }
    let answer = try await inner.get(url, ifNoneMatch: etag)
    lock.withLock { received.append(answer) }
    return answer
  }
}

extension PictureResponse {
  var isNotModified: Bool { self == .notModified }
}
