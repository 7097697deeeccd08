/// A fast 64-bit checksum (8 bytes a step, multiply-rotate mixing): it tells a changed table or a
/// damaged cache from the one it was made from; it is not a defence against forgery.
public enum Checksum64 {
  public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
    var index = 0
    let words = bytes.count / 8
    while index < words {
      let word = UInt64(
        littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
      hash = mix(hash, word)
      index += 1
    }
    var tail: UInt64 = 0
    var offset = words * 8
    var shift: UInt64 = 0
    while offset < bytes.count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    hash = mix(hash, tail)
    // Final avalanche, so nearby inputs give distant sums.
    hash ^= hash >> 33
    hash &*= 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    return hash
  }

  public static func of(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { of($0) }
  }

  @inline(__always)
  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let h = hash ^ (word &* 0x9E37_79B9_7F4A_7C15)
    return ((h << 27) | (h >> 37)) &* 0xC2B2_AE3D_27D4_EB4F
  }
}
