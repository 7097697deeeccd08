import Foundation
import Reviews

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
    read().first { $0.server == server.description && $0.themeId == themeId }?.page
  }

  /// Keeps `page` as the newest of `themeId` on `server`.
  public func save(_ page: CachedFirstPage, server: PostServer, themeId: String) throws {
    let entry = Entry(server: server.description, themeId: themeId, page: page)
    let others = read().filter { $0.server != entry.server || $0.themeId != themeId }
    let entries = [entry] + others.prefix(Self.kept - 1)
    try AtomicFile.write(JSONEncoder().encode(entries), to: file)
  }

  private func read() -> [Entry] {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return [] }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: Self.maxBytes + 1), data.count <= Self.maxBytes,
      let entries = try? JSONDecoder().decode([Entry].self, from: data)
    else { return [] }
    return entries
  }

  private struct Entry: Codable {
    var server: String
    var themeId: String
    var page: CachedFirstPage
  }
}
