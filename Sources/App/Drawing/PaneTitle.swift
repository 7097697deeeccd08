import DisplayText
import Terminal

/// A pane's title row: a rule with the title on the left and a note on the right; the
/// focused pane's rule is heavy so focus shows even without colour.
enum PaneTitle {
  static func draw(
    _ title: String, note: String = "", focused: Bool, theme: Theme, in rect: Rect,
    into frame: inout Frame
  ) {
    let style = focused ? theme.titleFocused : theme.title
    frame.fill(
      Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), with: style,
      repeating: focused ? "━" : "─")
    frame.write(" \(title) ", x: rect.x + 2, y: rect.y, style: style, clip: rect)
    if !note.isEmpty {
      let noteText = " \(note) "
      frame.write(
        noteText, x: rect.maxX - 2 - DisplayWidth.of(noteText), y: rect.y, style: style, clip: rect)
    }
  }
}
