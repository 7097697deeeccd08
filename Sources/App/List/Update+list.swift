import Reviews

extension AppState {
  /// Reloads from the newest review; answers to earlier requests are then ignored.
  mutating func refresh() -> [Effect] {
    list.generation += 1
    list.loading = .firstPage
    list.error = nil
    list.reachedEnd = false
    list.seekingEnd = false
    return [fetch(start: 0)] + startSpinner()
  }

  func fetch(start: Int) -> Effect {
    .fetchReviews(
      themeId: settings.themeId, start: start, count: ReviewListState.pageSize,
      generation: list.generation, query: list.serverQuery)
  }

  mutating func reviewsLoaded(generation: Int, start: Int, reviews: [Review]) -> [Effect] {
    guard generation == list.generation else { return [] }
    list.loading = nil
    list.error = nil
    list.reachedEnd = reviews.count < ReviewListState.pageSize
    if start == 0 {
      // The selection stays on the same review when it is still there.
      let selectedID =
        list.reviews.indices.contains(list.selected) ? list.reviews[list.selected].id : nil
      list.reviews = reviews
      list.selected =
        reviews.firstIndex { $0.id == selectedID } ?? min(list.selected, max(0, reviews.count - 1))
      list.top = min(list.top, list.selected)
      list.topLine = 0
    } else {
      let known = Set(list.reviews.map(\.id))
      let added = reviews.filter { !known.contains($0.id) }
      list.reviews += added
      continueSeekingEnd(added: added.count)
    }
    return ensureSelectionVisible()
  }

  /// The list keeps what it had and shows the error; a failed reload also says so in a toast
  /// (the pane may be showing older reviews that look current).
  mutating func reviewsFailed(generation: Int, message: String) -> [Effect] {
    guard generation == list.generation else { return [] }
    let wasReload = list.loading == .firstPage
    list.loading = nil
    list.error = message
    list.seekingEnd = false
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
    list.seekingEnd = false
    list.selected = min(max(0, index), list.reviews.count - 1)
    return ensureSelectionVisible()
  }

  mutating func page(_ direction: Int) -> [Effect] {
    guard !list.reviews.isEmpty else { return [] }
    return moveSelection(
      to: ListGeometry.pageTarget(
        from: list.selected, direction: direction, reviews: list.reviews, in: layout.list))
  }

  /// Scrolls so the selected review is shown, then loads the next page when near the end.
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

  /// The next page is fetched when the selection or the bottom of the pane nears the end.
  mutating func loadMoreIfNeeded() -> [Effect] {
    guard !list.reachedEnd, list.loading == nil, list.error == nil, !list.reviews.isEmpty
    else { return [] }
    let lastVisible =
      ListGeometry.placements(
        reviews: list.reviews, top: list.top, topLine: list.topLine, in: layout.list
      ).last?.index
      ?? list.top
    let remaining = list.reviews.count - 1 - max(list.selected, lastVisible)
    guard remaining < ReviewListState.prefetchDistance else { return [] }
    list.loading = .nextPage
    return [fetch(start: list.reviews.count)] + startSpinner()
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
}
