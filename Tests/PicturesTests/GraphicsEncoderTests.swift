import Foundation
import Testing

@testable import Pictures

/// The kitty graphics and sixel encoders against their specifications: what a terminal reading
/// the escape sequences would draw is read back here and compared with the pixels.
@Suite("Kitty graphics and sixel encoders")
struct GraphicsEncoderTests {
  /// A `width` × `height` picture whose pixel (x, y) is `color(x, y)`, opaque.
  static func picture(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8))
    -> DecodedImage
  {
    var rgba: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let (r, g, b) = color(x, y)
        rgba += [r, g, b, 255]
      }
    }
    return DecodedImage(width: width, height: height, rgba: rgba)
  }

  @Test("kitty: APC G commands, base64 chunks of at most 4096, m=1 on all but the last, keys first")
  func kitty() throws {
    let image = Self.picture(width: 40, height: 30) { x, y in (UInt8(x * 6), UInt8(y * 8), 99) }
    let text = KittyGraphics.show(image, id: 7, columns: 8, rows: 4)
    let commands = text.components(separatedBy: "\u{1B}\\").dropLast()
    #expect(text.hasSuffix("\u{1B}\\"))
    #expect(commands.count == 2, "4800 RGBA bytes are 6400 base64 bytes: two chunks")
    var payload = ""
    for (i, command) in commands.enumerated() {
      #expect(command.hasPrefix("\u{1B}_G"))
      let body = command.dropFirst(3)
      let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      let keys = Dictionary(
        uniqueKeysWithValues: parts[0].split(separator: ",").map {
          let kv = $0.split(separator: "=")
          return (String(kv[0]), String(kv[1]))
        })
      let chunk = String(parts[1])
      #expect(chunk.utf8.count <= KittyGraphics.chunkSize)
      #expect(i == commands.count - 1 || chunk.utf8.count % 4 == 0)
      #expect(keys["m"] == (i == commands.count - 1 ? "0" : "1"))
      if i == 0 {
        #expect(keys["a"] == "T" && keys["f"] == "32" && keys["s"] == "40" && keys["v"] == "30")
        #expect(keys["i"] == "7" && keys["c"] == "8" && keys["r"] == "4" && keys["C"] == "1")
        #expect(keys["q"] == "2", "no answers to read back")
      } else {
        #expect(Set(keys.keys) == ["m", "q"], "later chunks carry only m (and q)")
      }
      payload += chunk
    }
    #expect(Data(base64Encoded: payload).map([UInt8].init) == image.rgba)
    #expect(KittyGraphics.delete(id: 7) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
  }

  @Test("sixel: DCS q with 1:1 raster attributes; the bands read back to the picture's colours")
  func sixel() throws {
    // Quadrants in colours of the 6-level cube, 10 × 13 pixels (a band and a partial one).
    let colors: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    let image = Self.picture(width: 10, height: 13) { x, y in
      colors[(x < 5 ? 0 : 1) + (y < 7 ? 0 : 2)]
    }
    let text = Sixel.encode(image, width: 10, height: 13, background: (0, 0, 0))
    #expect(text.hasPrefix("\u{1B}Pq\"1;1;10;13") && text.hasSuffix("\u{1B}\\"))
    let drawn = try #require(SixelReader.read(text))
    #expect(drawn.width == 10 && drawn.height == 13)
    for y in 0..<13 {
      for x in 0..<10 {
        let (r, g, b) = colors[(x < 5 ? 0 : 1) + (y < 7 ? 0 : 2)]
        let want = [r, g, b].map { Int($0) * 100 / 255 }
        #expect(drawn.pixels[y][x] == want, "pixel \(x),\(y)")
      }
    }
    #expect(text.contains("!5"), "runs are run-length coded")
  }

  @Test("sixel: transparent pixels show the background; an empty size gives nothing")
  func sixelBackground() throws {
    let clear = DecodedImage(width: 1, height: 1, rgba: [255, 0, 0, 0])
    let drawn = try #require(
      SixelReader.read(Sixel.encode(clear, width: 2, height: 2, background: (255, 255, 255))))
    #expect(
      drawn.pixels == [
        [[100, 100, 100], [100, 100, 100]], [[100, 100, 100], [100, 100, 100]],
      ])
    #expect(Sixel.encode(clear, width: 0, height: 2, background: (0, 0, 0)) == "")
  }
}

/// Reads a sixel DCS string as a terminal would (DEC STD 070): colour registers `#n;2;r;g;b` in
/// percent, `#n` selects, `?`–`~` are six pixels a column (bit 0 on top), `!n` repeats, `$`
/// returns to the band's start, `-` goes to the next band. Pixels are percent triples.
enum SixelReader {
  struct Drawn {
    var width: Int
    var height: Int
    var pixels: [[[Int]]]
  }

  static func read(_ text: String) -> Drawn? {
    var bytes = Array(text.utf8)
    guard bytes.starts(with: Array("\u{1B}Pq".utf8)), bytes.suffix(2) == [0x1B, 0x5C] else {
      return nil
    }
    bytes = Array(bytes.dropFirst(3).dropLast(2))
    var i = 0
    func number() -> Int {
      var n = 0
      while i < bytes.count, (0x30...0x39).contains(bytes[i]) {
        n = n * 10 + Int(bytes[i] - 0x30)
        i += 1
      }
      return n
    }
    func numbers() -> [Int] {
      var list = [number()]
      while i < bytes.count, bytes[i] == UInt8(ascii: ";") {
        i += 1
        list.append(number())
      }
      return list
    }
    guard bytes.first == UInt8(ascii: "\"") else { return nil }
    i = 1
    let raster = numbers()
    guard raster.count == 4, raster[0] == 1, raster[1] == 1 else { return nil }
    let (width, height) = (raster[2], raster[3])
    var pixels = [[[Int]]](repeating: [[Int]](repeating: [], count: width), count: height)
    var registers: [Int: [Int]] = [:]
    var current = 0
    var (x, top) = (0, 0)
    while i < bytes.count {
      let byte = bytes[i]
      switch byte {
      case UInt8(ascii: "#"):
        i += 1
        let values = numbers()
        if values.count == 5, values[1] == 2 {
          registers[values[0]] = Array(values[2...4])
        } else {
          current = values[0]
        }
      case UInt8(ascii: "$"):
        x = 0
        i += 1
      case UInt8(ascii: "-"):
        (x, top) = (0, top + 6)
        i += 1
      case UInt8(ascii: "!"), 63...126:
        var count = 1
        if byte == UInt8(ascii: "!") {
          i += 1
          count = number()
        }
        let bits = Int(bytes[i]) - 63
        i += 1
        for _ in 0..<count {
          for dy in 0..<6 where bits & (1 << dy) != 0 {
            guard top + dy < height, x < width, let color = registers[current] else { return nil }
            pixels[top + dy][x] = color
          }
          x += 1
        }
      default:
        return nil
      }
    }
    return Drawn(width: width, height: height, pixels: pixels)
  }
}
