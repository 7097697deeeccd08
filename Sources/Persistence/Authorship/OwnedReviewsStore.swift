import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The ids of the reviews this data directory posted with an author key, per server, in
/// `owned-reviews.json`. The server never says whose a review is (it keeps only a hash of the
/// key, and lists never show it), so the client remembers what it posted: the marks in the
/// list and the `e`/`d` keys come from here, at once and offline. The server still decides.
public struct OwnedReviewsStore: Sendable {
  public let file: URL
  private let lockFile: URL

  public init(directory: URL) {
    file = directory.appendingPathComponent("owned-reviews.json")
    lockFile = directory.appendingPathComponent("owned-reviews.lock")
  }

  /// The ids recorded for `server`, and what to tell the user when the file could not be read
  /// (it is then moved aside, like a draft, so nothing writes over it).
  public func loadReport(server: PostServer) -> OwnedReviewsLoad {
    do {
      return OwnedReviewsLoad(ids: try read()[server.description] ?? [])
    } catch {
      let aside = try? SetAside.move(file)
      return OwnedReviewsLoad(ids: [], movedAside: aside, unreadable: true)
    }
  }

  /// Every server's ids as on disk; throws when the file is there but unreadable.
  public func read() throws -> [String: Set<String>] {
    guard FileManager.default.fileExists(atPath: file.path) else { return [:] }
    return try JSONDecoder().decode(StoredOwnedReviews.self, from: Data(contentsOf: file)).servers
  }

  /// Records that `id` on `server` is ours.
  public func record(_ id: String, server: PostServer) throws {
    try change { $0[server.description, default: []].insert(id) }
  }

  /// Forgets `id` on `server` (deleted, or gone from the server).
  public func forget(_ id: String, server: PostServer) throws {
    try change { servers in
      servers[server.description]?.remove(id)
      if servers[server.description]?.isEmpty == true { servers[server.description] = nil }
    }
  }

  /// Read, change and write under an exclusive lock, so the UI and a `dubeol reviews`
  /// command recording at once both keep their ids. An unreadable file is never replaced.
  private func change(_ body: (inout [String: Set<String>]) -> Void) throws {
    try AppPaths.ensureDirectory(file.deletingLastPathComponent())
    let fd = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw AtomicFileError(operation: "open \(lockFile.path)", errno: errno) }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw AtomicFileError(operation: "lock \(lockFile.path)", errno: errno)
      }
    }
    var servers: [String: Set<String>]
    do {
      servers = try read()
    } catch {
      throw UnreadableFileError(file: file)
    }
    body(&servers)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try AtomicFile.write(
      try encoder.encode(StoredOwnedReviews(servers: servers)), to: file, permissions: 0o600)
  }
}

/// What `OwnedReviewsStore.loadReport` found.
public struct OwnedReviewsLoad: Equatable, Sendable {
  public var ids: Set<String>
  public var movedAside: URL?
  public var unreadable: Bool

  public init(ids: Set<String>, movedAside: URL? = nil, unreadable: Bool = false) {
    self.ids = ids
    self.movedAside = movedAside
    self.unreadable = unreadable
  }

  /// What to tell the user at start, in Korean; nil when all was well.
  public var notice: String? {
    guard unreadable else { return nil }
    if let movedAside {
      return "내 리뷰 목록(owned-reviews.json)을 읽을 수 없어 \(movedAside.lastPathComponent)(으)로 옮겨 두었어요"
    }
    return "내 리뷰 목록(owned-reviews.json)을 읽을 수 없어요"
  }
}

/// The file format, versioned so a later dubeol can change it.
private struct StoredOwnedReviews: Codable {
  var version = 1
  var servers: [String: Set<String>]
}
