import Terminal

/// Draws the whole screen for a state: panes, then help or a popup, then the toast (it answers
/// what was just done, often inside a popup, so it must not hide behind it), and the quit
/// question above everything (it waits for an answer).
public func render(_ state: AppState) -> Frame {
  var cache: RenderCache?
  return render(state, reusing: &cache)
}

/// The same frame as `render(_:)`, with the panes whose inputs did not change copied from
/// `cache` (nil draws everything and keeps nothing).
public func render(_ state: AppState, reusing cache: inout RenderCache?) -> Frame {
  var frame =
    cache?.takeCanvas(width: state.width, height: state.height)
    ?? Frame(width: state.width, height: state.height)
  let layout = state.layout
  guard layout.fits else {
    frame.clearRows(0..<frame.height)
    TooSmallView.draw(theme: state.theme, into: &frame)
    return frame
  }
  let rows = { (rects: Rect...) in rects[0].y..<rects.last!.maxY }
  pane(&cache, \.header, HeaderInputs(state, layout), rows(layout.header), &frame) {
    HeaderView.draw(state, in: layout.header, into: &$0)
  }
  pane(&cache, \.list, ListInputs(state, layout), rows(layout.listTitle, layout.list), &frame) {
    ReviewListView.draw(state, title: layout.listTitle, in: layout.list, into: &$0)
  }
  // Drawn on every frame: what typing changes.
  frame.clearRows(rows(layout.composeTitle, layout.compose))
  ComposeView.draw(state, title: layout.composeTitle, in: layout.compose, into: &frame)
  if state.list.search != nil {
    frame.clearRows(rows(layout.searchLine))
    SearchLineView.draw(state, in: layout.searchLine, into: &frame)
  }
  pane(&cache, \.toolbar, ToolbarInputs(state, layout), rows(layout.toolbar), &frame) {
    ToolbarView.draw(state, in: layout.toolbar, into: &$0)
  }
  pane(&cache, \.keyboard, KeyboardInputs(state, layout), rows(layout.keyboard), &frame) {
    KeyboardGridView.draw(state, in: layout.keyboard, style: layout.keyStyle, into: &$0)
  }
  frame.clearRows(rows(layout.status))
  StatusLineView.draw(state, in: layout.status, into: &frame)
  // The frame is kept for the next one only while it holds panes alone.
  if state.overlay == nil && state.toast == nil { cache?.canvas = frame }
  if let overlay = state.overlay {
    frame.cursor = nil
    switch overlay {
    case .help(let page): HelpOverlay.draw(state, page: page, into: &frame)
    case .confirm: break
    case .phrases(let popup):
      popup.render(into: &frame, area: state.popupArea, theme: state.theme)
    case .shortcuts(let picker):
      picker.render(into: &frame, area: state.popupArea, theme: state.theme)
    case .reader(let reader): ReviewReaderView.draw(state, reader, into: &frame)
    case .outbox(let view): OutboxView.draw(state, view, into: &frame)
    }
  }
  // The delete question asked in the reader keeps the reader behind it.
  if case .confirm(.deleteReview(_, let reader?)) = state.overlay {
    ReviewReaderView.draw(state, reader, into: &frame)
  }
  // Toasts go over popups and screens (what their keys did is told there); only the quit
  // question stays on top.
  if let toast = state.toast {
    ToastView.draw(toast, bottom: layout.composeTitle.y, theme: state.theme, into: &frame)
  }
  if case .confirm(let question) = state.overlay {
    let (title, lines) = ConfirmView.content(question, state)
    ConfirmView.draw(title: title, lines, theme: state.theme, into: &frame)
  }
  return frame
}

/// Draws one pane through its memo in `cache`, or straight into the frame without a cache.
private func pane<Inputs>(
  _ cache: inout RenderCache?, _ memo: WritableKeyPath<RenderCache, PaneMemo<Inputs>>,
  _ inputs: @autoclosure () -> Inputs, _ rows: Range<Int>, _ frame: inout Frame,
  _ draw: (inout Frame) -> Void
) {
  guard cache != nil else { return draw(&frame) }
  var stamp = cache!.lastStamp
  cache![keyPath: memo].draw(
    inputs(), rows: rows, into: &frame,
    newStamp: {
      stamp += 1
      return stamp
    }, draw)
  cache!.lastStamp = stamp
}
