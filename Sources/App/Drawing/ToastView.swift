import DisplayText
import Terminal

/// A short message in a box whose bottom edge is on row `bottom` (just above the compose
/// pane); errors in the error colour.
enum ToastView {
  static func draw(_ toast: Toast, bottom: Int, theme: Theme, into frame: inout Frame) {
    let style: Style =
      switch toast.kind {
      case .info: theme.toastInfo
      case .warning: theme.toastWarning
      case .error: theme.toastError
      }
    let icon =
      switch toast.kind {
      case .info: "✓"
      case .warning: "!"
      case .error: "✗"
      }
    let maxText = min(70, frame.width - 8)
    // Line breaks of the message are kept (several notices at start); anything else that
    // could drive the terminal is made visible, line by line.
    let text = toast.message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Sanitizer.visible(String($0)) }.joined(separator: "\n")
    let lines = TextWrap.lines("\(icon) \(text)", width: maxText)
    let width = (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4
    let height = lines.count + 2
    let box = Rect(
      x: (frame.width - width) / 2, y: max(1, bottom - height + 1), width: width, height: height)
    Box.draw(box, fill: style, titleStyle: style, into: &frame)
    for (i, line) in lines.enumerated() {
      frame.write(line, x: box.x + 2, y: box.y + 1 + i, style: style, clip: box.inset(by: 1))
    }
  }
}
