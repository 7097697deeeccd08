/// The smallest terminal the UI lays out in, and the notice shown when it is smaller.
public enum TerminalRequirement {
  public static let minimumWidth = 80
  public static let minimumHeight = 24

  public static func isTooSmall(width: Int, height: Int) -> Bool {
    width < minimumWidth || height < minimumHeight
  }

  /// A frame that says the window is too small and how big it must be, centred.
  public static func tooSmallFrame(width: Int, height: Int) -> Frame {
    var frame = Frame(width: width, height: height)
    let lines = [
      "터미널 창이 너무 작습니다",
      "\(minimumWidth)×\(minimumHeight) 이상 필요 (지금 \(width)×\(height))",
      "창을 키우거나 Ctrl-C로 끝내세요",
    ]
    let top = max(0, (height - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      let x = max(0, (width - DisplayWidth.of(line)) / 2)
      frame.write(line, x: x, y: top + i, style: i == 0 ? Style(bold: true) : .plain)
    }
    return frame
  }
}
