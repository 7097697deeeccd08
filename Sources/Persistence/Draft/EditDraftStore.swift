import Foundation
import Reviews

/// An edit of one's own review in progress: the review as loaded, the text so far, the server.
public struct EditDraft: Codable, Equatable, Sendable {
  public var server: PostServer
  public var review: Review
  public var text: String

  public init(server: PostServer, review: Review, text: String) {
    self.server = server
    self.review = review
    self.text = text
  }
}

/// Keeps the edit in progress (`edit.json`) beside the draft, so a crash or a kill never loses
/// an edit either; the draft file meanwhile keeps the draft the edit pushed aside.
public struct EditDraftStore: Sendable {
  public let file: URL

  public init(directory: URL) {
    file = directory.appendingPathComponent("edit.json")
  }

  /// The saved edit, or nil; a file that cannot be read or decoded is moved aside (never
  /// overwritten) and told in `notice`.
  public func load() -> (edit: EditDraft?, notice: String?) {
    guard FileManager.default.fileExists(atPath: file.path) else { return (nil, nil) }
    if let data = try? Data(contentsOf: file),
      let edit = try? JSONDecoder().decode(EditDraft.self, from: data)
    {
      return (edit, nil)
    }
    let moved = try? SetAside.move(file)
    let whereTo = moved.map { " \($0.lastPathComponent)(으)로 옮겨 두었어요" } ?? " 파일은 그대로 두었어요"
    return (nil, "고치던 리뷰 파일(edit.json)을 읽을 수 없어" + whereTo)
  }

  /// Saves `edit` atomically (mode 0600).
  public func save(_ edit: EditDraft) throws {
    try SetAside.refuseToReplaceUnreadable(file)
    try AtomicFile.write(try JSONEncoder().encode(edit), to: file, permissions: 0o600)
  }

  /// Removes the edit (it was saved to the server, or given up).
  public func clear() throws {
    guard FileManager.default.fileExists(atPath: file.path) else { return }
    try FileManager.default.removeItem(at: file)
  }
}
