/// Reads the `key:value:comment` text format of libhangul's hanja.txt and mssymbol.txt.
///
/// A line starting with `#` and an empty line are skipped; a line ends at "\n" (a "\r" before it
/// is dropped). The key and the value are not empty and hold no `:`; the comment is the rest of
/// the line and may be empty (it may hold `:`). Anything else, and bytes that are not UTF-8,
/// is an error naming the line: a table is used whole or not at all.
public enum HanjaTableParser {
  /// One entry as byte ranges of the text: key `start..<keyEnd`, value `keyEnd+1..<valueEnd`,
  /// comment `valueEnd+1..<end`.
  public struct Line: Sendable {
    public var start: Int
    public var keyEnd: Int
    public var valueEnd: Int
    public var end: Int

    public var key: Range<Int> { start..<keyEnd }
    public var value: Range<Int> { keyEnd + 1..<valueEnd }
    public var comment: Range<Int> { valueEnd + 1..<end }
  }

  /// The entries of `text` in file order; `path` only names the file in errors.
  public static func parse(_ text: UnsafeBufferPointer<UInt8>, path: String) throws(HanjaTableError)
    -> [Line]
  {
    var lines: [Line] = []
    lines.reserveCapacity(text.count / 20)
    var lineNumber = 0
    var start = 0
    while start < text.count {
      lineNumber += 1
      var end = start
      while end < text.count, text[end] != newline { end += 1 }
      let next = end + 1
      if end > start, text[end - 1] == carriageReturn { end -= 1 }
      defer { start = next }
      if end == start || text[start] == hash { continue }
      if let problem = problem(in: text, start..<end) {
        throw HanjaTableError(path: path, reason: .malformed(line: lineNumber, problem))
      }
      guard let keyEnd = firstColon(in: text, from: start, to: end), keyEnd > start,
        let valueEnd = firstColon(in: text, from: keyEnd + 1, to: end), valueEnd > keyEnd + 1
      else {
        throw HanjaTableError(
          path: path,
          reason: .malformed(
            line: lineNumber, "expected key:value:comment (key and value not empty)"))
      }
      lines.append(Line(start: start, keyEnd: keyEnd, valueEnd: valueEnd, end: end))
    }
    return lines
  }

  private static let newline = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let hash = UInt8(ascii: "#")
  private static let colon = UInt8(ascii: ":")

  private static func firstColon(in text: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
    var index = from
    while index < to {
      if text[index] == colon { return index }
      index += 1
    }
    return nil
  }

  /// What makes the bytes unusable as text: invalid UTF-8, or a NUL (C readers stop there).
  private static func problem(in text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = text[index]
      if byte == 0 { return "NUL byte" }
      if byte < 0x80 {
        index += 1
        continue
      }
      guard let length = UTF8Check.sequenceLength(text, at: index, end: range.upperBound) else {
        return "invalid UTF-8"
      }
      index += length
    }
    return nil
  }
}

/// UTF-8 validation by hand, so the byte offset of a fault is known without building a String.
enum UTF8Check {
  /// The length of the well-formed multi-byte sequence at `index`, or nil (overlong forms,
  /// surrogates and values past U+10FFFF are not well-formed).
  static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return nil
    }
    guard index + length <= end else { return nil }
    let second = bytes[index + 1]
    guard second >= low, second <= high else { return nil }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
    return length
  }
}
