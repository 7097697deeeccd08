/// The two checksums a PNG file needs: CRC-32 for chunks, Adler-32 for the zlib stream.
enum Checksums {
  /// CRC-32 (ISO 3309, the one PNG and zlib use) of `bytes`.
  static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// Adler-32 of `bytes`.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  private static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 {
      c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
    }
    return c
  }
}
