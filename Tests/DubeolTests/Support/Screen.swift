/// A captured tmux screen, read the way a user reads dubeol's layout.
///
/// tmux prints a wide character (Hangul, emoji) once although it fills two cells, so every
/// position here is a cell column computed with `CellWidth`, not a string index.
struct Screen: CustomStringConvertible {
  let text: String
  let lines: [String]

  init(_ text: String) {
    self.text = text
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    self.lines = lines
  }

  var description: String { "\n" + text }

  func contains(_ text: String) -> Bool { self.text.contains(text) }

  /// The widest line in cells (tmux drops trailing blanks).
  var widestLine: Int { lines.map(CellWidth.of).max() ?? 0 }

  // MARK: Panes

  static let composePlaceholder = "여기에 리뷰를 쓰세요"

  /// Whether the whole layout is drawn (grid on the 한글 layer): header, list, compose pane,
  /// toolbar, grid, status line.
  var showsFullLayout: Bool {
    contains("dubeol 리뷰") && listTitleRow != nil && composeTitleRow != nil && toolbarRow != nil
      && key("ㅂ") != nil && key("space") != nil && (contains("[한]") || contains("[EN]"))
  }

  var showsTooSmallMessage: Bool { contains("창이 너무 작아요") && contains("80×24 이상이 필요해요") }

  /// The compose pane's text, lines trimmed and joined with "\n"; "" while the placeholder shows.
  var composeText: String? {
    guard let title = composeTitleRow, let toolbar = toolbarRow, title < toolbar else { return nil }
    let body = lines[(title + 1)..<toolbar].map { $0.trimmingWhitespace }
    let text = body.filter { !$0.isEmpty }.joined(separator: "\n")
    return text.contains(Self.composePlaceholder) ? "" : text
  }

  /// Whether the list has loaded reviews: its title shows the selection, "n/m".
  var listIsLoaded: Bool {
    guard let row = listTitleRow else { return false }
    return lines[row].range(of: #" [\d,]+/[\d,]+\+? "#, options: .regularExpression) != nil
  }

  /// The reviews shown in the list, top first: each is its lines (author · time, then content;
  /// the avatar before the author left out). Messages in the pane (loading, errors) are not
  /// reviews.
  var reviews: [[String]] {
    guard let title = listTitleRow, let end = composeTitleRow, title < end else { return [] }
    var entries: [[String]] = []
    var current: [String] = []
    for line in lines[(title + 1)..<end] {
      // The selected review has a bar in the gutter; others two spaces.
      let body = String(line.drop { $0 == " " || $0 == "┃" }).trimmingWhitespace
      if body.isEmpty {
        if !current.isEmpty { entries.append(current) }
        current = []
      } else {
        current.append(body)
      }
    }
    if !current.isEmpty { entries.append(current) }
    return entries.filter { $0.count > 1 && $0[0].contains(" · ") }.map {
      [Self.withoutAvatar($0[0])] + $0.dropFirst()
    }
  }

  /// The reviews shown, each header cut to its author: to compare screens taken far apart, when
  /// an age ("방금 전", "1분 전") may have moved on between them.
  var reviewsWithoutAge: [[String]] {
    reviews.map { [$0[0].components(separatedBy: " · ")[0]] + $0.dropFirst() }
  }

  /// A list header without its avatar: the author's initial (and its padding) before the name.
  static func withoutAvatar(_ header: String) -> String {
    String(header.dropFirst().drop { $0 == " " })
  }

  /// The row of the list pane's title ("── 리뷰 ──…", heavier when focused).
  var listTitleRow: Int? {
    lines.firstIndex { line in
      let trimmed = line.trimmingWhitespace
      return (trimmed.hasPrefix("── 리뷰 ") || trimmed.hasPrefix("━━ 리뷰 ")) && !line.contains("리뷰 쓰기")
    }
  }

  var composeTitleRow: Int? {
    lines.firstIndex { $0.contains("리뷰 쓰기") || $0.contains("내 리뷰 고치는 중") }
  }

  /// The toolbar above the grid (⌨ 키보드 · 자주 쓰는 말 · 단축키).
  var toolbarRow: Int? { lines.firstIndex { $0.contains("⌨") && $0.contains("자주 쓰는 말") } }

  // MARK: Keyboard grid

  /// A key of the on-screen grid: its label and the cell where the label starts.
  struct Key: Equatable, CustomStringConvertible {
    let label: String
    let x: Int
    let y: Int
    /// Drawn with the highlight (a double border, or `>  <` on the compact grid).
    let highlighted: Bool
    var description: String { "\(label)@(\(x),\(y))\(highlighted ? "*" : "")" }
  }

  /// Every key label between the toolbar and the status line (the last row).
  var keys: [Key] {
    guard let toolbar = toolbarRow, toolbar + 1 < lines.count - 1 else { return [] }
    var keys: [Key] = []
    for y in (toolbar + 1)..<(lines.count - 1) {
      keys += Self.keys(in: lines[y], y: y)
    }
    return keys
  }

  func key(_ label: String) -> Key? { keys.first { $0.label == label } }

  var highlightedKey: Key? { keys.first { $0.highlighted } }

  private static let keyBorders: Set<Character> = ["│", "║", "[", "]", ">", "<"]

  /// The labels on one line of the grid: runs of text between borders and spaces.
  private static func keys(in line: String, y: Int) -> [Key] {
    guard line.contains(where: { keyBorders.contains($0) }) else { return [] }
    var keys: [Key] = []
    var label = ""
    var labelX = 0
    var x = 0
    var lastBorder: Character?
    var labelBorder: Character?
    func finish() {
      if !label.isEmpty {
        keys.append(
          Key(label: label, x: labelX, y: y, highlighted: labelBorder == "║" || labelBorder == ">"))
      }
      label = ""
    }
    for character in line {
      if character == " " || keyBorders.contains(character) {
        finish()
        if keyBorders.contains(character) { lastBorder = character }
      } else {
        if label.isEmpty {
          labelX = x
          labelBorder = lastBorder
        }
        label.append(character)
      }
      x += CellWidth.of(character)
    }
    finish()
    return keys
  }
}

/// Cells a character takes in a terminal: 2 for East Asian wide characters and emoji, 0 for
/// combining marks and variation selectors, else 1 (enough for what dubeol draws).
enum CellWidth {
  static func of(_ text: String) -> Int { text.reduce(0) { $0 + of($1) } }

  static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return width(first)
  }

  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
  ]

  private static func width(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if (0x0300...0x036F).contains(value) || (0x200B...0x200F).contains(value) { return 0 }
    return wide.contains { $0.contains(value) } ? 2 : 1
  }
}

extension String {
  var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
