import Terminal

/// Draws the open popup (자주 쓰는 말 or 단축키) over the panes.
enum PopupHost {
  static func draw(_ state: AppState, _ popup: Overlay, into frame: inout Frame) {
    switch popup {
    case .favorites:
      state.popups.phrases?.render(into: &frame, area: state.popupArea, theme: state.theme)
    case .shortcuts:
      state.popups.shortcuts?.render(into: &frame, area: state.popupArea, theme: state.theme)
    case .help, .confirmQuit, .review, .outbox:
      break
    }
  }
}
