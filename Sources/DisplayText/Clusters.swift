/// The grapheme clusters of a text with their widths, found cheaply: a scalar of what the UI
/// draws most (ASCII, Latin-1, Hangul syllables and compatibility jamo, box drawing) that is
/// followed by another such scalar is a cluster of its own, so only the rest goes through
/// the standard library's grapheme breaking and `DisplayWidth.of(_: Character)`.
///
/// Inlinable: `Terminal` draws every frame through it from another module.
public struct Clusters: Sequence {
  @usableFromInline let text: String
  @usableFromInline let start: Int

  /// The clusters from the UTF-8 offset `start`, which must be a cluster boundary (the compose
  /// pane's wrap starts at the first line an edit can have changed).
  @inlinable public init(_ text: String, fromUTF8Offset start: Int = 0) {
    self.text = text
    self.start = start
  }

  @inlinable public func makeIterator() -> Iterator { Iterator(text: text, offset: start) }

  /// One cluster: a lone scalar, or a character the standard library found.
  public enum Cluster {
    case scalar(Unicode.Scalar)
    case character(Character)
  }

  /// Yields each cluster and its width in cells. It walks the UTF-8 bytes: a scalar is
  /// decoded by hand, and only a cluster off the fast path is looked up as a `Character`.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let text: String
    /// The UTF-8 offset of the next cluster.
    @usableFromInline var offset: Int

    @inlinable init(text: String, offset: Int) {
      self.text = text
      self.offset = offset
    }

    /// Where the next cluster starts: after `next()`, the end of the one it gave.
    @inlinable public var utf8Offset: Int { offset }

    @inlinable public mutating func next() -> (cluster: Cluster, width: Int)? {
      let start = offset
      let simple = text.utf8.withContiguousStorageIfAvailable {
        bytes -> (scalar: UInt32, width: Int, end: Int)? in
        guard start < bytes.count else { return (0, 0, start) }
        let (scalar, end) = Clusters.decode(bytes, at: start)
        guard let width = Clusters.simpleWidth(scalar) else { return nil }
        if end < bytes.count, Clusters.simpleWidth(Clusters.decode(bytes, at: end).0) == nil {
          return nil
        }
        return (scalar, width, end)
      }
      if let found = simple ?? nil {
        guard found.end > start, let scalar = Unicode.Scalar(found.scalar) else { return nil }
        offset = found.end
        return (.scalar(scalar), found.width)
      }
      let utf8 = text.utf8
      guard start < utf8.count else { return nil }
      let character = text[utf8.index(utf8.startIndex, offsetBy: start)]
      offset = start + character.utf8.count
      return (.character(character), DisplayWidth.of(character))
    }
  }

  /// The scalar whose UTF-8 encoding starts at `i` (valid UTF-8, as a `String` holds), and
  /// the offset after it.
  @inlinable @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
    let b0 = UInt32(bytes[i])
    if b0 < 0x80 { return (b0, i + 1) }
    let b1 = UInt32(bytes[i + 1] & 0x3F)
    if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | b1, i + 2) }
    let b2 = UInt32(bytes[i + 2] & 0x3F)
    if b0 < 0xF0 { return ((b0 & 0x0F) << 12 | b1 << 6 | b2, i + 3) }
    let b3 = UInt32(bytes[i + 3] & 0x3F)
    return ((b0 & 0x07) << 18 | b1 << 12 | b2 << 6 | b3, i + 4)
  }

  /// The width of a scalar that never joins a simple neighbour into one cluster, or nil when
  /// the general rules must decide (marks, jamo, emoji, everything else).
  @inlinable @inline(__always)
  public static func simpleWidth(_ v: UInt32) -> Int? {
    switch v {
    // ASCII and Latin-1 letters, general punctuation (dashes, quotes, •, …), arrows, box
    // drawing and blocks, and the geometric shapes that have no emoji form.
    case 0x20..<0x7F, 0xA0..<0x300, 0x2010...0x2027, 0x2190...0x2193, 0x2500...0x259F,
      0x25A0...0x25B5, 0x25B7...0x25BF, 0x25C1...0x25FA:
      1
    case 0xAC00...0xD7A3, 0x3131...0x318E: 2
    // Controls are left to the general rules: CR LF is one cluster.
    default: nil
    }
  }

  /// The width of `text` when every scalar has a `simpleWidth` (so each is a character of its
  /// own: a typed syllable, jamo or letter), measured without the grapheme rules; nil otherwise.
  public static func simpleWidth(of text: String) -> Int? {
    var width = 0
    for scalar in text.unicodeScalars {
      guard let w = simpleWidth(scalar.value) else { return nil }
      width += w
    }
    return width
  }
}
