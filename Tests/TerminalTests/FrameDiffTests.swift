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

  @Test("a row written where it lies is compared in the columns stored since its drawing")
  func rowEditedInPlace() {
    var old = Frame(width: 10, height: 2)
    old.write("가나다 abc", x: 0, y: 0)
    old.stamp(0..<2, 3)
    var new = old
    new.write("가나다 abd", x: 0, y: 0)  // stores one cell: the others are as they were
    #expect(new.changedColumns(0, since: old) == 9..<10)
    #expect(new.changedColumns(1, since: old) == nil)
    #expect(FrameDiff.runs(from: old, to: new).map(\.text) == ["d"])
    // A wide character on 다's second half and the space: 다's first half becomes a space.
    new.write("가", x: 5, y: 0)
    #expect(new.changedColumns(0, since: old) == 4..<10)
    #expect(
      FrameDiff.runs(from: old, to: new) == FrameDiff.runs(from: old, to: new, usingEdits: false))
    new.stamp(0..<1, 4)  // a new drawing: the edit from drawing 3 still holds
    #expect(new.changedColumns(0, since: old) == 4..<10)
    new.clearRows(0..<1)
    #expect(new.changedColumns(0, since: old) == nil)
  }

  /// The app's flow at random: a canvas kept from frame to frame, panes stamping what they
  /// draw, rows written in place, cleared and copied, wide characters over narrow ones; each
  /// frame diffed against the last one sent. Comparing only the columns stored since a
  /// drawing must give the runs that comparing whole rows gives, the runs must turn the
  /// screen into the frame, and the screen model's copy must be the frame.
  @Test("the diff through row edits equals the diff of whole rows, over random frames")
  func rowEditsAgreeWithWholeRows() {
    var seed: UInt64 = 0x0DDB_A115
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    let (width, height) = (12, 4)
    let texts = ["가", "나다", "a", "bc", " ", "가a", "abc가", "   ", "ㄱ"]
    let styles = [Style.plain, Style(bold: true), Style(reverse: true)]
    var canvas = Frame(width: width, height: height)
    var screen: Frame? = nil
    // The backend's model copies only the cells a row stored since its drawing.
    var model = ScreenModel()
    var drawn: [Frame] = []
    var stamp = 0
    for step in 1...4_000 {
      switch next(12) {
      case 0..<5:
        canvas.write(
          texts[next(texts.count)], x: next(width), y: next(height), style: styles[next(3)])
      case 5:
        let y = next(height)
        canvas.blank(columns: next(width)..<width, y: y)
      case 6:
        let y = next(height)
        canvas.clearRows(y..<(y + 1 + next(2)))
      case 7, 8:
        stamp += 1
        let y = next(height)
        canvas.stamp(y..<(y + 1 + next(2)), stamp)
        drawn.append(canvas)
      case 9 where !drawn.isEmpty:
        let y = next(height)
        canvas.copyRows(y..<(y + 1), from: drawn[next(drawn.count)])
      default:
        let runs = FrameDiff.runs(from: screen, to: canvas)
        #expect(runs == FrameDiff.runs(from: screen, to: canvas, usingEdits: false), "step \(step)")
        if var shown = screen {
          for run in runs { shown.write(run.text, x: run.x, y: run.y, style: run.style) }
          #expect(shown == canvas, "step \(step)")
          if shown != canvas { return }
        }
        screen = canvas
        _ = model.update(to: canvas)
        #expect(model.shown == canvas, "step \(step)")
        if model.shown != canvas { return }
      }
    }
  }

  @Test(
    "text written ahead of a frame is on the model's screen; the frame writes only what differs")
  func writtenAhead() throws {
    var model = ScreenModel()
    #expect(
      model.writeAhead(
        "가", x: 0, y: 0, style: .plain, blank: .blank, to: 0, cursor: Point(x: 0, y: 0)) == nil)
    var canvas = Frame(width: 8, height: 2)
    canvas.write("abc", x: 0, y: 0)
    canvas.stamp(0..<2, 1)
    _ = model.update(to: canvas)
    let written = model.writeAhead(
      "가", x: 3, y: 0, style: .plain, blank: .blank, to: 0, cursor: Point(x: 3, y: 0))
    let ahead = try #require(written)
    #expect(ahead.runs == [FrameRun(x: 3, y: 0, style: .plain, cells: [Cell(text: "가", width: 2)])])
    #expect(ahead.cursor == Point(x: 3, y: 0))
    #expect(model.shown?.textLines().first == "abc가")
    // The frame the update draws holds the same row: nothing of it is written again, though its
    // edit starts from the stamp the screen's row had before.
    canvas.write("가", x: 3, y: 0)
    canvas.cursor = Point(x: 3, y: 0)
    #expect(model.update(to: canvas).runs.isEmpty)
    // A frame that differs from what was written ahead rewrites those cells.
    _ = model.writeAhead(
      "나", x: 3, y: 0, style: .plain, blank: .blank, to: 0, cursor: Point(x: 3, y: 0))
    #expect(model.update(to: canvas).runs.map(\.text) == ["가"])
    #expect(model.shown == canvas)
    // Backspace: the syllable's cells blanked (the text's run is empty).
    let deleted = model.writeAhead(
      "", x: 3, y: 0, style: .plain, blank: .space(.plain), to: 5, cursor: Point(x: 3, y: 0))
    #expect(deleted?.runs == [FrameRun(x: 3, y: 0, style: .plain, cells: [.blank, .blank])])
    #expect(model.shown?.textLines().first == "abc")
    // A scalar the grapheme rules decide (a combining mark) is not written ahead.
    #expect(
      model.writeAhead(
        "e\u{301}", x: 3, y: 0, style: .plain, blank: .blank, to: 0, cursor: Point(x: 4, y: 0))
        == nil)
  }
}
