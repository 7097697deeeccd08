import Persistence
import Reviews

/// The review list: a bounded window of consecutive pages (newest first) around what is on
/// screen, the selection, where the window lies in the theme and what is loading.
package struct ReviewListState: Sendable, Equatable {
  /// What the list is waiting for.
  package enum Loading: Sendable, Equatable {
    /// The newest page again, keeping the selection (refresh, start, a search).
    case firstPage
    /// The page after the window's oldest review.
    case nextPage
    /// The page before the window's newest review.
    case previousPage
    /// The newest page, replacing the window (`g` from deep in the list).
    case newest
    /// The oldest page, replacing the window (`G`).
    case oldest
  }

  /// The window's reviews, newest first. Setting it directly starts one page without cursors.
  package var reviews: [Review] = [] {
    didSet { if pages.reduce(0, { $0 + $1.count }) != reviews.count { pages = [] } }
  }
  /// The window's pages, newest first, with the cursors beyond each (empty: one page of every
  /// review, with no cursors). The window is trimmed a page at a time, so its ends keep cursors.
  var pages: [WindowPage] = []
  package var selected = 0
  /// The first review drawn at the top of the pane.
  package var top = 0
  /// Lines of the top review scrolled out above the pane (for reviews taller than the pane).
  package var topLine = 0
  package var loading: Loading?
  /// The reviews are the cached newest page, shown while the start's load is on its way: that
  /// load is quiet (no "불러오는 중"), so an unchanged list does not move at all.
  package var showsCached = false
  /// The newest page as `list-cache.json` holds it, as far as this session knows: an unchanged
  /// page is not written again.
  var cachedPage: CachedFirstPage?
  /// Page turns asked for at an end of the window while the page beyond it loads (negative:
  /// up): done when it comes, so a held PgUp is never lost.
  package var owedPages = 0
  package var error: String?
  /// The window holds the oldest review (the end of the list).
  package var reachedEnd = false
  /// The window holds the newest review (as of its last load).
  package var atNewest = true
  /// How many reviews are newer than the window's first, when known (offset pages always know;
  /// after `G` it is the total less the window).
  package var firstPosition: Int? = 0
  /// How many reviews the theme holds, when the server said (or the end was reached).
  package var total: Int?
  /// Bumped by refresh so that answers to older requests are dropped.
  package var generation = 0
  /// `G` on a server without the oldest page: how many reviews the walk has passed.
  package var walked: Int?
  /// The search line, while it is shown.
  package var search: ListSearch?
  /// While the list shows the server's search results: what was searched for (`q=`).
  package var serverQuery: String?

  static let pageSize = 20
  /// How close to either end of the window the selection gets before the next page is fetched.
  static let prefetchDistance = 5
  /// The most reviews the window keeps (about 0.7 KB each); pages far from the selection go.
  static let maxReviews = 1000

  package init(reviews: [Review] = []) {
    self.reviews = reviews
  }
}

/// One page of the window: how many of its reviews it holds and how to ask for its neighbours.
struct WindowPage: Sendable, Equatable {
  var count: Int
  /// Asks for the reviews just newer than this page (nil: by offset, or none newer).
  var newer: String?
  /// Asks for the reviews just older than this page (nil: by offset, or none older).
  var older: String?
}
