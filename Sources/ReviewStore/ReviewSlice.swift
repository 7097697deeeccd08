import Reviews

/// A page of reviews and where the pages beside it start.
public struct ReviewSlice: Equatable, Sendable {
  public var reviews: [Review]
  /// The cursor of the page just older than this one; nil when no older review is left.
  public var next: ReviewCursor?
  /// The cursor of the page just newer than this one; nil when no newer review is left.
  public var newer: ReviewCursor?
  public init(reviews: [Review], next: ReviewCursor?, newer: ReviewCursor? = nil) {
    self.reviews = reviews
    self.next = next
    self.newer = newer
  }
}

extension ReviewSlice {
  /// The page of `count` out of `rows`, fetched with one row more than asked, running away from
  /// `start` (the cursor asked from; newest first unless `towardsNewer`): whether that row
  /// exists says if there is a page past the far end, which starts after the page's last. The
  /// near end has a neighbour exactly when a cursor was asked from.
  public init<Row>(
    fetchedOneMore rows: [Row], count: Int, from start: ReviewCursor? = nil,
    towardsNewer: Bool = false, review: (Row) -> Review, cursor: (Row) -> ReviewCursor
  ) {
    let page = rows.prefix(count)
    let far = rows.count > count ? page.last.map(cursor) : nil
    let near = start.map { page.first.map(cursor) ?? $0 }
    self.init(
      reviews: page.map(review), next: towardsNewer ? near : far, newer: towardsNewer ? far : near)
  }
}
