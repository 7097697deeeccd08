import Terminal

/// Where each key of the grid sits: letter rows are centred, the bottom row spans the grid.
package enum KeyboardGeometry {
  /// The widest a letter key gets, so that wide terminals do not stretch the grid.
  static let maxKeyWidth = 12

  /// One rectangle per key, row by row (the rectangle includes a one-column gap on the right).
  package static func keyRects(rows: [[GridKey]], in area: Rect, rowHeight: Int) -> [[Rect]] {
    // Ten keys wide, or the widest row (a number row of twelve keys on 세벌식).
    let columns = max(10, rows.map { $0.reduce(0) { $0 + $1.weight } / 4 }.max() ?? 0)
    let keyWidth = min(maxKeyWidth, area.width / columns)
    let gridWidth = keyWidth * columns
    let gridX = area.x + (area.width - gridWidth) / 2
    return rows.enumerated().map { index, row in
      let units = max(1, row.reduce(0) { $0 + $1.weight })
      // The bottom row spans the grid (wider than ten keys on a keyboard with a number row).
      let width = index == rows.count - 1 ? gridWidth : units * keyWidth / 4
      let x0 = gridX + (gridWidth - width) / 2
      var cumulative = 0
      return row.map { key in
        let left = x0 + cumulative * width / units
        cumulative += key.weight
        let right = x0 + cumulative * width / units
        return Rect(x: left, y: area.y + index * rowHeight, width: right - left, height: rowHeight)
      }
    }
  }

  /// The key under a point, if any (the gap column belongs to no key).
  package static func key(at point: Point, in rects: [[Rect]]) -> KeyboardState.Position? {
    for (r, row) in rects.enumerated() {
      for (c, rect) in row.enumerated() {
        let visible = Rect(x: rect.x, y: rect.y, width: rect.width - 1, height: rect.height)
        if visible.contains(point) { return .init(row: r, column: c) }
      }
    }
    return nil
  }

  /// Twice the x of a key's centre (whole even when the centre falls between two cells).
  package static func center2(of rect: Rect) -> Int { rect.x * 2 + rect.width }

  /// The key in `row` whose centre is nearest to `center2` (twice an x), for ↑/↓.
  package static func nearest(toCenter2 center2: Int, inRow row: [Rect]) -> Int {
    row.indices.min { a, b in
      abs(Self.center2(of: row[a]) - center2) < abs(Self.center2(of: row[b]) - center2)
    } ?? 0
  }
}

extension AppState {
  var layout: Layout {
    var layout = Layout(width: width, height: height, gridRows: gridRowCount)
    layout.showSearchLine(list.search.isSome)
    return layout
  }

  /// The grid's key rectangles for the current layer and size.
  var keyRects: [[Rect]] {
    let layout = layout
    return KeyboardGeometry.keyRects(
      rows: gridRows, in: layout.keyboard, rowHeight: layout.keyRowHeight)
  }
}
