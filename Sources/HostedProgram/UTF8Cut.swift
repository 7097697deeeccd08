/// Where a UTF-8 sequence cut off at the end of a read begins. libvterm 0.1.4 keeps a cut
/// sequence for the next write only when the write began with it: after ASCII in the same
/// write, the cut character becomes U+FFFD (and a combining mark cut so is lost), so what the
/// program wrote would show differently depending on how the pty happened to split it.
enum UTF8Cut {
  /// The index of the lead byte of an unfinished sequence that ends `bytes`, or nil when the
  /// bytes end on a whole character (or on bytes no continuation could finish).
  static func start(of bytes: some RandomAccessCollection<UInt8>) -> Int? {
    var index = bytes.endIndex
    // A sequence is at most four bytes: its lead byte is among the last three.
    for back in 1...3 {
      guard index > bytes.startIndex else { return nil }
      index = bytes.index(before: index)
      let byte = bytes[index]
      if byte & 0xC0 == 0x80 { continue }  // a continuation byte: look further back
      guard let length = sequenceLength(lead: byte), length > back else { return nil }
      return bytes.distance(from: bytes.startIndex, to: index)
    }
    return nil
  }

  /// How many bytes a sequence with this lead byte takes (nil: not a lead byte).
  private static func sequenceLength(lead: UInt8) -> Int? {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: nil
    }
  }
}
