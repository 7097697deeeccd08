import Terminal

/// A picture drawn in text cells: each cell is "▀" whose foreground is the upper pixel and whose
/// background is the lower one, so a cell shows two pixels. It works in any terminal with
/// colours (tmux and ssh included), where no graphics protocol does.
public enum HalfBlockPicture {
  /// `image` scaled (each pixel the average of the area it covers) to `columns` × `rows` cells,
  /// in the nearest colours a terminal with `colorCount` colours has; transparent parts show
  /// `background`.
  public static func cells(
    _ image: DecodedImage, columns: Int, rows: Int, colorCount: Int, background: RGB
  ) -> [[Cell]] {
    guard columns > 0, rows > 0, image.width > 0, image.height > 0 else { return [] }
    let back = (background.r, background.g, background.b)
    func average(_ px: Int, _ py: Int) -> RGB {
      let x0 = px * image.width / columns
      let x1 = max(x0 + 1, (px + 1) * image.width / columns)
      let y0 = py * image.height / (rows * 2)
      let y1 = max(y0 + 1, (py + 1) * image.height / (rows * 2))
      var sum = (0, 0, 0)
      for y in y0..<min(y1, image.height) {
        for x in x0..<min(x1, image.width) {
          let p = image.pixel(x: x, y: y, over: back)
          sum = (sum.0 + Int(p.0), sum.1 + Int(p.1), sum.2 + Int(p.2))
        }
      }
      let n = max(1, (min(y1, image.height) - y0) * (min(x1, image.width) - x0))
      return RGB(UInt8(sum.0 / n), UInt8(sum.1 / n), UInt8(sum.2 / n))
    }
    return (0..<rows).map { row in
      (0..<columns).map { column in
        let style = Style(
          foreground: .nearest(to: average(column, row * 2), colorCount: colorCount),
          background: .nearest(to: average(column, row * 2 + 1), colorCount: colorCount))
        return Cell(text: "▀", width: 1, style: style)
      }
    }
  }
}
