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

  /// Every scope of the command table with its rows and their keys as they are in effect,
  /// then typing and the mouse.
  static func lines(_ keys: KeyMap) -> [Line] {
    var out: [Line] = []
    for scope in KeyScope.allCases {
      let rows = keys.rows(in: scope)
      guard !rows.isEmpty else { continue }
      out.append(.heading(scope.title))
      for row in rows {
        let names = keys.keys(of: row).map(KeyName.short).joined(separator: ", ")
        out.append(.entry(keys: names.isEmpty ? "—" : names, help: row.help))
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

  /// How the help is cut for a screen: lines per column, columns per page, and pages.
  struct Paging: Equatable {
    var perColumn: Int
    var columnsPerPage: Int
    var pages: Int

    init(lineCount: Int, width: Int, height: Int) {
      perColumn = max(1, height - 2)
      let columns = (lineCount + perColumn - 1) / perColumn
      columnsPerPage = max(1, min(columns, (width - 2) / minColumnWidth))
      pages = max(1, (columns + columnsPerPage - 1) / columnsPerPage)
    }
  }

  /// How the help is cut for a screen of `width`×`height`.
  static func paging(_ keys: KeyMap, width: Int, height: Int) -> Paging {
    Paging(lineCount: lines(keys).count, width: width, height: height)
  }

  /// Draws page `page` over the whole frame.
  static func draw(page: Int, keys: KeyMap, theme: Theme, into frame: inout Frame) {
    let lines = lines(keys)
    let box = frame.bounds
    let paging = Paging(lineCount: lines.count, width: box.width, height: box.height)
    let page = min(page, paging.pages - 1)
    let title =
      paging.pages == 1
      ? "도움말 · 아무 키나 누르면 닫혀요"
      : "도움말 \(page + 1)/\(paging.pages) · \(keys.hint(.pageDown, in: [.help])) · 다른 키는 닫기"
    Box.draw(
      box, title: title, fill: theme.overlay, titleStyle: theme.overlayTitle, into: &frame)
    let inner = box.inset(by: 1)
    let perColumn = paging.perColumn
    let columnWidth = inner.width / paging.columnsPerPage
    let first = page * paging.columnsPerPage * perColumn
    let shown = lines.indices.filter {
      $0 >= first && $0 < first + paging.columnsPerPage * perColumn
    }
    // Each column's descriptions start after its widest keys.
    let keyWidths = Dictionary(grouping: shown, by: { ($0 - first) / perColumn }).mapValues {
      indices in
      indices.map { if case .entry(let keys, _) = lines[$0] { DisplayWidth.of(keys) } else { 0 } }
        .max() ?? 0
    }
    for i in shown {
      let column = (i - first) / perColumn
      let keyColumn = (keyWidths[column] ?? 0) + 3
      let x = inner.x + 1 + column * columnWidth
      let y = inner.y + (i - first) % perColumn
      let clip = Rect(x: x, y: y, width: columnWidth - 1, height: 1)
      switch lines[i] {
      case .heading(let title):
        frame.write(title, x: x, y: y, style: theme.overlayTitle, clip: clip)
      case .entry(let keys, let help):
        frame.write(keys, x: x + 1, y: y, style: theme.overlayTitle.withBold(false), clip: clip)
        frame.write(help, x: x + keyColumn, y: y, style: theme.overlay, clip: clip)
      }
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
