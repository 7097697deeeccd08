import Foundation

/// The review API (README.md, "dubeol serve"): limits, defaults and endpoints as data.
public enum ReviewAPI {
  /// The theme the apps show when none is chosen.
  public static let defaultThemeId = "PLKEY0-L-81"
  /// Longest review content, in characters (grapheme clusters).
  public static let maxContentLength = 1000
  /// Longest author name, in characters.
  public static let maxUserNameLength = 30
  /// Author name of a review posted without one.
  public static let defaultUserName = "익명"
  /// Longest search text (`q=`), in characters.
  public static let maxSearchLength = 100
  /// Page size when `count` is absent, and the largest page allowed.
  public static let defaultPageSize = 20
  public static let maxPageSize = 100
  /// Largest request body the server reads (64 KiB).
  public static let maxRequestBodyBytes = 64 * 1024
  /// Largest response body a client accepts (1 MiB).
  public static let maxResponseBodyBytes = 1 << 20
  /// Header that makes a POST safe to retry.
  public static let idempotencyKeyHeader = "Idempotency-Key"
  /// Header carrying the author key on POST, PATCH and DELETE (an extension of the original API).
  public static let authorKeyHeader = "X-Author-Key"

  /// Path of the review list.
  public static let reviewsPath = "/theme/review"
  /// Path of the capabilities document (an extension: the original server has none).
  public static let capabilitiesPath = "/capabilities"
  /// Path of the health check.
  public static let healthPath = "/healthz"
  /// Route reviews of a theme are posted to; `{themeId}` stands for the theme.
  public static let postRoute = "/tmp/theme/{themeId}/review"
  /// Route of one review (`PATCH` edits it, `DELETE` deletes it); `{id}` stands for the review.
  public static let reviewRoute = postRoute + "/{id}"
  /// Route of a user's avatar; `{userId}` stands for the user.
  public static let profileImageRoute = "/profile/{userId}.png"
  /// Path reviews of a theme are posted to.
  public static func postPath(themeId: String) -> String {
    filling(postRoute, "{themeId}", with: themeId)
  }
  /// Path of a user's avatar.
  public static func profileImagePath(userId: String) -> String {
    filling(profileImageRoute, "{userId}", with: userId)
  }

  /// `GET /theme/review?themeId=&start=&count=`: a page of reviews, newest first.
  public static func list(themeId: String, start: Int, count: Int) -> Endpoint {
    Endpoint(
      method: .get, path: reviewsPath,
      query: [("themeId", themeId), ("start", String(start)), ("count", String(count))])
  }

  /// `GET /theme/review?themeId=&before=&count=`: a page by cursor (empty: the newest page); the
  /// reply's `before` asks for the next one. Only for a server whose capabilities say so.
  public static func list(themeId: String, before cursor: String, count: Int) -> Endpoint {
    Endpoint(
      method: .get, path: reviewsPath,
      query: [("themeId", themeId), ("before", cursor), ("count", String(count))])
  }

  /// `POST /tmp/theme/{themeId}/review` with `{"content","userName"}`.
  public static func post(
    content: String, userName: String?, themeId: String, idempotencyKey: String?,
    authorKey: String? = nil
  ) -> Endpoint {
    var headers = [("Content-Type", "application/json")]
    if let idempotencyKey { headers.append((idempotencyKeyHeader, idempotencyKey)) }
    if let authorKey { headers.append((authorKeyHeader, authorKey)) }
    return Endpoint(
      method: .post, path: postPath(themeId: themeId), headers: headers,
      body: try? WireJSON.encoder.encode(PostReviewBody(content: content, userName: userName)))
  }

  /// `route` with `placeholder` replaced by `value`, percent-encoded as one path segment.
  /// Looked for byte by byte: `firstRange(of:)` built a searcher (a dictionary) each call, a
  /// sixth of a list page's time.
  static func filling(_ route: String, _ placeholder: String, with value: String) -> String {
    let bytes = route.utf8
    var start = bytes.startIndex
    while start != bytes.endIndex {
      if bytes[start...].starts(with: placeholder.utf8) {
        let end = bytes.index(start, offsetBy: placeholder.utf8.count)
        return String(route[..<start]) + percentEncodedSegment(value) + String(route[end...])
      }
      bytes.formIndex(after: &start)
    }
    return route
  }

  /// `segment` with every UTF-8 byte outside RFC 3986's path characters, and `/`, as `%XX`:
  /// what `addingPercentEncoding(withAllowedCharacters:)` gives for `.urlPathAllowed` without
  /// "/", written by hand because Foundation's took most of a list page's time (one avatar URL
  /// a review).
  static func percentEncodedSegment(_ segment: String) -> String {
    guard !segment.utf8.allSatisfy({ segmentAllowed[Int($0)] }) else { return segment }
    var out: [UInt8] = []
    out.reserveCapacity(segment.utf8.count * 3)
    for byte in segment.utf8 {
      if segmentAllowed[Int(byte)] {
        out.append(byte)
      } else {
        out.append(UInt8(ascii: "%"))
        out.append(upperHexDigits[Int(byte >> 4)])
        out.append(upperHexDigits[Int(byte & 0xF)])
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether each byte may stand as itself in a path segment: letters, digits and
  /// `!$&'()*+,-.:=@_~` (Foundation's path set leaves `;` out).
  private static let segmentAllowed: [Bool] = (0...255).map { byte in
    guard let scalar = Unicode.Scalar(UInt32(byte)), scalar.isASCII else { return false }
    return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      || ("0"..."9").contains(scalar)
      || "!$&'()*+,-.:=@_~".unicodeScalars.contains(scalar)
  }
  private static let upperHexDigits = Array("0123456789ABCDEF".utf8)
}

/// One request of the review API, as data: what a client sends, independent of the HTTP library.
public struct Endpoint: Equatable, Sendable {
  /// An HTTP method the review API uses.
  public enum Method: String, Sendable {
    case get = "GET"
    case post = "POST"
    case patch = "PATCH"
    case delete = "DELETE"
  }

  public var method: Method
  public var path: String
  public var query: [(name: String, value: String)]
  public var headers: [(name: String, value: String)]
  public var body: Data?

  public init(
    method: Method, path: String, query: [(String, String)] = [],
    headers: [(String, String)] = [], body: Data? = nil
  ) {
    self.method = method
    self.path = path
    self.query = query.map { (name: $0.0, value: $0.1) }
    self.headers = headers.map { (name: $0.0, value: $0.1) }
    self.body = body
  }

  /// The full URL against a server's base URL (a base path, if any, is kept).
  public func url(relativeTo baseURL: URL) -> URL? {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
      return nil
    }
    let basePath =
      components.percentEncodedPath.hasSuffix("/")
      ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
    components.percentEncodedPath = basePath + path
    components.queryItems =
      query.isEmpty ? nil : query.map { URLQueryItem(name: $0.name, value: $0.value) }
    return components.url
  }

  public static func == (a: Endpoint, b: Endpoint) -> Bool {
    a.method == b.method && a.path == b.path && a.body == b.body
      && a.query.map(\.name) == b.query.map(\.name) && a.query.map(\.value) == b.query.map(\.value)
      && a.headers.map(\.name) == b.headers.map(\.name)
      && a.headers.map(\.value) == b.headers.map(\.value)
  }
}
