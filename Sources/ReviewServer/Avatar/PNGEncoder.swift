/// Writes palette PNG files by hand: no image library, no zlib (the pixels go into stored,
/// uncompressed deflate blocks; an avatar is a couple of kilobytes either way).
enum PNGEncoder {
  /// An RGB colour.
  struct Color: Equatable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
  }

  /// A PNG of `width` × `height` pixels, each an index into `palette` (at most 256 colours).
  /// `pixel(x, y)` gives the index; indices outside the palette are clamped to its last entry.
  static func encode(
    width: Int, height: Int, palette: [Color], pixel: (Int, Int) -> Int
  ) -> [UInt8] {
    precondition(width > 0 && height > 0 && (1...256).contains(palette.count))
    var raw: [UInt8] = []
    raw.reserveCapacity((width + 1) * height)
    for y in 0..<height {
      raw.append(0)  // filter type None
      for x in 0..<width {
        raw.append(UInt8(min(max(pixel(x, y), 0), palette.count - 1)))
      }
    }
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    // Bit depth 8, colour type 3 (palette), deflate, adaptive filtering, no interlace.
    header += [8, 3, 0, 0, 0]
    appendChunk("IHDR", header, to: &out)
    appendChunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] }, to: &out)
    appendChunk("IDAT", zlibStored(raw), to: &out)
    appendChunk("IEND", [], to: &out)
    return out
  }

  /// A zlib stream holding `data` in stored (uncompressed) deflate blocks.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window, no dictionary, fastest
    var start = 0
    repeat {
      let end = min(start + 65_535, data.count)
      let length = UInt16(end - start)
      out.append(end == data.count ? 1 : 0)  // BFINAL on the last block, BTYPE 00 (stored)
      out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      out += data[start..<end]
      start = end
    } while start < data.count
    appendBigEndian(Checksums.adler32(data), to: &out)
    return out
  }

  private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
    appendBigEndian(UInt32(data.count), to: &out)
    let typeAndData = Array(type.utf8) + data
    out += typeAndData
    appendBigEndian(Checksums.crc32(typeAndData), to: &out)
  }

  private static func appendBigEndian(_ value: UInt32, to out: inout [UInt8]) {
    out += [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ]
  }
}
