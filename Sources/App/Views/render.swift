import Terminal

/// Draws the whole screen for a state: panes, then help or a popup, then the toast (it answers
/// what was just done, often inside a popup, so it must not hide behind it), and the quit
/// question above everything (it waits for an answer).
public func render(_ state: AppState) -> Frame {
  var frame = Frame(width: state.width, height: state.height)
  let layout = state.layout
  guard layout.fits else {
    TooSmallView.draw(theme: state.theme, into: &frame)
    return frame
  }
  HeaderView.draw(state, in: layout.header, into: &frame)
  ReviewListView.draw(state, title: layout.listTitle, in: layout.list, into: &frame)
  ComposeView.draw(state, title: layout.composeTitle, in: layout.compose, into: &frame)
  if state.list.search != nil { SearchLineView.draw(state, in: layout.searchLine, into: &frame) }
  ToolbarView.draw(state, in: layout.toolbar, into: &frame)
  KeyboardGridView.draw(state, in: layout.keyboard, style: layout.keyStyle, into: &frame)
  StatusLineView.draw(state, in: layout.status, into: &frame)
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
