import Persistence
import Reviews

extension AppState {
  /// Reloads from the newest review; answers to earlier requests are then ignored. From deep in
  /// the list it goes back to the newest (the window there would be stale).
  mutating func refresh() -> [Effect] {
    startLoad(list.atNewest ? .firstPage : .newest) + [fetchNewest()] + startSpinner()
  }

  /// A new load that replaces the window: earlier answers and any walk are dropped.
  private mutating func startLoad(_ loading: ReviewListState.Loading) -> [Effect] {
    let walking = list.walked != nil
    list.generation += 1
    list.loading = loading
    list.owedPages = 0
    list.error = nil
    list.walked = nil
    list.showsCached = false
    return walking ? [.cancelWalk] : []
  }

  /// The newest page as last loaded, shown while the start's load is on its way; its answer
  /// replaces it, keeping the selection.
  mutating func showCachedPage(_ page: CachedFirstPage) -> [Effect] {
    list.cachedPage = page
    guard list.loading == .firstPage, list.reviews.isEmpty, list.serverQuery == nil,
      !page.reviews.isEmpty
    else { return [] }
    list.replace(
      with: Array(page.reviews.prefix(ReviewListState.pageSize)), newer: nil, older: nil,
      firstPosition: 0, atNewest: true, reachedEnd: page.reachedEnd)
    if let total = page.total { list.total = total }
    list.showsCached = true
    return ensureSelectionVisible()
  }

  /// The newest page to keep for the next start, when it is one and differs from what is kept.
  private mutating func cacheNewestPage() -> [Effect] {
    guard list.serverQuery == nil, list.firstPosition == 0, !list.reviews.isEmpty else {
      return []
    }
    let reviews = Array(list.reviews.prefix(ReviewListState.pageSize))
    let page = CachedFirstPage(
      reviews: reviews, total: list.total,
      reachedEnd: list.reachedEnd && reviews.count == list.reviews.count)
    guard page != list.cachedPage else { return [] }
    list.cachedPage = page
    return [.cacheFirstPage(themeId: settings.themeId, page)]
  }

  /// Pages by cursor: the server has them, and the list is not the server's search results.
  private var pagesByCursor: Bool { serverCapabilities.cursorPaging && list.serverQuery == nil }

  func fetch(start: Int, count: Int = ReviewListState.pageSize) -> Effect {
    .fetchReviews(
      themeId: settings.themeId, start: start, count: count, generation: list.generation,
      query: list.serverQuery)
  }

  func fetch(_ request: PageRequest) -> Effect {
    .fetchPage(
      themeId: settings.themeId, request: request, count: ReviewListState.pageSize,
      generation: list.generation)
  }

  private func fetchNewest() -> Effect { pagesByCursor ? fetch(.newest) : fetch(start: 0) }

  /// The page after the window's oldest review: by its cursor, else by offset (nil: unknown).
  private func fetchOlder() -> Effect? {
    if pagesByCursor, let cursor = list.olderCursor { return fetch(.older(than: cursor)) }
    return list.firstPosition.map { fetch(start: $0 + list.reviews.count) }
  }

  /// The page before the window's newest review: by its cursor, else by offset.
  private func fetchNewer() -> Effect? {
    if pagesByCursor, serverCapabilities.oldestPage, let cursor = list.newerCursor {
      return fetch(.newer(than: cursor))
    }
    guard let first = list.firstPosition, first > 0 else { return nil }
    let start = max(0, first - ReviewListState.pageSize)
    return fetch(start: start, count: first - start + ReviewListState.pageSize)
  }

  /// The server pages by cursor, learnt while or after the first page came by offset (the app
  /// asks both at once): that page again by cursor, so the window has cursors and the title the
  /// count.
  mutating func cursorsLearnt() -> [Effect] {
    let firstPageOnly =
      list.loading == nil ? !list.reviews.isEmpty : list.loading == .firstPage
    guard pagesByCursor, firstPageOnly, list.atNewest, !list.reachedEnd, list.total == nil,
      list.walked == nil, list.reviews.count <= ReviewListState.pageSize
    else { return [] }
    return startLoad(.firstPage) + [fetch(.newest)]
  }

