import Foundation

/// A review server's base URL, checked where it enters (an option, config.toml): http or https,
/// a host, and a port in 1–65535, so that no later conversion can trap on it.
public enum ServerAddress {
  /// Why a text is not a server address.
  public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    case notAURL
    case scheme(String)
    case noHost
    case port(String)
    case userInfo

    /// In Korean, as the UI and every other failure of the CLI (network errors) speak.
    public var description: String {
      switch self {
      case .notAURL: "URL이 아니에요 (예: http://127.0.0.1:8080)"
      case .scheme(let scheme): "주소는 http:// 또는 https://로 시작해야 해요 ('\(scheme)'는 쓸 수 없어요)"
      case .noHost: "주소에 호스트 이름이 없어요"
      case .port(let port): "포트는 1부터 65535까지의 숫자여야 해요 ('\(port)'는 쓸 수 없어요)"
      case .userInfo: "주소에 사용자 이름이나 비밀번호는 넣을 수 없어요"
      }
    }
  }

  /// The URL of `text`, or the first reason it cannot be a server address.
  public static func parse(_ text: String) throws(Problem) -> URL {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    // URLComponents keeps an out-of-range port as text; read it ourselves before URL does.
    guard let components = URLComponents(string: trimmed), let scheme = components.scheme else {
      throw .notAURL
    }
    guard ["http", "https"].contains(scheme.lowercased()) else { throw .scheme(scheme) }
    guard let host = components.host, !host.isEmpty else { throw .noHost }
    guard components.user == nil, components.password == nil else { throw .userInfo }
    if let port = portText(of: trimmed) {
      guard let number = Int(port), (1...65535).contains(number) else { throw .port(port) }
    }
    guard let url = URL(string: trimmed) else { throw .notAURL }
    return url
  }

  /// The digits after the host's colon, if the authority has a port at all.
  private static func portText(of text: String) -> String? {
    guard let schemeEnd = text.range(of: "://") else { return nil }
    let authority = text[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    // An IPv6 literal keeps its colons inside brackets.
    let afterHost =
      authority.lastIndex(of: "]").map { authority[authority.index(after: $0)...] } ?? authority
    guard let colon = afterHost.lastIndex(of: ":") else { return nil }
    let port = afterHost[afterHost.index(after: colon)...]
    return port.isEmpty ? nil : String(port)
  }
}
