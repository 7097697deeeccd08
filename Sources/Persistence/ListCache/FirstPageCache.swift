import Foundation
import Reviews
import Synchronization

/// The newest page of a theme as last loaded, shown at start while the server is asked again.
public struct CachedFirstPage: Codable, Equatable, Sendable {
  public var reviews: [Review]
  /// How many reviews the theme held, when the server said.
  public var total: Int?
  /// The page held every review of the theme.
  public var reachedEnd: Bool

  public init(reviews: [Review], total: Int?, reachedEnd: Bool) {
    self.reviews = reviews
    self.total = total
    self.reachedEnd = reachedEnd
  }
}

/// The first page of the last few (server, theme) pairs, in `list-cache.json` in the data
/// directory (the embedded server's database is there too, so "embedded" names one server).
/// Only a cache: a missing, unreadable or hostile file is no page, and a failed write loses
/// nothing the server does not hold.
public struct FirstPageCache: Sendable {
  public let file: URL
  /// Pairs kept, the most recently loaded first.
  static let kept = 4
  /// A larger file is not read: a page is about 20 KB.
  static let maxBytes = 1 << 20

  public init(directory: URL) {
    file = directory.appendingPathComponent("list-cache.json")
  }

  /// The page last saved for `themeId` on `server`, if any could be read.
  public func load(server: PostServer, themeId: String) -> CachedFirstPage? {
    Entry.page(in: read(), server: server, themeId: themeId)
  }

  /// Keeps `page` as the newest of `themeId` on `server`.
  public func save(_ page: CachedFirstPage, server: PostServer, themeId: String) throws {
    let entry = Entry(server: server.description, themeId: themeId, page: page)
    let others = read().filter { !$0.holds(server: server, themeId: themeId) }
    let entries = [entry] + others.prefix(Self.kept - 1)
    try AtomicFile.write(JSONEncoder().encode(entries), to: file)
  }

  /// Starts reading the file on a thread of its own: the UI starts it before it sets up the
  /// terminal, so the first frame, which shows the page, does not wait for the decoding (most
  /// of a millisecond).
  public func startReading() -> Reading { Reading(self) }

  /// A read of the file under way, and the cache it reads.
  public final class Reading: Sendable {
    public let cache: FirstPageCache
    private let entries = Mutex<[Entry]>([])
    private let done = DispatchSemaphore(value: 0)

    init(_ cache: FirstPageCache) {
      self.cache = cache
      DispatchQueue.global(qos: .userInteractive).async { [self] in
        let read = cache.read()
        entries.withLock { $0 = read }
        done.signal()
      }
    }

    /// The page the file held for `themeId` on `server` when it was read, once it has been.
    public func page(server: PostServer, themeId: String) -> CachedFirstPage? {
      // Signalled again at once, so every later caller passes too.
      done.wait()
      done.signal()
      return entries.withLock { Entry.page(in: $0, server: server, themeId: themeId) }
    }
  }

  fileprivate func read() -> [Entry] {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return [] }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: Self.maxBytes + 1), data.count <= Self.maxBytes,
      let entries = try? JSONDecoder().decode([Entry].self, from: data)
    else { return [] }
    return entries
  }

  fileprivate struct Entry: Codable {
    var server: String
    var themeId: String
    var page: CachedFirstPage

    func holds(server: PostServer, themeId: String) -> Bool {
      self.server == server.description && self.themeId == themeId
    }

    static func page(in entries: [Entry], server: PostServer, themeId: String) -> CachedFirstPage? {
      entries.first { $0.holds(server: server, themeId: themeId) }?.page
    }
  }
}