  /// A page by offset (the original server, search results, or before the capabilities came).
  mutating func reviewsLoaded(generation: Int, start: Int, reviews: [Review]) -> [Effect] {
    guard generation == list.generation, let loading = list.loading else { return [] }
    let full = reviews.count >= ReviewListState.pageSize
    let page = CursorPage(reviews: reviews, older: nil, newer: nil)
    switch loading {
    case .nextPage:
      let added = list.appendOlder(reviews, newer: nil, older: nil, reachedEnd: !full)
      // Reviews posted meanwhile pushed some the window holds onto this page: it lies deeper.
      list.firstPosition = list.firstPosition.map { $0 + reviews.count - added }
    case .previousPage:
      prependByOffset(reviews, start: start)
    case .oldest:
      // The end of a walk: the last reviews there are, from `start` on.
      if list.firstPosition.map({ $0 + list.reviews.count }) == start {
        list.appendOlder(reviews, newer: nil, older: nil, reachedEnd: true)
      } else {
        list.replace(
          with: reviews, newer: nil, older: nil, firstPosition: start, atNewest: start == 0,
          reachedEnd: true)
      }
    case .firstPage, .newest:
      replaceWithNewest(page, reachedEnd: !full, keepSelection: loading == .firstPage)
    }
    return loaded(loading)
  }

  /// A newer page by offset overlaps the window by a page, so reviews posted meanwhile leave no
  /// gap: what comes before the window's first review it holds is added. When none of them is
  /// there, more were posted than the overlap; the window lies deeper and the next load asks
  /// again from there.
  private mutating func prependByOffset(_ page: [Review], start: Int) {
    let anchors = Set(list.reviews.prefix(ReviewListState.pageSize).map(\.id))
    guard let joint = page.firstIndex(where: { anchors.contains($0.id) }) else {
      list.firstPosition = start + page.count
      return
    }
    list.prependNewer(Array(page[..<joint]), newer: nil, older: nil, atNewest: start == 0)
    list.firstPosition = start
  }

  /// A page by cursor.
  mutating func pageLoaded(generation: Int, request: PageRequest, page: CursorPage) -> [Effect] {
    guard generation == list.generation, let loading = list.loading else { return [] }
    if let total = page.total { list.total = total }
    switch loading {
    case .nextPage:
      list.appendOlder(
        page.reviews, newer: page.newer, older: page.older, reachedEnd: page.older == nil)
    case .previousPage:
      list.prependNewer(
        page.reviews, newer: page.newer, older: page.older, atNewest: page.newer == nil)
    case .oldest:
      list.replace(
        with: page.reviews, newer: page.newer, older: nil,
        firstPosition: page.total.map { max(0, $0 - page.reviews.count) },
        atNewest: page.newer == nil, reachedEnd: true)
    case .firstPage, .newest:
      replaceWithNewest(page, reachedEnd: page.older == nil, keepSelection: loading == .firstPage)
    }
    // Both ends are exact places: the newest is position 0, the oldest is the total less the window.
    if list.reachedEnd, let total = page.total {
      list.firstPosition = max(0, total - list.reviews.count)
    }
    return loaded(loading)
  }

  /// The newest page replaces the window; a reload keeps the selection on its review.
  private mutating func replaceWithNewest(_ page: CursorPage, reachedEnd: Bool, keepSelection: Bool)
  {
    let selectedID =
      list.reviews.indices.contains(list.selected) ? list.reviews[list.selected].id : nil
    let (selected, top) = (list.selected, list.top)
    list.replace(
      with: page.reviews, newer: page.newer, older: page.older, firstPosition: 0, atNewest: true,
      reachedEnd: reachedEnd)
    guard keepSelection else { return }
    list.selected =
      page.reviews.firstIndex { $0.id == selectedID }
      ?? min(selected, max(0, page.reviews.count - 1))
    list.top = min(top, list.selected)
  }

  /// After any page: the load is over; `G` selects the last review, the view follows.
  private mutating func loaded(_ loading: ReviewListState.Loading) -> [Effect] {
    list.loading = nil
    list.error = nil
    list.walked = nil
    list.showsCached = false
    let cached = loading == .firstPage || loading == .newest ? cacheNewestPage() : []
    if loading == .oldest {
      // The last review at the bottom of the pane, the ones before it above.
      list.selected = max(0, list.reviews.count - 1)
      list.top = 0
      list.topLine = 0
    }
    let owed = list.owedPages
    list.owedPages = 0
    return cached + ensureSelectionVisible()
      + (0..<abs(owed)).flatMap { _ in page(owed.signum()) }
  }

  /// The list keeps what it had and shows the error; a failed reload also says so in a toast
  /// (the pane may be showing older reviews that look current).
  mutating func reviewsFailed(generation: Int, message: String) -> [Effect] {
    guard generation == list.generation else { return [] }
    let wasReload = list.loading == .firstPage || list.loading == .newest
    list.loading = nil
    list.owedPages = 0
    list.error = message
    list.showsCached = false
    list.walked = nil
    return wasReload ? showToast(.error, "리뷰를 새로 불러오지 못했어요: \(message)") : []
  }

