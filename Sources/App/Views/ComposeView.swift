import Terminal

/// The compose pane: the wrapped text with the composing syllable highlighted, a counter,
/// and the hardware cursor right after the composing syllable.
enum ComposeView {
  static var placeholder: String {
    let toggle = KeyBindings.keyNames(for: .toggleInputMode).prefix(2).joined(separator: ", ")
    return "여기에 리뷰를 쓰세요. 자판으로 바로 2벌식 입력 (한/영: \(toggle))"
  }

  static func draw(_ state: AppState, title: Rect, in rect: Rect, into frame: inout Frame) {
    let theme = state.theme
    let compose = state.compose
    let count = compose.text.count
    let what =
      state.own.editing == nil ? "리뷰 쓰기" : "내 리뷰 고치는 중 (\(KeyBindings.keyName(for: .escape)) 그만두기)"
    PaneTitle.draw(
      "\(what) · \(compose.mode == .hangul ? "한글" : "English")",
      focused: state.focus == .compose, theme: theme, in: title, into: &frame)
    // The counter has its own style so that typing rewrites only its digits.
    let counter = " \(count)/\(ComposeState.maxLength) "
    let counterX = title.maxX - 2 - DisplayWidth.of(counter)
    let over = count > ComposeState.maxLength
    frame.write(counter, x: counterX, y: title.y, style: over ? theme.counterOver : theme.counter)
    let saving = state.own.editing.map { state.own.inFlight.contains($0.review.id) } ?? false
    if state.posting.composeKey != nil || saving {
      let sending = " \(state.spinner) \(saving ? "저장" : "등록") 중… "
      frame.write(
        sending, x: counterX - DisplayWidth.of(sending), y: title.y, style: theme.titleFocused)
    }

    if compose.text.isEmpty {
      frame.write(placeholder, x: rect.x, y: rect.y, style: theme.placeholder, clip: rect)
      placeCursor(row: 0, column: 0, state: state, in: rect, into: &frame)
      return
    }
    let wrap = ComposeWrap(compose.text, width: rect.width)
    let cursor = wrap.position(of: compose.buffer.cursor)
    let first = firstVisibleRow(cursorRow: cursor.row, visibleRows: rect.height)
    let composingOffset = compose.composing == nil ? nil : compose.buffer.cursor - 1
    for (i, line) in wrap.lines.enumerated() where i >= first && i < first + rect.height {
      let y = rect.y + i - first
      // Whole stretches per write: the syllable being composed is the only one styled apart.
      let chars = line.characters
      let k = composingOffset.map { $0 - line.start }.flatMap {
        chars.indices.contains($0) ? $0 : nil
      }
      guard let k else {
        frame.write(String(chars), x: rect.x, y: y, style: theme.body, clip: rect)
        continue
      }
      var x = frame.write(String(chars[..<k]), x: rect.x, y: y, style: theme.body, clip: rect)
      x = frame.write(String(chars[k]), x: x, y: y, style: theme.composing, clip: rect)
      frame.write(String(chars[(k + 1)...]), x: x, y: y, style: theme.body, clip: rect)
    }
    placeCursor(
      row: cursor.row - first, column: cursor.column, state: state, in: rect, into: &frame)
  }

  /// The first wrapped row shown: the cursor's row stays in view.
  static func firstVisibleRow(cursorRow: Int, visibleRows: Int) -> Int {
    max(0, cursorRow - visibleRows + 1)
  }

  /// The cursor shows where typing goes, unless the list has focus.
  static func placeCursor(
    row: Int, column: Int, state: AppState, in rect: Rect, into frame: inout Frame
  ) {
    guard state.focus != .list else { return }
    frame.cursor = Point(x: rect.x + column, y: rect.y + row)
  }
}
