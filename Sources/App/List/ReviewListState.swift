import Reviews

/// The review list: pages loaded so far (newest first), the selection and what is loading.
public struct ReviewListState: Sendable, Equatable {
  /// What the list is waiting for.
  public enum Loading: Sendable, Equatable { case firstPage, nextPage }

  public var reviews: [Review] = []
  public var selected = 0
  /// The first review drawn at the top of the pane.
  public var top = 0
  /// Lines of the top review scrolled out above the pane (for reviews taller than the pane).
  public var topLine = 0
  public var loading: Loading?
  public var error: String?
  public var reachedEnd = false
  /// Bumped by refresh so that answers to older requests are dropped.
  public var generation = 0
  /// `G`/End asked for the real end: pages keep loading until a short one comes.
  public var seekingEnd = false
  /// The search line, while it is shown.
  public var search: ListSearch?
  /// While the list shows the server's search results: what was searched for (`q=`).
  public var serverQuery: String?

  static let pageSize = 20
  /// How close to the last loaded review the selection gets before the next page is fetched.
  static let prefetchDistance = 5

  public init(reviews: [Review] = []) {
    self.reviews = reviews
  }
}
