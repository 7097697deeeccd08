import DisplayText

extension Frame {
  /// Writes text from (x, y), never past `clip` (default: the whole frame) and never cutting a wide
  /// character (one that does not fit is replaced by spaces). Control characters are drawn via
  /// `Sanitizer`. Returns the x after the last written cell.
  @discardableResult
  public mutating func write(
    _ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    guard !area.isEmpty, y >= area.y, y < area.maxY else { return x }
    var cx = x
    for (cluster, w) in Clusters(Sanitizer.visible(text)) {
      if w == 0 { continue }
      if cx >= area.maxX { break }
      if cx + w > area.maxX {
        // Does not fit: pad the cells that remain instead of cutting the character.
        for px in max(cx, area.x)..<area.maxX { put(.space(style), x: px, y: y) }
        return area.maxX
      }
      if cx < area.x {
        // Left of the clip (scrolled); a wide character straddling the edge shows as spaces.
        for px in area.x..<max(area.x, cx + w) { put(.space(style), x: px, y: y) }
        cx += w
        continue
      }
      put(character: Cell(glyph: cluster.glyph, width: w, style: style), x: cx, y: y)
      cx += w
    }
    return cx
  }

  /// Blanks the cells of row `y` in `columns` (as a new frame has them), storing only those
  /// that differ.
  public mutating func blank(columns: Range<Int>, y: Int) {
    for x in columns.clamped(to: 0..<width) { put(.blank, x: x, y: y) }
  }

  /// Fills `rect` (clipped to the frame) with spaces, or with `character` (one cell wide:
  /// rules and borders) in `style`.
  public mutating func fill(
    _ rect: Rect, with style: Style = .plain, repeating character: Character = " "
  ) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    guard DisplayWidth.of(character) == 1, Sanitizer.isClean(String(character)) else {
      for y in area.y..<area.maxY {
        write(
          String(repeating: character, count: area.width), x: area.x, y: y, style: style, clip: area
        )
      }
      return
    }
    let cell = Cell(glyph: Glyph(character), width: 1, style: style)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { put(cell, x: x, y: y) }
    }
  }

  /// Changes the style of the cells in `rect` and keeps their text (for highlights).
  public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { change(&self[x, y].style) }
    }
  }

  /// Copies `other` into this frame with its top-left corner at `origin`, clipped.
  public mutating func draw(_ other: Frame, at origin: Point) {
    for y in 0..<other.height {
      for x in 0..<other.width {
        let cell = other[x, y]
        if cell.isContinuation { continue }
        put(cell, x: origin.x + x, y: origin.y + y)
        if cell.width == 2 {
          if origin.x + x + 1 < width {
            put(.continuation(cell.style), x: origin.x + x + 1, y: origin.y + y)
          } else {
            put(.space(cell.style), x: origin.x + x, y: origin.y + y)
          }
        }
      }
    }
  }

  /// For snapshots: each row as text (wide characters once), trailing spaces trimmed.
  public func textLines() -> [String] {
    (0..<height).map { y in
      var line = ""
      for cell in row(y) { line += cell.text }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Stores a character's cell and, for a wide one, the continuation cell after it.
  mutating func put(character cell: Cell, x: Int, y: Int) {
    put(cell, x: x, y: y)
    if cell.width == 2 { put(.continuation(cell.style), x: x + 1, y: y) }
  }

  /// Stores one cell and repairs wide characters it overlaps: a wide character that loses
  /// either half becomes a space.
  mutating func put(_ cell: Cell, x: Int, y: Int) {
    guard x >= 0, x < width, y >= 0, y < height else { return }
    let old = self[x, y]
    // A cell stored as it is changes nothing: the row keeps its stamp, or its edit its span.
    if old == cell { return }
    if old.isContinuation && !cell.isContinuation && x > 0 && self[x - 1, y].width == 2 {
      self[x - 1, y] = .space(self[x - 1, y].style)
    }
    if old.width == 2 && cell.width != 2 && x + 1 < width && self[x + 1, y].isContinuation {
      self[x + 1, y] = .space(self[x + 1, y].style)
    }
    self[x, y] = cell
  }
}
