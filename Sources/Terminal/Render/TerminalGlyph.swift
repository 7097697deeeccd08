/// What to hand ncurses for a cell so that its idea of the width (the C library's `wcwidth`)
/// matches the frame's (`DisplayWidth`), keeping every later column in place.
public enum TerminalGlyph {
  /// The scalars to write for `cell`. When the C library measures the text narrower (❤️ with
  /// VS16 is 1 there) the variation selector is dropped and spaces pad the cell; when it
  /// measures it wider or cannot print it (newer emoji), U+FFFD padded to the cell's width.
  public static func scalars(for cell: Cell, systemWidth: (Unicode.Scalar) -> Int) -> [Unicode
    .Scalar]
  {
    let original = Array(cell.text.unicodeScalars)
    if let w = measure(original, systemWidth), w == cell.width { return original }
    let stripped = original.filter { $0.value != 0xFE0F }
    if let w = measure(stripped, systemWidth), w >= 1, w <= cell.width {
      return stripped + Array(repeating: " ", count: cell.width - w)
    }
    return ["\u{FFFD}"] + Array(repeating: " ", count: max(0, cell.width - 1))
  }

  /// The summed width, or nil when a scalar is unprintable to the C library.
  private static func measure(_ scalars: [Unicode.Scalar], _ width: (Unicode.Scalar) -> Int) -> Int?
  {
    var total = 0
    for s in scalars {
      let w = width(s)
      if w < 0 { return nil }
      total += w
    }
    return total
  }
}
