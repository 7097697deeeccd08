import CNcurseswShim
import DisplayText
import TestSupport
import Testing

@testable import Terminal

@Suite("Clusters and glyphs: the fast path draws what the general rules would")
struct ClustersTests {
  /// Every scalar the fast path takes alone has the width `DisplayWidth` gives it and is
  /// drawn as itself (or is a control, which `Sanitizer` replaces before drawing).
  @Test(
    "a text's simple width: \"한a\" → 3, \"ㄱ\" → 2, \"\" → 0; a conjoining jamo or an emoji → nil")
  func textOfSimpleScalars() {
    #expect(Clusters.simpleWidth(of: "한a") == 3)
    #expect(Clusters.simpleWidth(of: "ㄱ") == 2)
    #expect(Clusters.simpleWidth(of: "") == 0)
    #expect(Clusters.simpleWidth(of: "가\u{11A8}") == nil)
    #expect(Clusters.simpleWidth(of: "a😀") == nil)
    #expect(Clusters.simpleWidth(of: "\n") == nil)
  }

  @Test func simpleScalarsMatchTheGeneralRules() {
    var checked = 0
    for v in UInt32(0)...0x3_0000 {
      guard let width = Clusters.simpleWidth(v), let scalar = Unicode.Scalar(v) else { continue }
      checked += 1
      #expect(width == DisplayWidth.of(Character(scalar)), "U+\(String(v, radix: 16))")
      if width > 0 { #expect(Sanitizer.replacement(for: scalar) == [scalar]) }
    }
    #expect(checked > 11_000)
  }

  /// The backend hands these scalars to ncurses without asking the C library's `wcwidth`:
  /// it must measure them the same, or every later column of the row would shift.
  @Test func simpleScalarsHaveTheCLibrarysWidth() {
    #expect(TerminalLocale.activateUTF8())
    for v in UInt32(0x20)...0xFFFF {
      guard let width = Clusters.simpleWidth(v), width > 0 else { continue }
      #expect(Int(cnc_wcwidth(v)) == width, "U+\(String(v, radix: 16))")
    }
  }

  /// Random text mixing simple scalars with ones that join (marks, conjoining jamo, emoji
  /// modifiers and ZWJ, flags, CR LF) splits into the same clusters as `String` does.
  @Test func sameClustersAsTheStandardLibrary() {
    let pool: [String] = [
      "a", "Z", " ", "é", "가", "힣", "ㄱ", "─", "…", "→", "·", "▶", "\u{301}", "\u{1100}",
      "\u{1161}", "\u{11A8}", "\u{FE0F}", "\u{200D}", "👍", "\u{1F3FD}", "🇰", "🇷", "❤", "\r",
      "\n", "漢", "\u{E0041}", "\u{0600}",
    ]
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<3_000 {
      let text = (0..<Int(generator.next() % 12)).map { _ in
        pool[Int(generator.next() % UInt64(pool.count))]
      }.joined()
      let fast = Clusters(text).map { ($0.cluster.glyph.text, $0.width) }
      let general = text.map { (String($0), DisplayWidth.of($0)) }
      #expect(fast.map(\.0) == general.map(\.0), "\(text.unicodeScalars.map(\.value))")
      #expect(fast.map(\.1) == general.map(\.1), "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test func glyphsRoundTripTheirText() {
    for text in ["", " ", "a", "한", "👍🏽", "👨‍👩‍👧", "e\u{301}", "\r\n", "🇰🇷"] {
      #expect(Glyph(text).text == text)
    }
    #expect(Glyph("👍🏽") == Glyph(Character("👍🏽")))
    #expect(Glyph("👍🏽") != Glyph("👍"))
    #expect(Cell(text: "한", width: 2).text == "한")
  }

  /// Frames are copied and compared thousands of cells per key: a cell must hold no reference.
  @Test func cellIsAPlainValue() {
    #expect(_isPOD(Cell.self))
    // Every byte is a field's (no padding), so equal cells are equal bytes (`rowEquals`).
    #expect(MemoryLayout<Style>.size == 2 * MemoryLayout<Color>.size + 4)
    #expect(MemoryLayout<Cell>.size == MemoryLayout<Glyph>.size + 1 + MemoryLayout<Style>.size + 3)
    #expect(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride)
    // `Style` and `Cell` compare as words of these sizes.
    #expect(MemoryLayout<Style>.size == 8 && MemoryLayout<Cell>.size == 16)
    let colors: [Color] = [
      .default, .black, .red, .brightWhite, .indexed(0), .indexed(1), .indexed(255),
    ]
    for f in colors {
      for g in colors {
        let (x, y) = (Style(foreground: f, bold: true), Style(foreground: g, bold: true))
        #expect((x == y) == (f == g))
      }
    }
    #expect(Style(underline: true) != Style())
    #expect(Cell(text: "a", width: 1) == Cell(text: "a", width: 1))
    #expect(Cell(text: "a", width: 1) != Cell(text: "a", width: 1, style: Style(dim: true)))
    #expect(Cell(text: "a", width: 1) != Cell(text: "b", width: 1))
    var a = Frame(width: 3, height: 1)
    var b = Frame(width: 3, height: 1)
    a.write("a", x: 1, y: 0, style: Style(foreground: .indexed(9)))
    b.write("a", x: 1, y: 0, style: Style(foreground: .brightRed))
    #expect(!a.rowEquals(0, b))
    b.write("a", x: 1, y: 0, style: Style(foreground: .indexed(9)))
    #expect(a.rowEquals(0, b))
  }
}
