import DisplayText

extension Clusters.Cluster {
  /// The glyph a cell shows for it.
  public var glyph: Glyph {
    switch self {
    case .scalar(let s): Glyph(s)
    case .character(let c): Glyph(c)
    }
  }
}
