import HTTPTypes

/// Who sent a request: the peer of the connection, or, when that peer is one of the trusted
/// reverse proxies, the address those proxies say they received it from.
struct ClientAddress: Sendable {
  let trustedProxies: [IPAddressRange]

  /// The client's address. Behind trusted proxies the forwarding list (`Forwarded`'s `for=`,
  /// else `X-Forwarded-For`) is read from its end, where the nearest proxy wrote, and the first
  /// hop that is not a trusted proxy is the client: whatever a client writes at the front of the
  /// list itself is never believed. A hop that is not an IP address (`unknown`, `_hidden`)
  /// ends the walk at the proxy that wrote it.
  func client(peer: IPAddressBytes?, headers: HTTPFields) -> IPAddressBytes? {
    guard var client = peer, isTrusted(client) else { return peer }
    for hop in Self.hops(headers).reversed() {
      guard let address = IPAddressBytes(hop) else { return client }
      client = address
      if !isTrusted(address) { return address }
    }
    return client
  }

  /// Whether a connection from `peer` is one of the trusted proxies'.
  func isTrusted(_ peer: IPAddressBytes) -> Bool {
    trustedProxies.contains { $0.contains(peer) }
  }

  /// The hops of the forwarding headers, first (the original client's claim) to last, as
  /// address text without quotes, brackets or ports.
  static func hops(_ headers: HTTPFields) -> [Substring] {
    let forwarded = headers[values: .forwarded]
    if !forwarded.isEmpty {
      return forwarded.flatMap { $0.split(separator: ",") }.map { element in
        let pair = element.split(separator: ";").first {
          $0.trimmingPrefix(while: \.isWhitespace).lowercased().hasPrefix("for=")
        }
        return address(in: pair?.trimmingPrefix(while: \.isWhitespace).dropFirst(4) ?? "")
      }
    }
    return headers[values: .xForwardedFor].flatMap { $0.split(separator: ",") }.map(address)
  }

  /// `"[2001:db8::1]:4711"` → `2001:db8::1`, `192.0.2.1:80` → `192.0.2.1`.
  private static func address(in text: Substring) -> Substring {
    var text = text.trimmingPrefix(while: \.isWhitespace)
    while text.last?.isWhitespace == true { text.removeLast() }
    if text.first == "\"", text.last == "\"", text.count >= 2 { text = text.dropFirst().dropLast() }
    if text.first == "[", let end = text.firstIndex(of: "]") {
      return text[text.index(after: text.startIndex)..<end]
    }
    let colons = text.count(where: { $0 == ":" })
    return colons == 1 ? text[..<text.firstIndex(of: ":")!] : text
  }
}

extension HTTPField.Name {
  static let forwarded = HTTPField.Name("Forwarded")!
  static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}