  /// j/k, arrows and the wheel: a review taller than the pane scrolls through its lines first.
  mutating func moveSelection(by delta: Int) -> [Effect] {
    guard !list.reviews.isEmpty else { return [] }
    let area = layout.list
    let step = max(1, area.height - 2)
    if list.selected == list.top {
      let height = ListGeometry.height(list.reviews[list.selected], width: area.width) - 1
      if delta > 0 && height - list.topLine > area.height {
        list.topLine = min(list.topLine + step, height - area.height)
        return []
      }
      if delta < 0 && list.topLine > 0 {
        list.topLine = max(0, list.topLine - step)
        return []
      }
    }
    return moveSelection(to: list.selected + delta)
  }

  mutating func moveSelection(to index: Int) -> [Effect] {
    guard !list.reviews.isEmpty else { return [] }
    list.selected = min(max(0, index), list.reviews.count - 1)
    return ensureSelectionVisible()
  }

  mutating func page(_ direction: Int) -> [Effect] {
    guard !list.reviews.isEmpty else { return [] }
    let waitingBeyond =
      direction < 0
      ? list.selected == 0 && list.loading == .previousPage
      : list.selected == list.reviews.count - 1 && list.loading == .nextPage
    if waitingBeyond {
      list.owedPages += direction
      return []
    }
    return moveSelection(
      to: ListGeometry.pageTarget(
        from: list.selected, direction: direction, reviews: list.reviews, in: layout.list))
  }

  /// Scrolls so the selected review is shown, then loads a page when near an end of the window.
  mutating func ensureSelectionVisible() -> [Effect] {
    guard !list.reviews.isEmpty, layout.list.height > 0 else { return [] }
    let top = list.top
    defer { if list.top != top || list.selected != top { list.topLine = 0 } }
    if list.selected < list.top {
      list.top = list.selected
    } else {
      list.top = max(
        list.top,
        ListGeometry.topShowing(list.selected, reviews: list.reviews, in: layout.list))
    }
    return loadMoreIfNeeded()
  }

  /// A page is fetched when the selection or the bottom of the pane nears the window's oldest
  /// review, or the selection nears its newest while newer reviews are not in the window.
  mutating func loadMoreIfNeeded() -> [Effect] {
    guard list.loading == nil, list.error == nil, !list.reviews.isEmpty else { return [] }
    let lastVisible =
      ListGeometry.placements(
        reviews: list.reviews, top: list.top, topLine: list.topLine, in: layout.list
      ).last?.index
      ?? list.top
    let remaining = list.reviews.count - 1 - max(list.selected, lastVisible)
    if !list.reachedEnd, remaining < ReviewListState.prefetchDistance, let effect = fetchOlder() {
      list.loading = .nextPage
      return [effect] + startSpinner()
    }
    if !list.atNewest, min(list.selected, list.top) < ReviewListState.prefetchDistance,
      let effect = fetchNewer()
    {
      list.loading = .previousPage
      return [effect] + startSpinner()
    }
    return []
  }

  /// Selects the review drawn at a row of the list pane.
  mutating func selectReview(atRow y: Int) -> [Effect] {
    let hit = ListGeometry.placements(
      reviews: list.reviews, top: list.top, topLine: list.topLine, in: layout.list
    )
    .first { y >= $0.y && y < $0.y + $0.height }
    guard let hit else { return [] }
    return moveSelection(to: hit.index)
  }

  /// `g`/Home: the newest review; from deep in the list the newest page replaces the window.
  mutating func goToNewest() -> [Effect] {
    if list.atNewest { return moveSelection(to: 0) }
    return startLoad(.newest) + [fetchNewest()] + startSpinner()
  }

  /// `G`/End: the oldest review. A server with the oldest page sends it at once; otherwise the
  /// pages are walked by offset with the largest page the server gives, drawing only progress
  /// (Esc stops), and the window keeps the last reviews.
  mutating func goToOldest() -> [Effect] {
    if list.reachedEnd { return moveSelection(to: list.reviews.count - 1) }
    if list.walked != nil || list.loading == .oldest { return [] }
    if pagesByCursor && serverCapabilities.oldestPage {
      return startLoad(.oldest) + [fetch(.oldest)] + startSpinner()
    }
    let from = list.firstPosition.map { $0 + list.reviews.count } ?? 0
    let effects = startLoad(.oldest)
    list.walked = 0
    return effects
      + [
        .walkToOldest(
          themeId: settings.themeId, query: list.serverQuery, from: from,
          keep: ReviewListState.maxReviews, generation: list.generation)
      ] + startSpinner()
  }

  /// The walk has passed `walked` reviews (only the title changes).
  mutating func walkProgressed(generation: Int, walked: Int) -> [Effect] {
    guard generation == list.generation, list.walked != nil else { return [] }
    list.walked = walked
    return []
  }

  /// Esc during the walk: it stops, the window stays where it was.
  mutating func cancelWalk() -> [Effect] {
    list.generation += 1
    list.loading = nil
    list.walked = nil
    return [.cancelWalk] + showToast(.info, "끝으로 가기를 멈췄어요")
  }
}
