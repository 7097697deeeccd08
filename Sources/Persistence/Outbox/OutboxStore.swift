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

  /// The pending posts; [] when there are none. A file that cannot be decoded is moved aside
  /// (see `loadReport`) and logged, never silently dropped.
  public func load() -> [PendingPost] {
    loadReport().posts
  }

  /// The pending posts, and where a corrupt outbox file was moved, if it was.
  public func loadReport() -> OutboxLoad {
    guard FileManager.default.fileExists(atPath: file.path) else { return OutboxLoad(posts: []) }
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      logger?.error(
        "outbox file could not be read", metadata: ["file": "\(file.path)", "error": "\(error)"])
      return OutboxLoad(posts: [], unreadable: true)
    }
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .secondsSince1970
      let stored = try decoder.decode(StoredOutbox.self, from: data)
      return OutboxLoad(posts: stored.posts)
    } catch {
      let aside = file.deletingLastPathComponent().appendingPathComponent(
        "outbox.corrupt-\(Self.stamp()).json")
      do {
        try FileManager.default.moveItem(at: file, to: aside)
        logger?.error(
          "outbox file could not be read; moved aside",
          metadata: ["file": "\(file.path)", "movedTo": "\(aside.path)", "error": "\(error)"])
        return OutboxLoad(posts: [], movedAside: aside)
      } catch let moveError {
        logger?.error(
          "outbox file could not be read nor moved aside",
          metadata: ["file": "\(file.path)", "error": "\(error)", "moveError": "\(moveError)"])
        return OutboxLoad(posts: [], movedAside: nil, unreadable: true)
      }
    }
  }

  /// Writes the posts atomically; an empty outbox removes the file.
  public func save(_ posts: [PendingPost]) throws {
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

  private static func stamp() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    return formatter.string(from: Date()) + "-" + UUID().uuidString.prefix(8)
  }
}

/// What `OutboxStore.loadReport` found.
public struct OutboxLoad: Equatable, Sendable {
  public var posts: [PendingPost]
  /// Where a corrupt outbox file was moved (tell the user; the text may be recovered by hand).
  public var movedAside: URL?
  /// The file was corrupt and could not even be moved; saving would overwrite it.
  public var unreadable: Bool

  public init(posts: [PendingPost], movedAside: URL? = nil, unreadable: Bool = false) {
    self.posts = posts
    self.movedAside = movedAside
    self.unreadable = unreadable
  }
}

/// The file format: versioned so a later dubeol can change it.
private struct StoredOutbox: Codable {
  var version = 1
  var posts: [PendingPost]
}
