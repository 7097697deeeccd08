import Foundation

/// Bytes as lowercase hex, the form of the key files kept in the ssh directory.
enum HexBytes {
  static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// `count` bytes from their hex (and an optional line break); nil for anything else.
  static func decode(_ data: Data, count: Int) -> Data? {
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
