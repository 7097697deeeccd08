import Hangul
import Persistence
import Terminal
import Testing

@testable import App

@Suite("The on-screen keyboard")
struct KeyboardGridTests {
  @Test("arrow keys move the highlight and Enter presses: ㅎ ㅏ ㄴ → 한")
  func navigateAndPress() {
    var state = makeState()
    state.press(.tab)
    #expect(state.focus == .keyboard)
    state.press(.down)
    #expect(
      state.gridRows[state.keyboard.highlighted.row][state.keyboard.highlighted.column].label == "ㅁ"
    )
    for _ in 0..<4 { state.press(.right) }
    let effects = state.press(.enter)
    #expect(state.compose.text == "ㅎ")
    #expect(state.keyboard.flashing == .init(row: 1, column: 4))
    #expect(effects.contains(.startTimer(.keyFlash(state.keyboard.flashToken), milliseconds: 150)))
    for _ in 0..<3 { state.press(.right) }
    state.press(.enter)
    for _ in 0..<6 { state.press(.left) }
    state.press(.enter)
    #expect(state.compose.text == "한")
    state.send(.timer(.keyFlash(state.keyboard.flashToken)))
    #expect(state.keyboard.flashing == nil)
  }

  @Test("←/→ wrap around the row, ↑/↓ go to the nearest key")
  func highlightMoves() {
    var state = makeState()
    state.focus = .keyboard
    state.press(.left)
    #expect(state.keyboard.highlighted == .init(row: 0, column: 9))
    state.press(.down)
    state.press(.down)
    #expect(state.keyboard.highlighted == .init(row: 2, column: 6))
    state.press(.down)
    // Still the column of ㅔ, the right edge: ⌫ is the bottom row's key nearest it.
    #expect(state.gridRows[3][state.keyboard.highlighted.column].action == .backspace)
    state.press(.up)
    state.press(.up)
    state.press(.up)
    state.press(.up)
    #expect(state.keyboard.highlighted.row == 0)
  }

  @Test("a mouse click presses the key under the pointer")
  func clickKey() {
    var state = makeState()
    for label in ["ㄷ", "ㅏ", "ㄹ", "ㄱ"] {
      let point = state.point(ofKey: label)!
      state.click(x: point.x, y: point.y)
    }
    #expect(state.compose.text == "닭")
    #expect(state.focus == .compose)
  }

  @Test("a click between keys presses nothing")
  func clickGap() {
    var state = makeState()
    let rect = state.keyRects[0][0]
    state.click(x: rect.maxX - 1, y: rect.y)
    #expect(state.compose.text.isEmpty)
  }

  @Test("shift is one-shot, pressing it twice locks it, a third press releases it")
  func shift() {
    var state = makeState()
    let shift = state.point(ofKey: "shift")!
    state.click(x: shift.x, y: shift.y)
    #expect(state.layer == .hangulShift)
    #expect(state.gridRows[3][0].label == "Shift")
    state.click(x: state.point(ofKey: "ㄲ")!.x, y: state.point(ofKey: "ㄲ")!.y)
    #expect(state.layer == .hangul)
    state.click(x: shift.x, y: shift.y)
    state.click(x: shift.x, y: shift.y)
    #expect(state.keyboard.shift == .locked)
    #expect(state.gridRows[3][0].label == "SHIFT")
    state.click(x: state.point(ofKey: "ㅃ")!.x, y: state.point(ofKey: "ㅃ")!.y)
    #expect(state.layer == .hangulShift)
    #expect(state.compose.text == "ㄲㅃ")
    state.click(x: shift.x, y: shift.y)
    #expect(state.layer == .hangul)
  }

  @Test("123 switches to symbols and back; the layer switch ends the composition")
  func symbols() {
    var state = makeState()
    state.typeKeys("gk")
    let key = state.point(ofKey: "123")!
    state.click(x: key.x, y: key.y)
    #expect(state.layer == .symbols)
    #expect(state.compose.composing == nil)
    state.click(x: state.point(ofKey: "1")!.x, y: state.point(ofKey: "1")!.y)
    #expect(state.compose.text == "하1")
    let back = state.point(ofKey: "한글")!
    state.click(x: back.x, y: back.y)
    #expect(state.layer == .hangul)
  }

  @Test("English layer types letters, shift makes one capital")
  func englishLayer() {
    var state = makeState()
    _ = state.perform(.toggleInputMode)
    #expect(state.gridRows[0].map(\.label).joined() == "qwertyuiop")
    let shift = state.point(ofKey: "shift")!
    state.click(x: shift.x, y: shift.y)
    #expect(state.gridRows[0].map(\.label).joined() == "QWERTYUIOP")
    state.click(x: state.point(ofKey: "H")!.x, y: state.point(ofKey: "H")!.y)
    state.click(x: state.point(ofKey: "i")!.x, y: state.point(ofKey: "i")!.y)
    #expect(state.compose.text == "Hi")
  }

  @Test("space, ⌫ and the shortcut key")
  func specialKeys() {
    var state = makeState()
    state.typeKeys("gk")
    for label in ["space", "😀", "⌫", "space"] {
      let p = state.point(ofKey: label)!
      state.click(x: p.x, y: p.y)
    }
    #expect(state.compose.text == "하  ")
  }

  @Test("holding the shortcut key opens the picker and inserts nothing")
  func longPress() {
    var state = makeState()
    let p = state.point(ofKey: "😀")!
    let effects = state.send(.input(.mouse(MouseEvent(kind: .press(.left), x: p.x, y: p.y))))
    guard case .startTimer(.longPress(let token), 500) = effects.first else {
      Issue.record("no long-press timer: \(effects)")
      return
    }
    state.send(.timer(.longPress(token)))
    #expect(state.overlay?.kind == .shortcuts)
    state.send(.input(.mouse(MouseEvent(kind: .release(.left), x: p.x, y: p.y))))
    #expect(state.compose.text.isEmpty)
  }

  @Test("holding ⌫ deletes at once, then whole characters until the button is let go")
  func holdBackspace() {
    var state = makeState()
    state.typeKeys("dkssud gktpdy")
    let p = state.point(ofKey: "⌫")!
    let effects = state.send(.input(.mouse(MouseEvent(kind: .press(.left), x: p.x, y: p.y))))
    #expect(state.compose.text == "안녕 하셍")  // mobile ⌫ undoes the last keystroke
    guard case .startTimer(.longPress(let token), 500)? = effects.last else {
      Issue.record("no long-press timer: \(effects)")
      return
    }
    let repeated = state.send(.timer(.longPress(token)))
    #expect(state.compose.text == "안녕 하")
    #expect(repeated.contains(.startTimer(.longPress(token), milliseconds: 100)))
    state.send(.timer(.longPress(token)))
    #expect(state.compose.text == "안녕 ")
    state.send(.input(.mouse(MouseEvent(kind: .release(.left), x: p.x, y: p.y))))
    #expect(state.send(.timer(.longPress(token))).isEmpty)
    #expect(state.compose.text == "안녕 ")
  }

  @Test("a picked shortcut shows on the grid's key")
  func shortcutLabel() {
    var settings = Settings.defaults
    settings.currentShortcut = 3
    let state = makeState(settings: settings)
    #expect(state.gridRows[3][4].label == "넵넵!!")
  }
}

