import Foundation
import Reviews

/// The scheme, host, port (and optional path) clients reach the server at, from which absolute
/// links such as avatar URLs are built: `dubeol serve --public-url`, else the address it listens
/// on. Never the request's `Host`, which a client chooses and a shared cache would keep.
public struct PublicBaseURL: Equatable, Sendable, CustomStringConvertible {
  /// Without a trailing slash, e.g. `https://reviews.example.com` or `http://127.0.0.1:8080/api`.
  public let description: String

  /// Why a `--public-url` value was refused, as one line.
  public struct Invalid: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// Parses a `--public-url` value: http or https, a host, an optional port 1–65535 and path;
  /// no user, query or fragment.
  public init(parsing text: String) throws(Invalid) {
    guard let components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme)
    else {
      throw Invalid(description: "--public-url must be an http:// or https:// URL, not \(text)")
    }
    guard let host = components.percentEncodedHost, !host.isEmpty else {
      throw Invalid(description: "--public-url needs a host: \(text)")
    }
    // Checked on the text: URLComponents quietly drops an empty or out-of-range port.
    if let port = Self.portText(text), !(UInt16(port).map { $0 > 0 } ?? false) {
      throw Invalid(description: "--public-url port must be between 1 and 65535: \(text)")
    }
    guard components.user == nil, components.password == nil, components.query == nil,
      components.fragment == nil
    else { throw Invalid(description: "--public-url takes no user, query or fragment: \(text)") }
    var path = components.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    let port = components.port.map { ":\($0)" } ?? ""
    description = "\(scheme)://\(host)\(port)\(path)"
  }

  /// What follows the host's `:` in the authority of `text`, if there is a colon.
  private static func portText(_ text: String) -> Substring? {
    guard let schemeEnd = text.range(of: "://") else { return nil }
    let rest = text[schemeEnd.upperBound...]
    let authority = rest[..<(rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex)]
    let hostEnd = authority.lastIndex(of: "]") ?? authority.startIndex
    guard let colon = authority[hostEnd...].lastIndex(of: ":") else { return nil }
    return authority[authority.index(after: colon)...]
  }

  /// `http://` and the address the server listens on; for a wildcard address (every
  /// interface), the machine's host name, the best guess without `--public-url`.
  init(listeningOn host: String, port: Int, hostName: String = ProcessInfo.processInfo.hostName) {
    let name = Self.wildcards.contains(host) ? hostName : host
    let authority = name.contains(":") ? "[\(name)]" : name
    description = "http://\(authority):\(port)"
  }

  /// Listen addresses meaning every interface, which no client can use as a destination.
  static let wildcards: Set<String> = ["", "0.0.0.0", "::", "[::]", "*"]

  /// The absolute URL of a user's avatar.
  func profileImageURL(userId: String) -> String {
    description + ReviewAPI.profileImagePath(userId: userId)
  }

}
