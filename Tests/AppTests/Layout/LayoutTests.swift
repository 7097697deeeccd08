import DisplayText
import Reviews
import Terminal
import TestSupport
import Testing

@testable import App

@Suite("Layout and wrapping")
struct LayoutTests {
  @Test(
    "panes stack without gaps or overlaps from the header to the status line",
    arguments: [
      (80, 24), (100, 30), (120, 40), (200, 60),
    ])
  func panesStack(size: (Int, Int)) {
    let layout = Layout(width: size.0, height: size.1)
    #expect(layout.fits)
    let rows = [
      layout.header, layout.listTitle, layout.list, layout.composeTitle, layout.compose,
      layout.toolbar, layout.keyboard, layout.status,
    ]
    #expect(rows.first?.y == 0)
    for (upper, lower) in zip(rows, rows.dropFirst()) { #expect(upper.maxY == lower.y) }
    #expect(layout.status.maxY == size.1)
    #expect(layout.list.height >= 10)
  }

  @Test("below 80×24 the layout does not fit")
  func tooSmall() {
    #expect(!Layout(width: 79, height: 24).fits)
    #expect(!Layout(width: 80, height: 23).fits)
  }

  @Test("keys of a row never overlap and the bottom row spans the grid")
  func keyRects() {
    for width in [80, 97, 120, 160] {
      let state = makeState(width: width, height: 40)
      let rects = state.keyRects
      for row in rects {
        for (left, right) in zip(row, row.dropFirst()) { #expect(left.maxX == right.x) }
      }
      #expect(rects[3].first?.x == rects[0].first?.x)
      #expect(rects[3].last?.maxX == rects[0].last?.maxX)
      #expect((rects[0].last?.maxX ?? 0) <= width)
    }
  }

  @Test("word wrap breaks at spaces and never cuts a wide character")
  func wordWrap() {
    #expect(TextWrap.lines("가나다 라마바 사아", width: 8) == ["가나다", "라마바", "사아"])
    #expect(TextWrap.lines("가나다라마바", width: 5) == ["가나", "다라", "마바"])
    #expect(TextWrap.lines("a\n\nb", width: 5) == ["a", "", "b"])
    for line in TextWrap.lines(String(repeating: "한글😀 ", count: 30), width: 11) {
      #expect(DisplayWidth.of(line) <= 11)
    }
  }

  @Test("compose wrap maps cursor offsets to cells and back")
  func composeWrap() {
    let wrap = ComposeWrap("가나다라\n마", width: 6)
    #expect(wrap.lines.map { String(wrap.text(of: $0)) } == ["가나다", "라", "마"])
    #expect(wrap.position(of: 2) == (0, 4))
    #expect(wrap.position(of: 3) == (1, 0))
    #expect(wrap.position(of: 5) == (2, 0))
    #expect(wrap.offset(row: 0, column: 3) == 2)
    #expect(wrap.offset(row: 1, column: 9) == 4)
    #expect(ComposeWrap("가나다", width: 6).position(of: 3) == (1, 0))
  }

  @Test("compose wrap keeps clusters of several scalars and CRLF whole, with their offsets")
  func composeWrapClusters() {
    let wrap = ComposeWrap("a🇰🇷é\r\n한e\u{301}", width: 3)
    #expect(wrap.lines.map { String(wrap.text(of: $0)) } == ["a🇰🇷", "é", "한e\u{301}"])
    #expect(wrap.lines.map(\.start) == [0, 2, 4])
    #expect(wrap.lines.map(\.count) == [2, 1, 2])
    #expect(wrap.position(of: 5) == (2, 2))
  }

  /// Each text typed or edited from the one before: the wrap taken from the last one is the
  /// wrap made afresh, lines, their bytes and offsets alike. (The pane learns how much of the
  /// text is unchanged from the buffer's `EditTrail`; here it is the bytes two texts share.)
  @Test(
    "a wrap that starts from the last key's wrap is the wrap made afresh",
    arguments: [
      // Typing a line past the width, then deleting back.
      ["가나다라마바", "가나다라마바사", "가나다라마바사아", "가나다라마바사", "가나다라마바"],
      // A newline typed and taken back; CRLF made from CR.
      ["ab\rcd", "ab\r\ncd", "ab\r\ncde\n", "ab\r\ncde\nf", "ab\rcd"],
      // A mark joins the character before it; a wide character no longer fits.
      ["abcdefgh", "abcdefghe", "abcdefghe\u{301}", "abcdefghe\u{301}한", "abcdef한"],
      // A flag's second half, and an edit at the start.
      ["abcdef🇰", "abcdef🇰🇷", "abcdef🇰🇷 x", "Xabcdef🇰🇷 x", "bcdef🇰🇷 x"],
      // An emoji joined by ZWJ across the break.
      ["12345👩", "12345👩\u{200D}", "12345👩\u{200D}💻", "12345👩\u{200D}💻 ok"],
    ])
  func composeWrapReused(texts: [String]) {
    for width in [3, 6, 7] {
      var wrap: ComposeWrap?
      for text in texts {
        let shared = zip(wrap?.text.utf8 ?? "".utf8, text.utf8).prefix { $0 == $1 }.count
        let reused = ComposeWrap(
          text, width: width, reusing: wrap?.reusable, unchangedPrefix: shared)
        let fresh = ComposeWrap(text, width: width)
        #expect(reused.lines == fresh.lines, "\(text.debugDescription) at width \(width)")
        wrap = reused
      }
    }
  }

  /// The wrap walks the text's clusters by hand (fast for Hangul and ASCII): it must split it
  /// into the same Characters, of the same widths, as the standard library and `DisplayWidth`.
  @Test("on random text of every kind of cluster, the wrap's lines and columns are the Characters'")
  func composeWrapMatchesCharacters() {
    let pieces = [
      "가", "힣", "ㄱ", "ㅏ", "a", " ", "\n", "\r", "\r\n", "\u{301}", "\u{1100}", "\u{1161}",
      "\u{11A8}", "🇰", "🇷", "👩", "\u{200D}", "💻", "\u{FE0F}", "é", "─", "\t", "\u{7}", "漢",
    ]
    var random = SeededGenerator(seed: 29)
    for _ in 0..<300 {
      let text = (0..<Int.random(in: 0...24, using: &random))
        .map { _ in pieces.randomElement(using: &random)! }.joined()
      for width in [2, 3, 5, 8] {
        let wrap = ComposeWrap(text, width: width)
        for line in wrap.lines {
          #expect(line.count == wrap.text(of: line).count, "\(text.debugDescription) at \(width)")
          #expect(
            line.width == wrap.text(of: line).reduce(0) { $0 + DisplayWidth.of($1) },
            "\(text.debugDescription) at \(width)")
        }
        for offset in 0...text.count {
          let (row, column) = wrap.position(of: offset)
          guard row < wrap.lines.count else { continue }
          let line = wrap.lines[row]
          let before = wrap.text(of: line).prefix(max(0, min(offset - line.start, line.count)))
          let expected = before.reduce(0) { $0 + DisplayWidth.of($1) }
          #expect(
            column == (expected >= width ? 0 : expected),
            "\(text.debugDescription) at \(width), offset \(offset)")
        }
      }
    }
  }

  @Test("a review's height is its header, its wrapped lines and a separator")
  func reviewHeight() {
    let r = review(1, "a", "첫 줄\n둘째 줄", minutesAgo: 1)
    #expect(ListGeometry.height(r, width: 40) == 4)
  }
}
