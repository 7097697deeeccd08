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

extension Checksum64 {
  /// The name of a cache made from the file at `path`: its name without extension, a checksum of
  /// the whole path in hex (two files never share a cache) and `suffix`. (Bytes, not `NSString`
  /// and `String(_:radix:)`: 70 µs of a 4 ms start.)
  public static func cacheName(for path: String, suffix: String) -> String {
    let bytes = Array(path.utf8)
    let name = bytes[(bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)...]
    let dot = name.lastIndex(of: UInt8(ascii: ".")).flatMap { $0 > name.startIndex ? $0 : nil }
    let stem = dot.map { name[..<$0] } ?? name
    var out = Array(stem) + [UInt8(ascii: "-")]
    var sum = of(bytes)
    let hex = Array("0123456789abcdef".utf8)
    var digits: [UInt8] = []
    repeat {
      digits.append(hex[Int(sum & 15)])
      sum >>= 4
    } while sum != 0
    out += digits.reversed()
    out += [UInt8(ascii: ".")] + Array(suffix.utf8)
    return String(decoding: out, as: UTF8.self)
  }
}
