/// A rectangle of cells; `maxX` and `maxY` are exclusive.
public struct Rect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  public func contains(_ p: Point) -> Bool {
    p.x >= x && p.x < maxX && p.y >= y && p.y < maxY
  }

  /// The overlap of two rectangles (empty, with zero size, when they do not overlap).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }

  /// A `width` × `height` rectangle centred in this one (shrunk to fit it).
  public func centered(width: Int, height: Int) -> Rect {
    let w = min(width, self.width)
    let h = min(height, self.height)
    return Rect(x: x + (self.width - w) / 2, y: y + (self.height - h) / 2, width: w, height: h)
  }

  /// The full-width band of rows this rectangle covers (for drawing in its margins).
  public var rows: Rect { Rect(x: 0, y: y, width: Int.max / 2, height: height) }

  /// This rectangle shrunk by `n` cells on every side.
  public func inset(by n: Int) -> Rect {
    Rect(x: x + n, y: y + n, width: max(0, width - 2 * n), height: max(0, height - 2 * n))
  }
}
