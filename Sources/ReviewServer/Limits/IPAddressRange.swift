import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An IP address as its bytes: 4 for IPv4, 16 for IPv6 (an IPv4-mapped IPv6 address is IPv4).
struct IPAddressBytes: Hashable, Sendable, CustomStringConvertible {
  let bytes: [UInt8]

  /// Parses a literal address ("192.0.2.1", "2001:db8::1"); nil for anything else.
  init?(_ text: some StringProtocol) {
    let text = String(text)
    var v4 = in_addr()
    if inet_pton(AF_INET, text, &v4) == 1 {
      bytes = withUnsafeBytes(of: &v4) { Array($0) }
      return
    }
    var v6 = in6_addr()
    guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
    let all = withUnsafeBytes(of: &v6) { Array($0) }
    bytes = all.prefix(12).elementsEqual(Self.mappedPrefix) ? Array(all.suffix(4)) : all
  }

  var description: String {
    bytes.count == 4
      ? bytes.map(String.init).joined(separator: ".")
      : stride(from: 0, to: 16, by: 2).map {
        String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16)
      }.joined(separator: ":")
  }

  /// Who is limited as one client: an IPv4 address, or an IPv6 /64 (what one host is given).
  var clientKey: String {
    bytes.count == 4 ? description : IPAddressRange(network: self, prefixLength: 64).description
  }

  private static let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]
}

/// A CIDR block such as `10.0.0.0/8` or `::1/128` (a bare address is a block of one).
public struct IPAddressRange: Equatable, Sendable, CustomStringConvertible {
  let network: IPAddressBytes
  let prefixLength: Int

  /// Why a `--trusted-proxy` value was refused.
  public struct Invalid: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// Parses `ADDRESS[/PREFIX]`.
  public init(parsing text: String) throws(Invalid) {
    let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
    guard let address = IPAddressBytes(parts[0]) else {
      throw Invalid(description: "--trusted-proxy takes an IP address or CIDR block: \(text)")
    }
    let bits = address.bytes.count * 8
    let prefix = parts.count == 2 ? Int(parts[1]) : bits
    guard let prefix, (0...bits).contains(prefix) else {
      throw Invalid(description: "--trusted-proxy prefix length must be 0…\(bits): \(text)")
    }
    self.init(network: address, prefixLength: prefix)
  }

  init(network: IPAddressBytes, prefixLength: Int) {
    self.network = IPAddressBytes(masking: network, to: prefixLength)
    self.prefixLength = prefixLength
  }

  public var description: String { "\(network)/\(prefixLength)" }

  /// Whether `address` is in this block (an IPv4 block never holds an IPv6 address).
  func contains(_ address: IPAddressBytes) -> Bool {
    address.bytes.count == network.bytes.count
      && IPAddressBytes(masking: address, to: prefixLength) == network
  }
}

extension IPAddressBytes {
  /// `address` with every bit past the first `prefixLength` cleared.
  fileprivate init(masking address: IPAddressBytes, to prefixLength: Int) {
    bytes = address.bytes.enumerated().map { index, byte in
      let keep = min(8, max(0, prefixLength - index * 8))
      return keep == 8 ? byte : byte & ~(UInt8(0xFF) >> keep)
    }
  }
}
