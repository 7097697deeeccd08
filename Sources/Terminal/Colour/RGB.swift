#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A colour as the screen shows it, 8 bits a channel.
public struct RGB: Hashable, Sendable {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8

  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }

  /// `#rrggbb` (case-insensitive); nil for anything else.
  public init?(hex: String) {
    let digits = Array(hex.utf8)
    guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
    var channels: [UInt8] = []
    for i in stride(from: 1, to: 7, by: 2) {
      guard let hi = Self.hexValue(digits[i]), let lo = Self.hexValue(digits[i + 1]) else {
        return nil
      }
      channels.append(hi << 4 | lo)
    }
    self.init(channels[0], channels[1], channels[2])
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// WCAG 2 relative luminance, 0 (black) to 1 (white).
  public var luminance: Double {
    func linear(_ c: UInt8) -> Double {
      let v = Double(c) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }

  /// WCAG 2 contrast ratio with `other`, from 1 (same) to 21 (black on white).
  public func contrast(with other: RGB) -> Double {
    let (a, b) = (luminance, other.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Halfway to `other` (how xterm draws faint text: the foreground toward the background).
  public func blended(toward other: RGB) -> RGB {
    RGB(
      UInt8((Int(r) + Int(other.r)) / 2), UInt8((Int(g) + Int(other.g)) / 2),
      UInt8((Int(b) + Int(other.b)) / 2))
  }

  /// Squared distance, to find the nearest palette colour.
  func distance(to other: RGB) -> Int {
    let (dr, dg, db) = (Int(r) - Int(other.r), Int(g) - Int(other.g), Int(b) - Int(other.b))
    return dr * dr + dg * dg + db * db
  }
}
