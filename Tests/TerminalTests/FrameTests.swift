import Testing

@testable import Terminal

@Suite("Frame")
struct FrameTests {
  @Test func newFrameIsBlank() {
    let f = Frame(width: 3, height: 2)
    #expect(f[0, 0] == .blank)
    #expect(f.textLines() == ["", ""])
    #expect(f.cursor == nil)
  }

  @Test func writeReturnsNextX() {
    var f = Frame(width: 10, height: 1)
    #expect(f.write("ab", x: 1, y: 0) == 3)
    #expect(f.write("가", x: 3, y: 0) == 5)
    #expect(f.textLines() == [" ab가"])
  }

  @Test func wideCharacterTakesTwoCells() {
    var f = Frame(width: 4, height: 1)
    f.write("한", x: 0, y: 0)
    #expect(f[0, 0] == Cell(text: "한", width: 2))
    #expect(f[1, 0] == Cell(text: "", width: 0))
  }

  @Test func wideCharacterThatDoesNotFitBecomesSpace() {
    var f = Frame(width: 5, height: 1)
    let style = Style(reverse: true)
    #expect(f.write("ab한글", x: 0, y: 0, style: style) == 5)
    #expect(f.textLines() == ["ab한"])
    #expect(f[4, 0] == Cell(text: " ", width: 1, style: style))
  }

  @Test func clipStopsWritingAndPadsACutWideCharacter() {
    var f = Frame(width: 10, height: 1)
    f.write("..........", x: 0, y: 0)
    let end = f.write("가나다", x: 2, y: 0, clip: Rect(x: 2, y: 0, width: 5, height: 1))
    #expect(end == 7)
    #expect(f.textLines() == ["..가나 ..."])
  }

  @Test func clipOnTheLeftShowsAStraddlingWideCharacterAsSpace() {
    var f = Frame(width: 6, height: 1)
    f.write("xxxxxx", x: 0, y: 0)
    f.write("가나다", x: 0, y: 0, clip: Rect(x: 1, y: 0, width: 5, height: 1))
    #expect(f.textLines() == ["x 나다"])
  }

  @Test func clipOutsideTheRowWritesNothing() {
    var f = Frame(width: 4, height: 2)
    #expect(f.write("ab", x: 0, y: 1, clip: Rect(x: 0, y: 0, width: 4, height: 1)) == 0)
    #expect(f.write("ab", x: 0, y: 5) == 0)
    #expect(f.textLines() == ["", ""])
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var f = Frame(width: 4, height: 1)
    f.write("가나", x: 0, y: 0)
    f.write("x", x: 1, y: 0)
    #expect(f.textLines() == [" x나"])
    f.write("y", x: 2, y: 0)
    #expect(f.textLines() == [" xy"])
    #expect(f[3, 0] == .blank)
  }

  @Test func controlCharactersAreDrawnVisibly() {
    var f = Frame(width: 12, height: 1)
    f.write("\u{1B}[2J\u{7}", x: 0, y: 0)
    #expect(f.textLines() == ["␛[2J␇"])
  }

  @Test func combiningMarksStayWithTheirBase() {
    var f = Frame(width: 4, height: 1)
    #expect(f.write("e\u{301}x", x: 0, y: 0) == 2)
    #expect(f[0, 0].text == "e\u{301}")
  }

  @Test func emojiWithVariationSelectorIsWide() {
    var f = Frame(width: 4, height: 1)
    #expect(f.write("❤️!", x: 0, y: 0) == 3)
    #expect(f.textLines() == ["❤️!"])
  }

  @Test func fillClipsToTheFrame() {
    var f = Frame(width: 3, height: 2)
    f.write("가a", x: 0, y: 0)
    let s = Style(background: .blue)
    f.fill(Rect(x: 1, y: 0, width: 10, height: 10), with: s)
    #expect(f[0, 0] == .blank)
    #expect(f[1, 1] == Cell(text: " ", width: 1, style: s))
    #expect(f[-1, 0] == .blank)
  }

  @Test func textLinesTrimTrailingSpaces() {
    var f = Frame(width: 8, height: 2)
    f.write("a b  ", x: 0, y: 0)
    f.write("가", x: 6, y: 1)
    #expect(f.textLines() == ["a b", "      가"])
  }

  @Test func drawCopiesAnotherFrame() {
    var small = Frame(width: 3, height: 1)
    small.write("a가", x: 0, y: 0)
    var f = Frame(width: 4, height: 2)
    f.draw(small, at: Point(x: 2, y: 1))
    #expect(f.textLines() == ["", "  a"])
    f.draw(small, at: Point(x: 1, y: 0))
    #expect(f.textLines() == [" a가", "  a"])
  }

  @Test func rectGeometry() {
    let r = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(r.maxX == 4 && r.maxY == 6)
    #expect(r.contains(Point(x: 1, y: 2)))
    #expect(!r.contains(Point(x: 4, y: 2)))
    #expect(
      r.intersection(Rect(x: 3, y: 0, width: 10, height: 3))
        == Rect(x: 3, y: 2, width: 1, height: 1))
    #expect(r.intersection(Rect(x: 10, y: 10, width: 1, height: 1)).isEmpty)
  }
}
