import Foundation

/// Searching on the server (`q=`), an optional extension of the API: a client or server that
/// does not have it says so with `ReviewSearchUnsupported`, and the UI searches what it loaded.
extension ReviewClient {
  /// A page of the reviews of a theme that match `query`, newest first.
  public func reviews(themeId: String, start: Int, count: Int, query: String) async throws
    -> [Review]
  {
    throw ReviewSearchUnsupported()
  }

  public func capabilities() async throws -> ServerCapabilities { .original }
}

/// The client cannot ask its server to search.
public struct ReviewSearchUnsupported: Error, Equatable, Sendable {
  public init() {}
}

extension ReviewAPI {
  /// `GET /theme/review?themeId=&start=&count=&q=`: a page of the reviews that match `query`.
  /// A server without search ignores `q` and answers every review: only send it to one known
  /// to search.
  public static func search(themeId: String, start: Int, count: Int, query: String) -> Endpoint {
    var endpoint = list(themeId: themeId, start: start, count: count)
    endpoint.query.append(("q", query))
    return endpoint
  }
}
