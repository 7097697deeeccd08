import Testing

@testable import ReviewServer

/// Reads a PNG file far enough to trust it: signature, chunk CRCs, IHDR, and an IDAT whose
/// zlib stream holds exactly one filter byte plus one byte per pixel per row.
enum PNGCheck {
  struct Chunk {
    var type: String
    var data: [UInt8]
  }

  static func chunks(_ png: [UInt8]) -> [Chunk]? {
    guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    var chunks: [Chunk] = []
    var i = 8
    while i + 12 <= png.count {
      let length = Int(bigEndian(png, i))
      guard i + 12 + length <= png.count else { return nil }
      let typeAndData = Array(png[(i + 4)..<(i + 8 + length)])
      guard Checksums.crc32(typeAndData) == bigEndian(png, i + 8 + length) else { return nil }
      chunks.append(
        Chunk(
          type: String(decoding: typeAndData[0..<4], as: UTF8.self), data: Array(typeAndData[4...]))
      )
      i += 12 + length
    }
    return i == png.count ? chunks : nil
  }

  static func verify(_ png: [UInt8], width: Int, height: Int) throws {
    let chunks = try #require(Self.chunks(png), "not a well-formed PNG")
    #expect(chunks.map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
    let header = chunks[0].data
    #expect(header.count == 13)
    #expect(Int(bigEndian(header, 0)) == width)
    #expect(Int(bigEndian(header, 4)) == height)
    let stream = chunks[2].data
    #expect(stream.prefix(2) == [0x78, 0x01])
    // Stored blocks only: walk them and compare the inflated length and Adler-32.
    var i = 2
    var inflated: [UInt8] = []
    var final = false
    while !final, i + 5 <= stream.count {
      final = stream[i] & 1 == 1
      #expect(stream[i] & 0b110 == 0)
      let length = Int(stream[i + 1]) | Int(stream[i + 2]) << 8
      inflated += stream[(i + 5)..<(i + 5 + length)]
      i += 5 + length
    }
    #expect(final)
    #expect(inflated.count == (width + 1) * height)
    #expect(Checksums.adler32(inflated) == bigEndian(stream, i))
  }

  static func bigEndian(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    bytes[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }
}
