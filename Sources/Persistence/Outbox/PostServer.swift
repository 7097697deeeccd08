import Foundation

/// The server a queued review belongs to. The embedded server is named by role, not by URL:
/// its port changes on every start, and the outbox file already lives in the data directory
/// whose database that server serves, so "embedded" pins it down exactly.
public enum PostServer: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The embedded server over the data directory that holds the outbox.
  case embedded
  /// A server given with `--server` (or config.toml), as a normalised base URL.
  case remote(String)

  /// The wire spelling of `.embedded` in outbox.json.
  static let embeddedName = "embedded"

  /// A remote server named by its base URL. Scheme and host are lowercased, a default port and
  /// a trailing slash dropped, so one server written two ways is still one server.
  public init(url: URL) {
    guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      self = .remote(url.absoluteString)
      return
    }
    parts.scheme = parts.scheme?.lowercased()
    parts.host = parts.host?.lowercased()
    let defaultPorts = ["http": 80, "https": 443]
    if let scheme = parts.scheme, parts.port == defaultPorts[scheme] { parts.port = nil }
    while parts.path.hasSuffix("/") { parts.path.removeLast() }
    parts.query = nil
    parts.fragment = nil
    self = .remote(parts.string ?? url.absoluteString)
  }

  /// "embedded" or the base URL: what outbox.json and `dubeol outbox list` show.
  public var description: String {
    switch self {
    case .embedded: Self.embeddedName
    case .remote(let url): url
    }
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    if text == Self.embeddedName {
      self = .embedded
    } else if let url = URL(string: text), url.scheme != nil {
      self = PostServer(url: url)
    } else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a server: \(text)"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
