import Reviews

/// `G` on a server without the oldest page (the original server): the pages are walked by
/// offset with the largest page the server gives, and only the last `keep` reviews are kept.
/// A page shorter than asked is either the server's own limit or the end: the next page tells.
struct OffsetWalk: Sendable {
  /// The largest page asked for first; a server that gives fewer sets the size.
  static let firstPageSize = 500

  /// The offset of the next page.
  private(set) var start: Int
  /// The page size to ask for.
  private(set) var size: Int
  /// The last reviews passed, newest first, and the offset of the first of them.
  private(set) var kept: [Review] = []
  private(set) var keptStart: Int
  /// The end is reached.
  private(set) var done = false
  /// A full page came at `size`: the server accepts it, so a shorter page is the end.
  private var accepted = false
  let from: Int
  let keep: Int

  init(from: Int, keep: Int, size: Int = firstPageSize) {
    self.from = from
    self.keep = keep
    self.size = size
    start = from
    keptStart = from
  }

  /// How many reviews the walk has passed.
  var passed: Int { start - from }

  mutating func take(_ page: [Review]) {
    guard !page.isEmpty else {
      done = true
      return
    }
    kept += page
    start += page.count
    if kept.count > keep {
      let drop = kept.count - keep
      kept.removeFirst(drop)
      keptStart += drop
    }
    if page.count >= size {
      accepted = true
    } else if accepted {
      done = true
    } else {
      size = page.count
    }
  }

  /// The server's answer was too large for the client: ask for half as many (false: no smaller
  /// page is left to try).
  mutating func halve() -> Bool {
    guard size > 1 else { return false }
    size /= 2
    accepted = false
    return true
  }
}
