import DisplayText
import Terminal
import Testing

@testable import App

/// The help overlay shows every row of the command table whole: nothing is cut at the sizes
/// the app is made for.
@Suite("Help layout")
struct HelpLayoutTests {
  @Test("every key and description fits its column", arguments: [(80, 24), (120, 40), (100, 30)])
  func nothingCut(size: (Int, Int)) {
    let columnWidth = HelpOverlay.columnWidth(size.0)
    let perColumn = HelpOverlay.Paging.perColumn(size.1)
    for row in HelpOverlay.rows(.defaults, columnWidth: columnWidth, perColumn: perColumn) {
      #expect(1 + DisplayWidth.of(row.keys) <= columnWidth - 1, "\(row.keys)")
      #expect(row.helpX + DisplayWidth.of(row.help) <= columnWidth - 1, "\(row.help)")
    }
  }

  @Test("at 80×24 each description can be read on one of the pages", arguments: [(80, 24)])
  func everyDescriptionShown(size: (Int, Int)) {
    var state = makeState(width: size.0, height: size.1)
    state.press(.function(1))
    let pages = HelpOverlay.paging(.defaults, width: size.0, height: size.1).pages
    var shown: [String] = []
    for _ in 0..<pages {
      shown += render(state).textLines()
      state.press(.character(" "))
    }
    #expect(state.overlay == nil, "Space after the last page closes the help")
    for case .entry(let keys, let help) in HelpOverlay.lines(.defaults) {
      #expect(shown.contains { $0.contains(keys) }, "\(keys)")
      #expect(shown.contains { $0.contains(help) }, "\(help)")
    }
  }

  @Test("an entry's rows, and a heading with its first entry, stay in one column")
  func keptTogether() {
    let perColumn = HelpOverlay.Paging.perColumn(24)
    let rows = HelpOverlay.rows(
      .defaults, columnWidth: HelpOverlay.columnWidth(80), perColumn: perColumn)
    for (index, row) in rows.enumerated() where index % perColumn == perColumn - 1 {
      #expect(row.heading == nil, "a heading ends column \(index / perColumn)")
      let next = rows.indices.contains(index + 1) ? rows[index + 1] : nil
      #expect(
        next == nil || !(next!.keys.isEmpty && !next!.help.isEmpty),
        "an entry is split after column \(index / perColumn)")
    }
  }

  @Test("a key named twice is shown once")
  func namesOnce() {
    #expect(HelpOverlay.lines(.defaults).contains(.entry(keys: "Shift-Tab", help: "이전 창")))
  }
}
