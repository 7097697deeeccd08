/// A fast 64-bit checksum (8 bytes a step, multiply-rotate mixing): it tells a changed table or a
/// damaged cache from the one it was made from; it is not a defence against forgery.
public enum Checksum64 {
  public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var running = Running(totalCount: bytes.count)
    let whole = bytes.count / 8 * 8
    running.add(UnsafeRawBufferPointer(rebasing: bytes[..<whole]))
    return running.finish(UnsafeRawBufferPointer(rebasing: bytes[whole...]))
  }

  /// The same sum over bytes that arrive in pieces (a file read through one small buffer, with no
  /// copy of the whole file): every piece but the last holds a multiple of 8 bytes.
  public struct Running {
    private var hash: UInt64

    public init(totalCount: Int) {
      hash = 0x243F_6A88_85A3_08D3 ^ UInt64(totalCount)
    }

    /// Adds a piece whose length is a multiple of 8.
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
      precondition(bytes.count % 8 == 0, "a piece before the last is whole words")
      var index = 0
      let words = bytes.count / 8
      while index < words {
        let word = UInt64(
          littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
        hash = Checksum64.mix(hash, word)
        index += 1
      }
    }

    /// Adds the last piece (any length) and gives the sum.
    public mutating func finish(_ last: UnsafeRawBufferPointer) -> UInt64 {
      let whole = last.count / 8 * 8
      add(UnsafeRawBufferPointer(rebasing: last[..<whole]))
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      for byte in last[whole...] {
        tail |= UInt64(byte) << shift
        shift += 8
      }
      var hash = Checksum64.mix(self.hash, tail)
      // Final avalanche, so nearby inputs give distant sums.
      hash ^= hash >> 33
      hash &*= 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 33
      return hash
    }
  }

  public static func of(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { of($0) }
  }

  @inline(__always)
  fileprivate static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let h = hash ^ (word &* 0x9E37_79B9_7F4A_7C15)
    return ((h << 27) | (h >> 37)) &* 0xC2B2_AE3D_27D4_EB4F
  }
}
