import Foundation

/// What turns dubeol's offset pages into cursor pages on a server that has them: whether the
/// server said so in /capabilities, and, per theme, the offset the last page ended at with
/// the cursor the server gave for the page after it. Shared by copies of one client.
final class CursorBook: @unchecked Sendable {
  private let lock = NSLock()
  private var supported = false
  private var ends: [String: (offset: Int, cursor: String)] = [:]

  /// Set from the server's capabilities.
  var serverSupportsCursors: Bool {
    get { lock.withLock { supported } }
    set { lock.withLock { supported = newValue } }
  }

  /// The `before=` value for a page of `themeId` at `start`: empty for the first page, the
  /// cursor when the last page ended there, nil (ask by offset) otherwise.
  func cursor(themeId: String, start: Int) -> String? {
    lock.withLock {
      guard supported else { return nil }
      if start == 0 { return "" }
      guard let end = ends[themeId], end.offset == start else { return nil }
      return end.cursor
    }
  }

  /// Records where a page of `themeId` that began at `start` ended.
  func record(themeId: String, start: Int, count: Int, next: String?) {
    lock.withLock {
      if let next { ends[themeId] = (start + count, next) } else { ends[themeId] = nil }
    }
  }
}
