import Testing

@testable import Terminal

@Suite("Frame diff")
struct FrameDiffTests {
  func frame(_ lines: [String], width: Int = 8) -> Frame {
    var f = Frame(width: width, height: lines.count)
    for (y, line) in lines.enumerated() { f.write(line, x: 0, y: y) }
    return f
  }

  @Test func unchangedFrameWritesNothing() {
    let f = frame(["안녕 abc", "xyz"])
    #expect(FrameDiff.runs(from: f, to: f).isEmpty)
  }

  @Test func noOldFrameWritesEveryCell() {
    let f = frame(["ab", "가"], width: 3)
    let runs = FrameDiff.runs(from: nil, to: f)
    #expect(runs.map(\.text) == ["ab ", "가 "])
    #expect(runs.map(\.width) == [3, 3])
  }

  @Test func sizeChangeWritesEveryCell() {
    let old = frame(["ab"], width: 2)
    let new = frame(["ab"], width: 3)
    #expect(
      FrameDiff.runs(from: old, to: new) == [
        FrameRun(
          x: 0, y: 0, style: .plain,
          cells: [Cell(text: "a", width: 1), Cell(text: "b", width: 1), .blank])
      ])
  }

  @Test func oneChangedCellIsOneRun() {
    let old = frame(["abcdef"])
    var new = old
    new.write("X", x: 3, y: 0)
    #expect(
      FrameDiff.runs(from: old, to: new) == [
        FrameRun(x: 3, y: 0, style: .plain, cells: [Cell(text: "X", width: 1)])
      ])
  }

  @Test func adjacentChangesInOneStyleMerge() {
    let old = frame(["abcdef", "abcdef"])
    var new = old
    new.write("XY", x: 1, y: 0)
    new.write("Z", x: 5, y: 1)
    let runs = FrameDiff.runs(from: old, to: new)
    #expect(runs.map { "\($0.x),\($0.y):\($0.text)" } == ["1,0:XY", "5,1:Z"])
  }

  @Test func styleChangeSplitsRuns() {
    let old = frame(["abcd"])
    var new = old
    new.write("X", x: 0, y: 0)
    new.write("Y", x: 1, y: 0, style: Style(bold: true))
    let runs = FrameDiff.runs(from: old, to: new)
    #expect(runs.map(\.text) == ["X", "Y"])
    #expect(runs.map(\.style.bold) == [false, true])
  }

  @Test func changedWideCharacterIsWrittenWhole() {
    let old = frame(["가나다"])
    var new = old
    new.write("한", x: 2, y: 0)
    let runs = FrameDiff.runs(from: old, to: new)
    #expect(runs == [FrameRun(x: 2, y: 0, style: .plain, cells: [Cell(text: "한", width: 2)])])
  }

  @Test func wideCharacterReplacedByNarrowOnes() {
    let old = frame(["가나"])
    var new = old
    new.write("ab", x: 0, y: 0)
    let runs = FrameDiff.runs(from: old, to: new)
    #expect(runs.map { "\($0.x):\($0.text)" } == ["0:ab"])
  }

  @Test func narrowCharactersReplacedByWideOneAtAnOddColumn() {
    let old = frame(["abcdef"])
    var new = old
    new.write("가", x: 1, y: 0)
    #expect(FrameDiff.runs(from: old, to: new).map { "\($0.x):\($0.text)" } == ["1:가"])
  }

  @Test func brokenWideCharacterIsDrawnAsSpace() {
    var new = Frame(width: 3, height: 1)
    new[0, 0] = Cell(text: "", width: 0)
    new[2, 0] = Cell(text: "가", width: 2)
    let runs = FrameDiff.runs(from: nil, to: new)
    #expect(runs.map(\.text) == ["   "])
  }

  @Test func cursorMoveAloneChangesNoCell() {
    let old = frame(["abc"])
    var new = old
    new.cursor = Point(x: 2, y: 0)
    #expect(FrameDiff.runs(from: old, to: new).isEmpty)
  }
}

@Suite("ANSI renderer")
struct AnsiRendererTests {
  @Test func typingOneSyllableWritesAFewBytes() {
    var old = Frame(width: 20, height: 3)
    old.write("> 안", x: 0, y: 1)
    old.cursor = Point(x: 4, y: 1)
    var new = old
    new.write("녕", x: 4, y: 1, style: Style(underline: true))
    new.cursor = Point(x: 6, y: 1)
    let out = String(decoding: AnsiRenderer().bytes(from: old, to: new), as: UTF8.self)
    #expect(out == "\u{1B}[2;5H\u{1B}[0;4m녕\u{1B}[0m\u{1B}[?25h")
  }

  @Test func fullRedrawIsLarger() {
    var f = Frame(width: 120, height: 40)
    f.write("리뷰", x: 0, y: 0)
    let full = AnsiRenderer().bytes(from: nil, to: f)
    #expect(full.count > 120 * 40)
    #expect(AnsiRenderer().bytes(from: f, to: f) == Array("\u{1B}[?25l".utf8))
  }

  @Test func colorsAndNoColor() {
    let style = Style(foreground: .brightRed, background: .indexed(236), bold: true)
    #expect(AnsiRenderer.sgr(style) == "\u{1B}[0;1;91;48;5;236m")
    #expect(AnsiRenderer.sgr(Style(foreground: .blue, reverse: true)) == "\u{1B}[0;7;34m")
    var f = Frame(width: 1, height: 1)
    f.write("x", x: 0, y: 0, style: style)
    let out = String(decoding: AnsiRenderer(noColor: true).bytes(from: nil, to: f), as: UTF8.self)
    #expect(out == "\u{1B}[1;1H\u{1B}[0;1mx\u{1B}[0m\u{1B}[?25l")
  }
}
