import Foundation
import Logging

/// Keeps the outbox as a JSON file in the data directory so pending posts survive a restart.
public struct OutboxStore: Sendable {
  public let file: URL
  private let logger: Logger?

  public init(directory: URL, logger: Logger? = nil) {
    file = directory.appendingPathComponent("outbox.json")
    self.logger = logger
  }

  /// The pending posts; [] when there are none. A file that cannot be read or decoded is moved
  /// aside (see `loadReport`) and logged, never silently dropped.
  public func load() -> [PendingPost] {
    loadReport().posts
  }

  /// The pending posts, and where an unreadable outbox file was moved, if it was.
  public func loadReport() -> OutboxLoad {
    guard FileManager.default.fileExists(atPath: file.path) else { return OutboxLoad(posts: []) }
    let problem: any Error
    do {
      let data = try Data(contentsOf: file)
      return OutboxLoad(posts: try Self.decode(data))
    } catch {
      problem = error
    }
    do {
      let aside = try SetAside.move(file)
      logger?.error(
        "outbox file could not be read; moved aside",
        metadata: ["file": "\(file.path)", "movedTo": "\(aside.path)", "error": "\(problem)"])
      return OutboxLoad(posts: [], movedAside: aside)
    } catch let moveError {
      logger?.error(
        "outbox file could not be read nor moved aside",
        metadata: ["file": "\(file.path)", "error": "\(problem)", "moveError": "\(moveError)"])
      return OutboxLoad(posts: [], movedAside: nil, unreadable: true)
    }
  }

  /// The posts as they are on disk, without touching the file: [] when there is none; throws
  /// when it cannot be read or decoded (for readers that must not move it, such as a listing).
  public func read() throws -> [PendingPost] {
    guard FileManager.default.fileExists(atPath: file.path) else { return [] }
    return try Self.decode(Data(contentsOf: file))
  }

  /// Writes the posts atomically; an empty outbox removes the file. A file that is there but
  /// cannot be read or decoded is never replaced (it may hold someone's reviews).
  public func save(_ posts: [PendingPost]) throws {
    try SetAside.refuseToReplaceUnreadable(file)
    if let data = try? Data(contentsOf: file), (try? Self.decode(data)) == nil {
      throw UnreadableFileError(file: file)
    }
    if posts.isEmpty {
      if FileManager.default.fileExists(atPath: file.path) {
        try FileManager.default.removeItem(at: file)
      }
      return
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .secondsSince1970
    let data = try encoder.encode(StoredOutbox(posts: posts))
    try AtomicFile.write(data, to: file, permissions: 0o600)
  }

  private static func decode(_ data: Data) throws -> [PendingPost] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return try decoder.decode(StoredOutbox.self, from: data).posts
  }
}

/// What `OutboxStore.loadReport` found.
public struct OutboxLoad: Equatable, Sendable {
  public var posts: [PendingPost]
  /// Where an unreadable outbox file was moved (tell the user; the text may be recovered by hand).
  public var movedAside: URL?
  /// The file could not be read nor moved; it is left alone and saving refuses to replace it.
  public var unreadable: Bool

  public init(posts: [PendingPost], movedAside: URL? = nil, unreadable: Bool = false) {
    self.posts = posts
    self.movedAside = movedAside
    self.unreadable = unreadable
  }

  /// What to tell the user at start, in Korean; nil when all was well.
  public var notice: String? {
    if let movedAside {
      return "보낼 리뷰 파일(outbox.json)을 읽을 수 없어 \(movedAside.lastPathComponent)(으)로 옮겨 두었어요"
    }
    if unreadable { return "보낼 리뷰 파일(outbox.json)을 읽을 수 없어요. 파일은 그대로 두었어요" }
    return nil
  }
}

/// The file format: versioned so a later dubeol can change it (version 2 added each post's
/// server and delivery state; version 1 files are read as posts to the embedded server).
private struct StoredOutbox: Codable {
  var version = 2
  var posts: [PendingPost]
}
