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

@Suite("Screen model")
struct ScreenModelTests {
  @Test func firstUpdateWritesEverythingThenOnlyChanges() {
    var model = ScreenModel()
    var f = Frame(width: 20, height: 3)
    f.write("> 안", x: 0, y: 1)
    f.cursor = Point(x: 4, y: 1)
    let first = model.update(to: f)
    #expect(first.runs.reduce(0) { $0 + $1.width } == 20 * 3)
    #expect(first.cursor == Point(x: 4, y: 1))
    f.write("녕", x: 4, y: 1, style: Style(underline: true))
    f.cursor = Point(x: 6, y: 1)
    let second = model.update(to: f)
    #expect(second.runs == [FrameRun(x: 4, y: 1, style: Style(underline: true), cells: [f[4, 1]])])
    #expect(second.textBytes == 3)
    #expect(model.update(to: f).runs.isEmpty)
  }

  @Test func invalidateAndResizeRedrawEverything() {
    var model = ScreenModel()
    let f = Frame(width: 4, height: 2)
    _ = model.update(to: f)
    model.invalidate()
    #expect(model.update(to: f).runs.count == 2)
    #expect(model.update(to: Frame(width: 5, height: 2)).runs.count == 2)
  }

  @Test func aCursorOutsideTheFrameIsHidden() {
    var model = ScreenModel()
    var f = Frame(width: 4, height: 2)
    f.cursor = Point(x: 4, y: 0)
    #expect(model.update(to: f).cursor == nil)
  }

  @Test("rows copied whole from one drawing are skipped; writing into one brings it back")
  func stampedRows() {
    var drawing = Frame(width: 6, height: 3)
    drawing.write("가나다", x: 0, y: 1)
    drawing.stamp(0..<3, 7)
    var old = Frame(width: 6, height: 3)
    old.copyRows(0..<3, from: drawing)
    var new = Frame(width: 6, height: 3)
    new.copyRows(0..<3, from: drawing)
    #expect(new.rowIsStamped(1, sameAs: old))
    #expect(FrameDiff.runs(from: old, to: new).isEmpty)
    new.write("X", x: 0, y: 1)
    #expect(!new.rowIsStamped(1, sameAs: old))
    #expect(FrameDiff.runs(from: old, to: new).map(\.text) == ["X "])
    #expect(new.rowIsStamped(2, sameAs: old))
  }
}
