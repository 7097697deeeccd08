import ReviewStore

/// A user's avatar: a mirrored 5 × 5 pattern in a darker shade on a background whose hue comes
/// from the user id, so one user always gets the same picture and neighbours look different.
///
/// No glyph of the user's name is drawn: that needs a Hangul font, and the server has none.
struct Identicon: Equatable {
  /// Pixels per side.
  static let size = 120
  /// Bumped whenever the drawing changes, so that caches (ETag) see a new picture.
  static let version = 1

  private static let cells = 5
  private static let cellSize = 20
  private static let margin = (size - cells * cellSize) / 2

  let background: PNGEncoder.Color
  let foreground: PNGEncoder.Color
  /// Which cells of the left three columns are filled, row by row (the right two mirror them).
  let filled: [[Bool]]

  init(userId: String) {
    let hash = ReviewIdentifiers.fnv1a(Array(userId.utf8))
    let hue = Double((hash >> 40) % 360)
    background = Self.color(hue: hue, saturation: 0.55, lightness: 0.78)
    foreground = Self.color(hue: hue, saturation: 0.6, lightness: 0.42)
    filled = (0..<Self.cells).map { row in
      (0..<3).map { column in hash >> UInt64(row * 3 + column) & 1 == 1 }
    }
  }

  /// The avatar as a PNG file.
  var png: [UInt8] {
    PNGEncoder.encode(
      width: Self.size, height: Self.size, palette: [background, foreground]
    ) { x, y in
      let column = (x - Self.margin) / Self.cellSize
      let row = (y - Self.margin) / Self.cellSize
      guard x >= Self.margin, y >= Self.margin, column < Self.cells, row < Self.cells else {
        return 0
      }
      return filled[row][min(column, Self.cells - 1 - column)] ? 1 : 0
    }
  }

  /// HSL to 8-bit RGB.
  private static func color(hue: Double, saturation: Double, lightness: Double)
    -> PNGEncoder.Color
  {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let h = hue / 60
    let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(h) {
      case 0: (chroma, x, 0)
      case 1: (x, chroma, 0)
      case 2: (0, chroma, x)
      case 3: (0, x, chroma)
      case 4: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = lightness - chroma / 2
    func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, ((v + m) * 255).rounded()))) }
    return PNGEncoder.Color(red: byte(r), green: byte(g), blue: byte(b))
  }
}
