import Testing

@testable import Terminal

/// The cell size in pixels (`CSI 16 t` → `CSI 6 ; height ; width t`): what a sixel picture is
/// sized by. An answer, never a key; nonsense sizes are dropped.
@Suite("The cell size the terminal reports")
struct CellSizeReportTests {
  @Test("CSI 6;20;10t is a 10×20 cell, learnt as a fact, and no key")
  func cellSize() {
    var decoder = ByteInputDecoder()
    #expect(decoder.feed(Array("\u{1B}[6;20;10tx".utf8)) == [.key(.character("x"), [])])
    let reports = decoder.takeReports()
    #expect(reports == [.cellSize(PixelSize(width: 10, height: 20))])
    var facts = TerminalFacts()
    reports.forEach { facts.learn($0) }
    #expect(facts.cellSize == PixelSize(width: 10, height: 20))
  }

  @Test("other window reports and absurd sizes are dropped, not keys and not facts")
  func dropped() {
    for answer in ["\u{1B}[4;600;800t", "\u{1B}[6;0;10t", "\u{1B}[6;20;99999t", "\u{1B}[6;20t"] {
      var decoder = ByteInputDecoder()
      #expect(decoder.feed(Array(answer.utf8)).isEmpty, "\(answer.debugDescription)")
      #expect(decoder.takeReports().isEmpty, "\(answer.debugDescription)")
    }
  }

  @Test("the pty's pixel size divided by its cells, where the terminal sets it")
  func fromPixels() {
    #expect(
      TerminalFacts.cellSize(pixels: (1080, 960), cells: (120, 40))
        == PixelSize(width: 9, height: 24))
    #expect(TerminalFacts.cellSize(pixels: (0, 0), cells: (120, 40)) == nil)
    #expect(TerminalFacts.cellSize(pixels: (1080, 960), cells: (0, 40)) == nil)
  }

  @Test("the start queries ask the cell size before DA1, the end marker")
  func asked() {
    for term in ["xterm-256color", "tmux-256color", "linux"] {
      #expect(NcursesBackend.queries(term: term).hasSuffix("\u{1B}[16t\u{1B}[c"), "\(term)")
    }
  }
}
