import CImageDecode

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A picture as 8-bit RGBA pixels, row by row.
public struct DecodedImage: Equatable, Sendable {
  public let width: Int
  public let height: Int
  /// `width × height × 4` bytes.
  public let rgba: [UInt8]

  /// The most bytes a profile picture may have: more is refused unread (and a download stops
  /// reading past it).
  public static let maxBytes = 5 * 1024 * 1024
  /// The most pixels decoded (1024 × 1024); a larger image (a decompression bomb among them)
  /// is refused from its header, before any pixel is decoded.
  public static let maxPixels = 1024 * 1024

  public init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// Decodes a PNG (Debian's libpng) or a JPEG (libjpeg-turbo); nil for anything else, a
  /// malformed or truncated file, more than `maxBytes` bytes or more than `maxPixels` pixels.
  public static func decode(_ bytes: [UInt8]) -> DecodedImage? {
    guard !bytes.isEmpty, bytes.count <= maxBytes else { return nil }
    var pixels: UnsafeMutablePointer<UInt8>?
    var width: UInt32 = 0
    var height: UInt32 = 0
    let status = bytes.withUnsafeBufferPointer {
      cimg_decode($0.baseAddress, $0.count, maxPixels, &pixels, &width, &height)
    }
    guard status == 0, let pixels else { return nil }
    defer { free(pixels) }
    let count = Int(width) * Int(height) * 4
    return DecodedImage(
      width: Int(width), height: Int(height),
      rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
  }

  /// The pixel at (x, y) over `background` (alpha blended), as red, green, blue.
  public func pixel(x: Int, y: Int, over background: (UInt8, UInt8, UInt8)) -> (
    UInt8, UInt8, UInt8
  ) {
    let i = (y * width + x) * 4
    let a = Int(rgba[i + 3])
    func blend(_ c: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(c) * a + Int(b) * (255 - a)) / 255) }
    return (
      blend(rgba[i], background.0), blend(rgba[i + 1], background.1),
      blend(rgba[i + 2], background.2)
    )
  }
}
