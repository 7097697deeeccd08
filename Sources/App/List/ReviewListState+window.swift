import Reviews

/// The window's pure operations: pages come in at either end, the far end is trimmed, single
/// reviews come and go; the selection and the view stay on the same reviews throughout.
extension ReviewListState {
  /// The pages, with the implicit page of reviews set without cursors.
  var windowPages: [WindowPage] {
    pages.isEmpty && !reviews.isEmpty ? [WindowPage(count: reviews.count)] : pages
  }

  /// Asks for the page after the window's oldest review: its cursor when it has one.
  var olderCursor: String? { windowPages.last?.older }
  /// Asks for the page before the window's newest review: its cursor when it has one.
  var newerCursor: String? { windowPages.first?.newer }

  /// Replaces the window by one page at `firstPosition` (nil: unknown).
  mutating func replace(
    with page: [Review], newer: String?, older: String?, firstPosition: Int?, atNewest: Bool,
    reachedEnd: Bool
  ) {
    reviews = page
    pages = page.isEmpty ? [] : [WindowPage(count: page.count, newer: newer, older: older)]
    self.firstPosition = firstPosition
    self.atNewest = atNewest
    self.reachedEnd = reachedEnd
    if reachedEnd, let firstPosition { total = firstPosition + page.count }
    selected = 0
    top = 0
    topLine = 0
  }

  /// Adds a page after the window's oldest review (reviews it already holds are skipped);
  /// returns how many were new.
  @discardableResult
  mutating func appendOlder(_ page: [Review], newer: String?, older: String?, reachedEnd: Bool)
    -> Int
  {
    let added = unseen(page)
    var kept = windowPages
    if !added.isEmpty {
      kept.append(WindowPage(count: added.count, newer: newer, older: older))
    } else if !kept.isEmpty {
      kept[kept.count - 1].older = older
    }
    reviews += added
    pages = kept
    self.reachedEnd = reachedEnd
    if reachedEnd, let firstPosition { total = firstPosition + reviews.count }
    trim()
    return added.count
  }

  /// Adds a page before the window's newest review; the selection and the view stay on the
  /// reviews they were on. Returns how many were new.
  @discardableResult
  mutating func prependNewer(_ page: [Review], newer: String?, older: String?, atNewest: Bool)
    -> Int
  {
    let added = unseen(page)
    var kept = windowPages
    if !added.isEmpty {
      kept.insert(WindowPage(count: added.count, newer: newer, older: older), at: 0)
    } else if !kept.isEmpty {
      kept[0].newer = newer
    }
    reviews.insert(contentsOf: added, at: 0)
    pages = kept
    shift(by: added.count)
    firstPosition = atNewest ? 0 : firstPosition.map { max(0, $0 - added.count) }
    self.atNewest = atNewest
    trim()
    return added.count
  }

  /// A review that became the newest (one's own post): at the top of the window when the window
  /// holds the newest, without moving what is on screen; otherwise the positions move by one.
  mutating func insertNewest(_ review: Review) {
    total = total.map { $0 + 1 }
    guard atNewest else {
      firstPosition = firstPosition.map { $0 + 1 }
      return
    }
    guard !reviews.contains(where: { $0.id == review.id }) else { return }
    var kept = windowPages
    if kept.isEmpty {
      kept = [WindowPage(count: 1)]
    } else {
      kept[0].count += 1
    }
    reviews.insert(review, at: 0)
    pages = kept
    shift(by: 1)
  }

  /// Takes a review out of the window (deleted); the pages keep their cursors.
  mutating func remove(at index: Int) {
    var kept = windowPages
    var start = 0
    for p in kept.indices {
      if index < start + kept[p].count {
        kept[p].count -= 1
        // An emptied page goes; its neighbours' cursors still name the same places.
        if kept[p].count == 0 {
          if p > 0 { kept[p - 1].older = kept[p].older }
          if p + 1 < kept.count { kept[p + 1].newer = kept[p].newer }
          kept.remove(at: p)
        }
        break
      }
      start += kept[p].count
    }
    reviews.remove(at: index)
    pages = kept
    total = total.map { max(0, $0 - 1) }
    if selected > index || selected >= reviews.count { selected = max(0, selected - 1) }
    if top > index { top -= 1 }
    top = min(top, max(0, reviews.count - 1))
    topLine = 0
  }

  /// Keeps the window within `maxReviews` by dropping whole pages at the end farther from the
  /// selection (never the one on screen).
  mutating func trim() {
    var kept = windowPages
    while reviews.count > Self.maxReviews, kept.count > 1 {
      let dropOlder = selected < reviews.count / 2
      if dropOlder {
        let page = kept.removeLast()
        reviews.removeLast(page.count)
        reachedEnd = false
      } else {
        let page = kept.removeFirst()
        reviews.removeFirst(page.count)
        atNewest = false
        firstPosition = firstPosition.map { $0 + page.count }
        shift(by: -page.count)
      }
      pages = kept
    }
  }

  /// The reviews of `page` the window does not hold yet (pages by offset overlap when reviews
  /// were posted meanwhile).
  private func unseen(_ page: [Review]) -> [Review] {
    let known = Set(reviews.map(\.id))
    return page.filter { !known.contains($0.id) }
  }

  private mutating func shift(by delta: Int) {
    selected = max(0, selected + delta)
    top = max(0, top + delta)
  }

  /// The selected review's place in the theme from the newest (1-based), when known.
  var position: Int? { firstPosition.map { $0 + selected + 1 } }
}
