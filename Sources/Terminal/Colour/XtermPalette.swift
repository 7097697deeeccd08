/// The colours xterm shows for palette indices 0–255 by default (its 16 ANSI colours, the
/// 6×6×6 cube, the grey ramp): what themes are measured against and `#rrggbb` is matched to.
public enum XtermPalette {
  /// xterm's default ANSI colours (XTerm-col.ad).
  static let ansi: [RGB] = [
    RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
    RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
    RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
    RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
  ]

  /// All 256 colours.
  public static let colors: [RGB] = {
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    var all = ansi
    for r in levels { for g in levels { for b in levels { all.append(RGB(r, g, b)) } } }
    for i in 0..<24 {
      let v = UInt8(8 + 10 * i)
      all.append(RGB(v, v, v))
    }
    return all
  }()

  /// The index among the first `count` colours nearest to `rgb`.
  public static func nearest(to rgb: RGB, among count: Int) -> Int {
    let candidates = colors.prefix(max(1, min(count, colors.count)))
    return candidates.indices.min { candidates[$0].distance(to: rgb) < candidates[$1].distance(to: rgb) }
      ?? 0
  }
}
