import Terminal

/// Draws the whole screen for a state: panes, then help or a popup, then the toast (it answers
/// what was just done, often inside a popup, so it must not hide behind it), the 한자 window,
/// and the quit question above everything (it waits for an answer).
///
/// A frame drawn alone carries no row stamps: a stamp says "as in the last frame of this
/// cache", and two frames drawn alone would give their rows the same ones.
package func render(_ state: AppState) -> Frame {
  var cache = RenderCache()
  var frame = render(state, reusing: &cache)
  frame.stamp(0..<frame.height, 0)
  return frame
}

/// The same frame as `render(_:)`, drawn on the last frame kept in `memo` when it can be,
/// leaving the panes whose inputs did not change as they are. The memo is worked on where it
/// lies: it holds every pane's input (about 3 KB), and a copy of it on each key is a copy and
/// a retain of everything in it.
package func render(_ state: AppState, reusing memo: inout RenderCache) -> Frame {
  var frame = memo.takeCanvas(width: state.width, height: state.height)
  let echoed = memo.echoDrawn
  memo.echoDrawn = false
  let layout = state.layout
  guard layout.fits else {
    memo.typingSpot = nil
    frame.clearRows(0..<frame.height)
    TooSmallView.draw(theme: state.theme, keys: state.keys, into: &frame)
    return frame
  }
  if !echoed { drawWhereTypingGoes(state, layout, into: &frame, memo: &memo) }
  // The compose pane's title after the echo: a typed key seldom changes it (the counter near
  // the limit), and building and comparing its input was a twentieth of the echo's lines.
  memo.composeTitle.draw(
    state.composeTitleInput, in: layout.composeTitle, into: &frame, stamps: &memo.lastStamp
  ) { ComposeView.drawTitle($0, in: layout.composeTitle, into: &$1) }
  // (Each memo is named as a stored property, not through a key path: a key path is looked up
  // at run time and copies the memo through its type's witnesses, on every frame.)
  memo.header.draw(state.headerInput, in: layout.header, into: &frame, stamps: &memo.lastStamp) {
    HeaderView.draw($0, in: layout.header, into: &$1)
  }
  let list = state.listInput(rows: layout.list.height)
  memo.list.draw(
    list, in: layout.listTitle, then: layout.list, into: &frame, stamps: &memo.lastStamp
  ) {
    ReviewListView.draw($0, title: layout.listTitle, in: layout.list, into: &$1)
  }
  memo.toolbar.draw(state.toolbarInput, in: layout.toolbar, into: &frame, stamps: &memo.lastStamp) {
    ToolbarView.draw($0, in: layout.toolbar, into: &$1)
  }
  let keyboard = state.keyboardInput(style: layout.keyStyle)
  memo.keyboard.draw(keyboard, in: layout.keyboard, into: &frame, stamps: &memo.lastStamp) {
    KeyboardGridView.draw($0, in: layout.keyboard, into: &$1)
  }
  memo.status.draw(
    state.statusLineInput, in: layout.status, into: &frame, stamps: &memo.lastStamp
  ) {
    StatusLineView.draw($0, in: layout.status, into: &$1)
  }
  // The frame is kept for the next one only while it holds panes alone.
  let hanjaLoading = state.hanjaLoadingShown
  if state.showsPanesAlone { memo.canvas = frame }
  if let overlay = state.overlay {
    frame.cursor = nil
    switch overlay {
    case .help(let page):
      HelpOverlay.draw(
        page: page, keys: state.keys, theme: state.theme, into: &frame)
    case .confirm: break
    case .phrases(let popup):
      popup.render(into: &frame, area: state.popupArea, theme: state.theme)
    case .shortcuts(let picker):
      picker.render(into: &frame, area: state.popupArea, theme: state.theme)
    case .reader(let reader): ReviewReaderView.draw(state.readerInput(reader), into: &frame)
    case .outbox(let view): OutboxView.draw(state.outboxInput(view), into: &frame)
    }
  }
  // The delete question asked in the reader keeps the reader behind it.
  if case .confirm(.deleteReview(_, let reader?)) = state.overlay {
    ReviewReaderView.draw(state.readerInput(reader), into: &frame)
  }
  // Toasts go over popups and screens (what their keys did is told there); only the quit
  // question stays on top.
  if let toast = state.toast {
    ToastView.draw(toast, bottom: layout.composeTitle.y, theme: state.theme, into: &frame)
  }
  // The 한자 window is beside the field's cursor, over popups and toasts (keys go to it).
  if let window = state.hanja.window {
    HanjaWindowView.draw(window, theme: state.theme, into: &frame)
  }
  if let hanjaLoading {
    HanjaWindowView.drawLoading(hanjaLoading, theme: state.theme, into: &frame)
  }
  if case .confirm(let question) = state.overlay {
    let (title, lines) = ConfirmView.content(question, quit: state.quitInput)
    ConfirmView.draw(title: title, lines, theme: state.theme, into: &frame)
  }
  return frame
}

/// What a typed key changes where it was typed (the compose pane, the search line), drawn
/// alone on the kept frame, so that its echo is written before the other panes
/// are even compared (their inputs and comparisons were a tenth of a key's time). `render`
/// then draws the rest on the same frame. Nil when there is no kept frame to draw on, or
/// something will be drawn over the panes: `render` alone draws everything then.
package func renderEcho(_ state: AppState, reusing memo: inout RenderCache) -> Frame? {
  guard let kept = memo.canvas, kept.width == state.width, kept.height == state.height,
    state.showsPanesAlone
  else { return nil }
  let layout = state.layout
  guard layout.fits else { return nil }
  var frame = memo.takeCanvas(width: state.width, height: state.height)
  drawWhereTypingGoes(state, layout, into: &frame, memo: &memo)
  memo.canvas = frame
  memo.echoDrawn = true
  return frame
}

private func drawWhereTypingGoes(
  _ state: AppState, _ layout: Layout, into frame: inout Frame, memo: inout RenderCache
) {
  // Drawn on every frame, from the first row the text changed: what typing changes, and where
  // the cursor goes.
  var spot = ComposeView.draw(
    state.composeInput, in: layout.compose, into: &frame, memo: &memo.compose,
    stamps: &memo.lastStamp)
  if let chrome = state.searchLineChrome {
    // The field is passed where it lies (there is a chrome only with a search): bound by
    // `if let`, it would be copied, retaining its text and history.
    spot =
      SearchLineView.draw(
        chrome, field: state.list.search!.field, in: layout.searchLine, into: &frame,
        memo: &memo.searchLine) ?? spot
  } else {
    // The list takes the row back: a search line opened again is drawn whole.
    memo.searchLine = nil
  }
  // (The compose pane and the search line never both show a cursor: one of them has focus.)
  // Anything drawn over the panes may cover the spot.
  memo.typingSpot = state.showsPanesAlone ? spot : nil
}

extension AppState {
  /// Nothing is drawn over the panes: no popup, toast, question or 한자 window.
  var showsPanesAlone: Bool {
    overlay.isNone && toast.isNone && hanja.window.isNone && hanjaLoadingShown.isNone
  }
}
