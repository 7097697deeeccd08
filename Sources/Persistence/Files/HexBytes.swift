import Foundation

/// Bytes as lowercase hex, the form of the key files dubeol keeps (the author key, the ssh host
/// key and the ssh author keys).
package enum HexBytes {
  package static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.underestimatedCount * 2)
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `count` bytes from their hex (and an optional line break); nil for anything else.
  package static func decode(_ data: Data, count: Int) -> Data? {
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.utf8.count == count * 2 else { return nil }
    var bytes = Data()
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(index, offsetBy: 2)
      guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
      bytes.append(byte)
      index = next
    }
    return bytes
  }
}
