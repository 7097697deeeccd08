import Foundation

/// Where a page of the list is asked for by cursor (a server whose capabilities say
/// `cursorPaging`; `oldest` and `newer` also need `oldestPage`).
public enum PageRequest: Sendable, Hashable {
  /// The newest reviews (`before=` empty).
  case newest
  /// The oldest reviews (`after=` empty).
  case oldest
  /// The reviews just older than a cursor (`before=`).
  case older(than: String)
  /// The reviews just newer than a cursor (`after=`).
  case newer(than: String)
}

/// A page asked for by cursor, newest first, with the cursors beyond each of its ends.
public struct CursorPage: Sendable, Equatable {
  public var reviews: [Review]
  /// Asks for the page just older than this one; nil when no older review is left.
  public var older: String?
  /// Asks for the page just newer than this one; nil when no newer review was left.
  public var newer: String?
  /// How many reviews the theme holds, when the server says.
  public var total: Int?

  public init(reviews: [Review], older: String?, newer: String?, total: Int? = nil) {
    self.reviews = reviews
    self.older = older
    self.newer = newer
    self.total = total
  }
}

/// The client or its server cannot page by cursor in that direction: the list pages by offset.
public struct ReviewCursorUnsupported: Error, Equatable, Sendable {
  public init() {}
}

extension ReviewClient {
  public func page(themeId: String, _ request: PageRequest, count: Int) async throws
    -> CursorPage
  {
    throw ReviewCursorUnsupported()
  }
}

extension ReviewAPI {
  /// `GET /theme/review?themeId=&after=&count=`: the reviews just newer than a cursor (empty: the
  /// oldest page), oldest first; the reply's `after` asks for the next newer page. Only for a
  /// server whose capabilities say `oldestPage`.
  public static func list(themeId: String, after cursor: String, count: Int) -> Endpoint {
    Endpoint(
      method: .get, path: reviewsPath,
      query: [("themeId", themeId), ("after", cursor), ("count", String(count))])
  }

  /// The endpoint of a page by cursor.
  public static func list(themeId: String, _ request: PageRequest, count: Int) -> Endpoint {
    switch request {
    case .newest: list(themeId: themeId, before: "", count: count)
    case .older(let cursor): list(themeId: themeId, before: cursor, count: count)
    case .oldest: list(themeId: themeId, after: "", count: count)
    case .newer(let cursor): list(themeId: themeId, after: cursor, count: count)
    }
  }
}
