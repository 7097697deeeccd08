/// Scalars that are a character on their own whatever stands beside them, read from the UTF-8
/// of a text's end: printable ASCII, line feed, Hangul syllables and compatibility jamo, what
/// typing Korean puts in a text. Between two of them Unicode's grapheme rules always break
/// (none is a control but LF, which joins only a CR before it; none extends, prepends or pairs;
/// a syllable joins only a conjoining jamo), so at the end of such a text a character is a
/// scalar and the text buffer counts and removes characters without walking grapheme clusters.
enum LoneScalars {
  /// The UTF-8 offset where the last `count` characters of `text` start, when its last
  /// `count` scalars, and the one before them if any, all stand alone; nil otherwise (fewer
  /// scalars, or one that needs the grapheme rules).
  static func start(ofLast count: Int, in text: String) -> Int? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var end = bytes.count
      for taken in 0...count {
        guard end > 0 else { return taken == count ? 0 : nil }
        guard let start = startOfAlone(endingAt: end, in: bytes) else { return nil }
        if taken == count { return end }
        end = start
      }
      return nil
    } ?? nil
  }

  /// How many scalars (and so characters) `text` holds, when every one stands alone.
  static func count(_ text: String) -> Int? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var (end, found) = (bytes.count, 0)
      while end > 0 {
        guard let start = startOfAlone(endingAt: end, in: bytes) else { return nil }
        (end, found) = (start, found + 1)
      }
      return found
    } ?? nil
  }

  /// Where the scalar that ends at `end` starts, if it stands alone.
  private static func startOfAlone(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    let last = bytes[end - 1]
    if last < 0x80 { return last == 0x0A || (0x20...0x7E).contains(last) ? end - 1 : nil }
    // Every scalar that stands alone and is not ASCII takes three bytes: E3 84 B1 (U+3131)
    // to E3 86 8E (U+318E), EA B0 80 (U+AC00) to ED 9E A3 (U+D7A3).
    guard end >= 3 else { return nil }
    let lead = UInt32(bytes[end - 3])
    let second = UInt32(bytes[end - 2])
    guard lead & 0xF0 == 0xE0, second & 0xC0 == 0x80, last & 0xC0 == 0x80 else { return nil }
    let scalar = (lead & 0x0F) << 12 | (second & 0x3F) << 6 | UInt32(last & 0x3F)
    return (0x3131...0x318E).contains(scalar) || (0xAC00...0xD7A3).contains(scalar)
      ? end - 3 : nil
  }
}
