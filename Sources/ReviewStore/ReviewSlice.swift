import Reviews

/// A page of reviews and where the next (older) page starts.
public struct ReviewSlice: Equatable, Sendable {
  public var reviews: [Review]
  /// The cursor of the page after this one; nil when no older review is left.
  public var next: ReviewCursor?
  public init(reviews: [Review], next: ReviewCursor?) {
    self.reviews = reviews
    self.next = next
  }
}

extension ReviewSlice {
  /// The page of `count` out of `rows`, fetched newest first with one row more than asked:
  /// whether that row exists says if there is a next page, which starts after the page's last.
  public init<Row>(
    fetchedOneMore rows: [Row], count: Int, review: (Row) -> Review,
    cursor: (Row) -> ReviewCursor
  ) {
    let page = rows.prefix(count)
    self.init(reviews: page.map(review), next: rows.count > count ? page.last.map(cursor) : nil)
  }
}
