import DisplayText
import Terminal

/// Shown instead of the panes when the terminal is smaller than 80×24.
enum TooSmallView {
  static func draw(theme: Theme, keys: KeyMap, into frame: inout Frame) {
    let lines = [
      "창이 너무 작아요",
      "\(Layout.minWidth)×\(Layout.minHeight) 이상이 필요해요 (지금 \(frame.width)×\(frame.height))",
      "Terminal too small: need \(Layout.minWidth)x\(Layout.minHeight)",
      "\(keys.name(.interrupt)): 종료",
    ]
    let top = max(0, (frame.height - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      let x = max(0, (frame.width - DisplayWidth.of(line)) / 2)
      frame.write(line, x: x, y: top + i, style: i == 0 ? theme.titleFocused : .plain)
    }
  }
}
