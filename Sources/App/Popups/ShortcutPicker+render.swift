import DisplayText
import Terminal

extension ShortcutPicker {
  static let title = "단축키"
  static let tip = "숫자 1-6: 바로 고르기 · 오른쪽 클릭: 고치기"
  static let emptyError = "비어 있으면 저장할 수 없어요"
  static let minCellWidth = 10
  static let maxCellWidth = 20

  /// Rows inside the border, top to bottom.
  private enum Row: Int {
    case gridTop = 0
    case gridBottom = 2
    case field, message, hints
  }

  /// Where the box, the six cells and the hint buttons go inside `area`.
  package func layout(in area: Rect) -> PopupLayout {
    let widest = items.map { DisplayWidth.of($0) }.max() ?? 0
    var cell = min(max(widest + 4, Self.minCellWidth), Self.maxCellWidth)
    let grid = Self.columns * cell + (Self.columns - 1)
    let hintWidth = max(
      PopupHint.width(browseHints), PopupHint.width(editHints(hangulToggle: true)))
    let content = min(max(grid, hintWidth, DisplayWidth.of(Self.tip)), area.width - 4)
    cell = min(cell, max(1, (content - (Self.columns - 1)) / Self.columns))
    let box = area.centered(width: content + 4, height: Row.hints.rawValue + 3)
    let inner = Rect(
      x: box.x + 2, y: box.y + 1, width: max(0, box.width - 4), height: box.height - 2)
    let gridX = inner.x + (inner.width - (Self.columns * cell + Self.columns - 1)) / 2
    let items = items.indices.map { index in
      let row = index / Self.columns
      let column = index % Self.columns
      let y = inner.y + (row == 0 ? Row.gridTop : Row.gridBottom).rawValue
      return (
        index: index, rect: Rect(x: gridX + column * (cell + 1), y: y, width: cell, height: 1)
      )
    }
    let hints = editor == nil ? browseHints : editHints
    let buttons = PopupHint.place(
      hints, x: inner.x, y: inner.y + Row.hints.rawValue, maxX: box.maxX - 1)
    return PopupLayout(box: box, items: items, buttons: buttons)
  }

  /// Draws the picker centred in `area`; while editing, the hardware cursor goes to the field.
  package func render(into frame: inout Frame, area: Rect, theme: Theme) {
    let layout = layout(in: area)
    let box = layout.box
    let inside = box.inset(by: 1)
    PopupBox.draw(box, title: Self.title, into: &frame, theme: theme)
    for (index, rect) in layout.items {
      let text = editor?.index == index ? editor?.text ?? "" : items[index]
      let style =
        editor?.index == index
        ? theme.keyFlash
        : index == selected ? theme.keyHighlighted : index == current ? theme.keyActive : theme.key
      frame.fill(rect, with: style)
      let label = " \(index + 1) " + DisplayWidth.truncated(text, to: rect.width - 4)
      frame.write(label, x: rect.x, y: rect.y, style: style, clip: rect)
    }
    let x = box.x + 2
    let width = box.width - 4
    let row = { (r: Row) in box.y + 1 + r.rawValue }
    let styles = PopupBox.styles(theme)
    if let editor {
      let mode = composer == nil ? "" : editor.hangul ? " 한글" : " 영문"
      let label = "\(editor.index + 1)번\(mode): "
      let fieldX = frame.write(label, x: x, y: row(.field), style: theme.overlayTitle, clip: inside)
      let field = Rect(x: fieldX, y: row(.field), width: max(0, x + width - fieldX), height: 1)
        .intersection(inside)
      frame.fill(field, with: theme.key)
      FieldLineView.draw(
        editor.field, in: field, style: theme.key, into: &frame)
      if let error = editor.error {
        frame.write(
          DisplayWidth.truncated(error, to: width), x: x, y: row(.message), style: styles.error,
          clip: inside)
      }
    } else {
      let currentItem = items.indices.contains(current) ? items[current] : ""
      let now = "지금: " + DisplayWidth.truncated(currentItem, to: width - 6)
      frame.write(now, x: x, y: row(.field), style: theme.overlay, clip: inside)
      frame.write(
        DisplayWidth.truncated(Self.tip, to: width), x: x, y: row(.message),
        style: styles.placeholder,
        clip: inside)
    }
    PopupBox.draw(layout.buttons, into: &frame, theme: theme)
  }

  var browseHints: [PopupHint] {
    PopupHint.from([.choose, .editItem, .close], in: [.shortcuts], keys: keys)
  }

  var editHints: [PopupHint] { editHints(hangulToggle: composer != nil) }

  func editHints(hangulToggle: Bool) -> [PopupHint] {
    let commands: [Command] = [.submit, .cancel, .clear] + (hangulToggle ? [.toggleInputMode] : [])
    return PopupHint.from(commands, in: [.editor], keys: keys)
  }
}
