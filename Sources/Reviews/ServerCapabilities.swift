import Foundation

/// What a review server offers beyond the original 2022 API, from `GET /capabilities`. The
/// original server has no such document (404): everything is then off, and a client offers
/// only what works there.
public struct ServerCapabilities: Codable, Equatable, Sendable {
  /// `GET /theme/review` honours `q=` (a server without it ignores `q` and lists everything).
  public var search: Bool
  /// Authors may edit and delete their reviews with an author key.
  public var authorKeys: Bool
  /// `GET /theme/review` honours `before=` (cursor paging: a deep page costs a first page's).
  public var cursorPaging: Bool
  /// `GET /theme/review` honours `after=` (the oldest page, and pages towards newer reviews).
  public var oldestPage: Bool
  /// Pages by cursor carry `total`, the count of the theme's reviews.
  public var themeCount: Bool

  public init(
    search: Bool, authorKeys: Bool, cursorPaging: Bool = false, oldestPage: Bool = false,
    themeCount: Bool = false
  ) {
    self.search = search
    self.authorKeys = authorKeys
    self.cursorPaging = cursorPaging
    self.oldestPage = oldestPage
    self.themeCount = themeCount
  }

  /// The original server: nothing beyond the two routes.
  public static let original = ServerCapabilities(search: false, authorKeys: false)
  /// What `dubeol serve` offers.
  public static let dubeolServe = ServerCapabilities(
    search: true, authorKeys: true, cursorPaging: true, oldestPage: true, themeCount: true)

  /// Unknown keys are ignored and missing ones are off, so either side may grow.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    search = try c.decodeIfPresent(Bool.self, forKey: .search) ?? false
    authorKeys = try c.decodeIfPresent(Bool.self, forKey: .authorKeys) ?? false
    cursorPaging = try c.decodeIfPresent(Bool.self, forKey: .cursorPaging) ?? false
    oldestPage = try c.decodeIfPresent(Bool.self, forKey: .oldestPage) ?? false
    themeCount = try c.decodeIfPresent(Bool.self, forKey: .themeCount) ?? false
  }
}
