/// The `--json` output of `dubeol hanja`: per word, one line holding an array of
/// `{"key": …, "value": …, "comment": …}`, written straight from the index's bytes.
public enum HanjaJSONLines {
  /// Appends one word's line (with its "\n") for `groups` (each a matched key's entries, ranked).
  public static func appendLine(
    _ index: HanjaIndex, _ groups: [(key: Range<Int>, entries: [Int])],
    word: UnsafeBufferPointer<UInt8>,
    to out: inout [UInt8]
  ) {
    out.append(UInt8(ascii: "["))
    var first = true
    for group in groups {
      for entry in group.entries {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        out.append(contentsOf: keyField)
        appendString(UnsafeBufferPointer(rebasing: word[group.key]), to: &out)
        out.append(contentsOf: valueField)
        index.withPoolBytes(index.valueRange(entry)) { appendString($0, to: &out) }
        out.append(contentsOf: commentField)
        index.withPoolBytes(index.commentRange(entry)) { appendString($0, to: &out) }
        out.append(UInt8(ascii: "}"))
      }
    }
    out.append(contentsOf: [UInt8(ascii: "]"), UInt8(ascii: "\n")])
  }

  private static let keyField = Array(#"{"key":"#.utf8)
  private static let valueField = Array(#","value":"#.utf8)
  private static let commentField = Array(#","comment":"#.utf8)
  private static let hex = Array("0123456789abcdef".utf8)

  /// A JSON string of valid UTF-8: quotes, backslashes and controls escaped (C1 controls too,
  /// so a terminal never acts on them).
  static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        out.append(contentsOf: [UInt8(ascii: "\\"), byte])
      } else if byte < 0x20 || byte == 0x7F {
        appendEscape(UInt32(byte), to: &out)
      } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 {
        index += 1
        appendEscape(UInt32(bytes[index]), to: &out)
      } else {
        out.append(byte)
      }
      index += 1
    }
    out.append(UInt8(ascii: "\""))
  }

  private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
    out.append(contentsOf: Array(#"\u00"#.utf8))
    out.append(hex[Int(value >> 4)])
    out.append(hex[Int(value & 0xF)])
  }
}
