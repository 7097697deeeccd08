/// The grapheme clusters of a text with their widths, found cheaply: a scalar of what the UI
/// draws most (ASCII, Latin-1, Hangul syllables and compatibility jamo, box drawing) that is
/// followed by another such scalar is a cluster of its own, so only the rest goes through
/// the standard library's grapheme breaking and `DisplayWidth.of(_: Character)`.
public struct Clusters: Sequence {
  let text: String

  public init(_ text: String) { self.text = text }

  public func makeIterator() -> Iterator { Iterator(text: text) }

  /// One cluster: a lone scalar, or a character the standard library found.
  public enum Cluster {
    case scalar(Unicode.Scalar)
    case character(Character)

    /// The glyph a cell shows for it.
    public var glyph: Glyph {
      switch self {
      case .scalar(let s): Glyph(s)
      case .character(let c): Glyph(c)
      }
    }
  }

  /// Yields each cluster and its width in cells.
  public struct Iterator: IteratorProtocol {
    let text: String
    var index: String.Index

    init(text: String) {
      self.text = text
      index = text.startIndex
    }

    public mutating func next() -> (cluster: Cluster, width: Int)? {
      let scalars = text.unicodeScalars
      guard index < scalars.endIndex else { return nil }
      let scalar = scalars[index]
      let after = scalars.index(after: index)
      if let width = Clusters.simpleWidth(scalar.value),
        after == scalars.endIndex || Clusters.simpleWidth(scalars[after].value) != nil
      {
        index = after
        return (.scalar(scalar), width)
      }
      let character = text[index]
      index = text.index(after: index)
      return (.character(character), DisplayWidth.of(character))
    }
  }

  /// The width of a scalar that never joins a simple neighbour into one cluster, or nil when
  /// the general rules must decide (marks, jamo, emoji, everything else).
  @inline(__always)
  static func simpleWidth(_ v: UInt32) -> Int? {
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
}
