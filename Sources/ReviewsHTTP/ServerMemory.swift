import Foundation
import Reviews

/// What the client remembers of its server, shared by copies of one client: the server's
/// capabilities once it has told them (the one copy the shell keeps: the app's effects and
/// `Authorship` ask the client), and, to turn dubeol's offset pages into cursor pages on a
/// server that has them, per theme the offset the last page ended at with the cursor the
/// server gave for the page after it.
final class ServerMemory: @unchecked Sendable {
  private let lock = NSLock()
  private var known: ServerCapabilities?
  private var ends: [String: (offset: Int, cursor: String)] = [:]

  /// The server's capabilities, once an answer came (a failure leaves them unknown).
  var capabilities: ServerCapabilities? {
    get { lock.withLock { known } }
    set { lock.withLock { known = newValue } }
  }

  /// The `before=` value for a page of `themeId` at `start`: empty for the first page, the
  /// cursor when the last page ended there, nil (ask by offset) otherwise.
  func cursor(themeId: String, start: Int) -> String? {
    lock.withLock {
      guard known?.cursorPaging == true else { return nil }
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