/// ↑/↓ keep to the column they started from, as an editor keeps its goal column.
@Suite("The grid's ↑/↓")
struct KeyboardGridColumnTests {
  /// The key of `row` whose centre is nearest to `rect`'s centre.
  private func nearest(to rect: Rect, in row: [Rect]) -> Int {
    let center = KeyboardGeometry.center2(of: rect)
    return row.indices.min {
      abs(KeyboardGeometry.center2(of: row[$0]) - center)
        < abs(KeyboardGeometry.center2(of: row[$1]) - center)
    }!
  }

  @Test("from shift, Up three times does not drift: each row's nearest key by centre")
  func upFromShift() throws {
    var state = makeState()
    state.focus = .keyboard
    let shift = try #require(
      state.gridRows.enumerated().lazy.compactMap { r, row in
        row.firstIndex { $0.label.lowercased() == "shift" }.map {
          KeyboardState.Position(row: r, column: $0)
        }
      }.first)
    state.keyboard.highlighted = shift
    let start = state.keyRects[shift.row][shift.column]
    for step in 1...3 where shift.row - step >= 0 {
      state.press(.up)
      let row = shift.row - step
      #expect(
        state.keyboard.highlighted
          == .init(row: row, column: nearest(to: start, in: state.keyRects[row])),
        "Up \(step) from shift")
    }
    // Back down, it comes home to shift.
    for _ in 1...3 { state.press(.down) }
    #expect(state.keyboard.highlighted == shift)
  }

  @Test("every key goes up and down to the nearest key by centre of its own column")
  func everyKey() {
    var state = makeState()
    state.focus = .keyboard
    let rects = state.keyRects
    for (r, row) in rects.enumerated() {
      for column in row.indices {
        for target in rects.indices where target != r {
          state.keyboard.highlighted = .init(row: r, column: column)
          let steps = target - r
          for _ in 0..<abs(steps) { state.press(steps < 0 ? .up : .down) }
          #expect(
            state.keyboard.highlighted
              == .init(row: target, column: nearest(to: rects[r][column], in: rects[target])))
        }
      }
    }
  }

  @Test("a move sideways sets a new column")
  func sidewaysResets() {
    var state = makeState()
    state.focus = .keyboard
    state.keyboard.highlighted = .init(row: 0, column: 0)
    state.press(.down)
    state.press(.right)
    let from = state.keyRects[1][state.keyboard.highlighted.column]
    state.press(.up)
    #expect(
      state.keyboard.highlighted == .init(row: 0, column: nearest(to: from, in: state.keyRects[0])))
  }
}
