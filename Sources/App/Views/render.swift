import Terminal

/// Draws the whole screen for a state: panes, then the toast, then overlays on top (a dialog
/// or popup must stay readable while a toast shows).
public func render(_ state: AppState) -> Frame {
  var frame = Frame(width: state.width, height: state.height)
  let layout = state.layout
  guard layout.fits else {
    TooSmallView.draw(state, into: &frame)
    return frame
  }
  HeaderView.draw(state, in: layout.header, into: &frame)
  ReviewListView.draw(state, title: layout.listTitle, in: layout.list, into: &frame)
  ComposeView.draw(state, title: layout.composeTitle, in: layout.compose, into: &frame)
  if state.list.search != nil { SearchLineView.draw(state, in: layout.searchLine, into: &frame) }
  ToolbarView.draw(state, in: layout.toolbar, into: &frame)
  KeyboardGridView.draw(state, in: layout.keyboard, style: layout.keyStyle, into: &frame)
  StatusLineView.draw(state, in: layout.status, into: &frame)
  // The reader and the outbox view are screens, not questions: what their keys did (copied,
  // sending) is told in a toast over them.
  let toastOnTop = state.overlay == .review || state.overlay == .outbox
  if let toast = state.toast, !toastOnTop { ToastView.draw(toast, state: state, into: &frame) }
  if let overlay = state.overlay {
    frame.cursor = nil
    switch overlay {
    case .help: HelpOverlay.draw(state, into: &frame)
    case .confirmQuit: ConfirmQuitView.draw(state, into: &frame)
    case .favorites, .shortcuts: PopupHost.draw(state, overlay, into: &frame)
    case .review: ReviewReaderView.draw(state, into: &frame)
    case .outbox: OutboxView.draw(state, into: &frame)
    }
  }
  if let toast = state.toast, toastOnTop { ToastView.draw(toast, state: state, into: &frame) }
  return frame
}
