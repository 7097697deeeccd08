import NIOCore
import ReviewStore
import Synchronization

/// The list's pages as sent, each kept with the store's stamp read before it was read: a page is
/// sent again only while the store's stamp is that one, so a review acknowledged by any server
/// sharing the database shows on the next list from every server. Searches are not kept.
final class ListPageCache: Sendable {
  /// What a page's bytes depend on besides the store (the avatar base is fixed once bound).
  struct Key: Hashable, Sendable {
    var themeId: String
    var start: Int
    var count: Int
    /// `before=` or `after=` as asked, nil for a page by offset.
    var cursor: String?
    var towardsNewer: Bool
  }

  private struct Entry {
    let stamp: StoreStamp
    let body: ByteBuffer
  }

  /// Enough for the first pages of the themes in use and a few cursor pages each; past it the
  /// cache starts again empty (pages are cheap to read again, memory stays bounded).
  static let capacity = 256
  private let entries = Mutex<[Key: Entry]>([:])

  /// The page for `key`: kept bytes when the store's stamp is still theirs, else `read()`'s.
  func page(
    _ key: Key, store: any ReviewStore, read: () async throws -> ByteBuffer
  ) async throws -> ByteBuffer {
    let stamp = try await store.stamp()
    let kept = entries.withLock { entries in
      entries[key].flatMap { $0.stamp == stamp ? $0.body : nil }
    }
    if let kept { return kept }
    let body = try await read()
    entries.withLock { entries in
      if entries.count >= Self.capacity, entries[key] == nil { entries.removeAll() }
      entries[key] = Entry(stamp: stamp, body: body)
    }
    return body
  }
}
