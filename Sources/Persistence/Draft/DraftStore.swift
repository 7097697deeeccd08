import Foundation

/// Keeps the compose text in the data directory so a crash or a kill never loses it.
public struct DraftStore: Sendable {
  public let file: URL

  public init(directory: URL) {
    file = directory.appendingPathComponent("draft.txt")
  }

  /// The saved draft; nil when there is none (or it is empty). Bytes that are not UTF-8 become
  /// U+FFFD rather than losing the rest of the text (see `loadReport` for the original bytes).
  public func load() -> String? {
    loadReport().text
  }

  /// The saved draft, and where the file was moved when it could not be read or decoded: the
  /// original bytes are kept there, and the readable part comes back to the compose pane.
  public func loadReport() -> DraftLoad {
    guard FileManager.default.fileExists(atPath: file.path) else { return DraftLoad(text: nil) }
    guard let data = try? Data(contentsOf: file) else {
      return DraftLoad(text: nil, movedAside: try? SetAside.move(file), unreadable: true)
    }
    guard !data.isEmpty else { return DraftLoad(text: nil) }
    if let text = String(validating: data, as: UTF8.self) { return DraftLoad(text: text) }
    let repaired = String(decoding: data, as: UTF8.self)
    return DraftLoad(text: repaired, movedAside: try? SetAside.move(file), unreadable: true)
  }

  /// Saves `text` atomically; an empty text removes the draft. A draft file that is there but
  /// cannot be read is never replaced.
  public func save(_ text: String) throws {
    if text.isEmpty { return try clear() }
    try SetAside.refuseToReplaceUnreadable(file)
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

/// What `DraftStore.loadReport` found.
public struct DraftLoad: Equatable, Sendable {
  public var text: String?
  /// Where a draft file that could not be read or decoded was moved.
  public var movedAside: URL?
  /// The file could not be read, or was not UTF-8.
  public var unreadable: Bool

  public init(text: String?, movedAside: URL? = nil, unreadable: Bool = false) {
    self.text = text
    self.movedAside = movedAside
    self.unreadable = unreadable
  }

  /// What to tell the user at start, in Korean; nil when all was well.
  public var notice: String? {
    guard unreadable else { return nil }
    if let movedAside {
      return "쓰던 글 파일(draft.txt)을 읽을 수 없어 \(movedAside.lastPathComponent)(으)로 옮겨 두었어요"
    }
    return "쓰던 글 파일(draft.txt)을 읽을 수 없어요. 파일은 그대로 두었어요"
  }
}
