import Terminal
import Testing

@testable import Pictures
@testable import ReviewServer

/// Profile pictures: decoded by libpng and libjpeg-turbo within fixed limits, and anything
/// hostile refused (the reader then keeps the letter badge).
@Suite("Decoding profile pictures")
struct DecodedImageTests {
  /// A 4×2 PNG: the left half red, the right half blue.
  static let png = PNGEncoder.encode(
    width: 4, height: 2,
    palette: [.init(red: 255, green: 0, blue: 0), .init(red: 0, green: 0, blue: 255)],
    pixel: { x, _ in x < 2 ? 0 : 1 })

  @Test("a PNG decodes to its pixels")
  func png() throws {
    let image = try #require(DecodedImage.decode(Self.png))
    #expect(image.width == 4 && image.height == 2 && image.rgba.count == 32)
    #expect(Array(image.rgba[0..<4]) == [255, 0, 0, 255])
    #expect(Array(image.rgba[12..<16]) == [0, 0, 255, 255])
  }

  @Test("hostile input is refused, never a crash")
  func hostile() {
    let jpegStart: [UInt8] = [0xFF, 0xD8, 0xFF]
    let inputs: [(String, [UInt8])] = [
      ("empty", []),
      ("not an image", Array("<html>not a picture</html>".utf8)),
      ("truncated PNG", Array(Self.png.prefix(Self.png.count / 2))),
      ("truncated JPEG", jpegStart + [0xE0, 0x00, 0x10] + Array("JFIF".utf8)),
      ("JPEG header then garbage", jpegStart + [UInt8](repeating: 0x41, count: 4096)),
      ("decompression bomb", Self.bomb(width: 30_000, height: 30_000)),
      ("50 MB", [UInt8](repeating: 0, count: 50 * 1024 * 1024)),
    ]
    for (name, bytes) in inputs {
      #expect(DecodedImage.decode(bytes) == nil, "\(name)")
    }
  }

  @Test("the bomb is refused for its size alone: the same header within the cap decodes")
  func bombIsRefusedForItsSize() {
    #expect(DecodedImage.decode(Self.bomb(width: 4, height: 2)) != nil)
    #expect(DecodedImage.decode(Self.bomb(width: 1025, height: 1024)) == nil)
  }

  @Test("half blocks: the upper pixel is the foreground, the lower the background")
  func halfBlocks() throws {
    let stripes = PNGEncoder.encode(
      width: 2, height: 2,
      palette: [.init(red: 255, green: 255, blue: 255), .init(red: 0, green: 0, blue: 0)],
      pixel: { _, y in y })
    let image = try #require(DecodedImage.decode(stripes))
    let cells = HalfBlockPicture.cells(
      image, columns: 1, rows: 1, colorCount: 256, background: RGB(0, 0, 0))
    #expect(cells.count == 1 && cells[0].count == 1)
    #expect(cells[0][0].text == "▀")
    #expect(cells[0][0].style.foreground == .indexed(15))
    #expect(cells[0][0].style.background == .indexed(0))
    let wide = HalfBlockPicture.cells(
      try #require(DecodedImage.decode(Self.png)), columns: 2, rows: 1, colorCount: 8,
      background: RGB(0, 0, 0))
    #expect(wide[0].map(\.style.foreground) == [.indexed(1), .indexed(4)])
  }

  /// `png` with its IHDR claiming `width` × `height` (the CRC made right, so only the size is
  /// wrong): the header of a decompression bomb.
  static func bomb(width: UInt32, height: UInt32) -> [UInt8] {
    var bytes = png
    func put(_ v: UInt32, at i: Int) {
      for k in 0..<4 { bytes[i + k] = UInt8(v >> (24 - 8 * UInt32(k)) & 0xFF) }
    }
    put(width, at: 16)
    put(height, at: 20)
    put(Checksums.crc32(bytes[12..<29]), at: 29)
    return bytes
  }
}
