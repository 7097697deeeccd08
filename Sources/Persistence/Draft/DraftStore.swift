import Foundation

/// Keeps the compose text in the data directory so a crash or a kill never loses it.
public struct DraftStore: Sendable {
  public let file: URL

  public init(directory: URL) {
    file = directory.appendingPathComponent("draft.txt")
  }

  /// The saved draft; nil when there is none (or it is empty). Bytes that are not UTF-8 become
  /// U+FFFD rather than losing the rest of the text.
  public func load() -> String? {
    guard let data = try? Data(contentsOf: file), !data.isEmpty else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Saves `text` atomically; an empty text removes the draft.
  public func save(_ text: String) throws {
    if text.isEmpty { return try clear() }
    try AtomicFile.write(Data(text.utf8), to: file, permissions: 0o600)
  }

  /// Removes the draft (after a successful post).
  public func clear() throws {
    do {
      try FileManager.default.removeItem(at: file)
    } catch CocoaError.fileNoSuchFile {
      return
    } catch let error as NSError
      where error.domain == NSPOSIXErrorDomain && error.code == Int(ENOENT)
    {
      return
    }
  }
}
