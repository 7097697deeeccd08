import DisplayText
import Terminal

/// Every binding from the bindings table (and mouse/typing), grouped by where it applies,
/// laid out in as many columns as the height needs.
enum HelpOverlay {
  /// One line of help: a heading or a key with its description.
  enum Line: Equatable {
    case heading(String)
    case entry(keys: String, help: String)
  }

  /// Every scope of the command table with its rows and their keys as they are in effect
  /// (each name once: two chords may read the same), then typing and the mouse.
  static func lines(_ keys: KeyMap) -> [Line] {
    var out: [Line] = []
    for scope in KeyScope.allCases where scope.inUI {
      let rows = keys.rows(in: scope)
      guard !rows.isEmpty else { continue }
      out.append(.heading(scope.title))
      for row in rows {
        var names: [String] = []
        for name in keys.keys(of: row, in: scope).map(KeyName.short) where !names.contains(name) {
          names.append(name)
        }
        out.append(
          .entry(keys: names.isEmpty ? "—" : names.joined(separator: ", "), help: row.help))
      }
    }
    out.append(.heading("입력"))
    for other in CommandTable.otherHelp {
      out.append(.entry(keys: other.keys, help: other.help))
    }
    return out
  }

  /// Narrowest column that keeps keys and descriptions readable side by side.
  static let minColumnWidth = 38

  /// One row of a column: a heading, or keys (may be empty) and a description starting at
  /// `helpX` (columns from the column's left edge; may be empty).
  struct Row: Equatable {
    var heading: String?
    var keys = ""
    var help = ""
    var helpX = 0
  }

  /// The lines as rows of columns `columnWidth` wide and `perColumn` high. Descriptions start
  /// at one key column for all (at most half the column); an entry whose keys are wider, or
  /// whose description is too long to stand beside them, puts its description on the row
  /// below, from the key column or, when still too long, from the start. An entry's rows, and
  /// a heading with its first entry, are never split between columns.
  static func rows(_ keys: KeyMap, columnWidth: Int, perColumn: Int) -> [Row] {
    let lines = lines(keys)
    let room = columnWidth - 1
    let widestKeys =
      lines.map { if case .entry(let keys, _) = $0 { DisplayWidth.of(keys) } else { 0 } }.max() ?? 0
    let keyColumn = min(widestKeys, max(0, room / 2 - 4)) + 3
    var groups: [[Row]] = []
    var heading: Row?
    for line in lines {
      switch line {
      case .heading(let title):
        heading = Row(heading: title)
      case .entry(let keys, let help):
        let helpWidth = DisplayWidth.of(help)
        var group = heading.map { [$0] } ?? []
        heading = nil
        if DisplayWidth.of(keys) + 3 <= keyColumn, keyColumn + helpWidth <= room {
          group.append(Row(keys: keys, help: help, helpX: keyColumn))
        } else {
          group.append(Row(keys: keys))
          group.append(Row(help: help, helpX: keyColumn + helpWidth <= room ? keyColumn : 3))
        }
        groups.append(group)
      }
    }
    var out: [Row] = []
    for group in groups {
      let used = out.count % perColumn
      if used > 0, used + group.count > perColumn, group.count <= perColumn {
        out += Array(repeating: Row(), count: perColumn - used)
      }
      out += group
    }
    return out
  }

  /// The width of each column on a screen `width` wide.
  static func columnWidth(_ width: Int) -> Int {
    let inner = width - 2
    return inner / max(1, inner / minColumnWidth)
  }

  /// How the help is cut for a screen: rows per column, columns per page, and pages.
  struct Paging: Equatable {
    var perColumn: Int
    var columnsPerPage: Int
    var pages: Int

    init(rowCount: Int, width: Int, height: Int) {
      perColumn = Self.perColumn(height)
      let columns = (rowCount + perColumn - 1) / perColumn
      columnsPerPage = max(1, min(columns, (width - 2) / minColumnWidth))
      pages = max(1, (columns + columnsPerPage - 1) / columnsPerPage)
    }

    /// Rows in a column on a screen `height` high (inside the box).
    static func perColumn(_ height: Int) -> Int { max(1, height - 2) }
  }

  /// How the help is cut for a screen of `width`×`height`.
  static func paging(_ keys: KeyMap, width: Int, height: Int) -> Paging {
    let rows = rows(
      keys, columnWidth: columnWidth(width), perColumn: Paging.perColumn(height))
    return Paging(rowCount: rows.count, width: width, height: height)
  }

  /// Draws page `page` over the whole frame.
  static func draw(page: Int, keys: KeyMap, theme: Theme, into frame: inout Frame) {
    let box = frame.bounds
    let inner = box.inset(by: 1)
    let paging = paging(keys, width: box.width, height: box.height)
    let columnWidth = columnWidth(box.width)
    let rows = rows(keys, columnWidth: columnWidth, perColumn: paging.perColumn)
    let page = min(page, paging.pages - 1)
    let title =
      paging.pages == 1
      ? "도움말 · 아무 키나 누르면 닫혀요"
      : "도움말 \(page + 1)/\(paging.pages) · \(keys.hint(.pageDown, in: [.help])) · 다른 키는 닫기"
    Box.draw(
      box, title: title, fill: theme.overlay, titleStyle: theme.overlayTitle, into: &frame)
    let perColumn = paging.perColumn
    let first = page * paging.columnsPerPage * perColumn
    for i in rows.indices where i >= first && i < first + paging.columnsPerPage * perColumn {
      let x = inner.x + 1 + (i - first) / perColumn * columnWidth
      let y = inner.y + (i - first) % perColumn
      let clip = Rect(x: x, y: y, width: columnWidth - 1, height: 1)
      let row = rows[i]
      if let heading = row.heading {
        frame.write(heading, x: x, y: y, style: theme.overlayTitle, clip: clip)
        continue
      }
      frame.write(row.keys, x: x + 1, y: y, style: theme.overlayTitle.withBold(false), clip: clip)
      let help = DisplayWidth.truncated(row.help, to: max(0, columnWidth - 1 - row.helpX))
      frame.write(help, x: x + row.helpX, y: y, style: theme.overlay, clip: clip)
    }
  }
}

extension Style {
  func withBold(_ bold: Bool) -> Style {
    var copy = self
    copy.bold = bold
    return copy
  }
}
