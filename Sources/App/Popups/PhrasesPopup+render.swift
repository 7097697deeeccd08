import DisplayText
import Terminal

extension PhrasesPopup {
  static let title = "자주 쓰는 말"
  static let emptyText = "아직 없어요. a: 입력한 글을 추가"
  static let confirmText = "지울까요?"
  /// Widest content area the popup takes, so long phrases do not stretch it across the screen.
  static let maxContentWidth = 64
  static let minContentWidth = 24

  /// Where the box, the visible phrase rows and the hint buttons go inside `area`.
  package func layout(in area: Rect) -> PopupLayout {
    let rowWidths = phrases.map { DisplayWidth.of($0) + 3 }
    let content = min(
      max(
        Self.minContentWidth, DisplayWidth.of(Self.title) + 2, PopupHint.width(browseHints),
        DisplayWidth.of(Self.emptyText), rowWidths.max() ?? 0),
      Self.maxContentWidth, area.width - 4)
    // Borders and the hint row take 3 rows; the list gets the rest.
    let rows = max(1, min(phrases.count, area.height - 3))
    let box = area.centered(width: content + 4, height: rows + 3)
    let inner = Rect(x: box.x + 2, y: box.y + 1, width: max(0, box.width - 4), height: rows)
    let visible = min(rows, max(0, box.height - 3))
    let first = Self.firstVisible(selected: selected, count: phrases.count, rows: visible)
    let items = (0..<min(visible, phrases.count)).map { row in
      (
        index: first + row,
        rect: Rect(x: box.x + 1, y: inner.y + row, width: box.width - 2, height: 1)
      )
    }
    let hintX = confirmingDelete ? inner.x + DisplayWidth.of(Self.confirmText) + 2 : inner.x
    let buttons = PopupHint.place(hints, x: hintX, y: box.maxY - 2, maxX: box.maxX - 1)
    return PopupLayout(box: box, items: items, buttons: buttons)
  }

  /// Draws the popup centred in `area`.
  package func render(into frame: inout Frame, area: Rect, theme: Theme) {
    let layout = layout(in: area)
    let box = layout.box
    let count = phrases.isEmpty ? "" : " (\(phrases.count))"
    let inside = box.inset(by: 1)
    PopupBox.draw(box, title: Self.title + count, into: &frame, theme: theme)
    let textWidth = box.width - 4
    if phrases.isEmpty, box.height > 3 {
      let placeholder = PopupBox.styles(theme).placeholder
      frame.write(
        DisplayWidth.truncated(Self.emptyText, to: textWidth), x: box.x + 2, y: box.y + 1,
        style: placeholder, clip: inside)
    }
    for (index, rect) in layout.items {
      if let editor, editor.index == index {
        let number = index < 9 ? "\(index + 1)  " : "   "
        let fieldX = frame.write(
          number, x: rect.x + 1, y: rect.y, style: theme.keyFlash, clip: rect)
        FieldLineView.draw(
          editor.field, in: Rect(x: fieldX, y: rect.y, width: rect.maxX - fieldX, height: 1),
          style: theme.keyFlash, into: &frame)
        continue
      }
      let isSelected = index == selected
      let style =
        isSelected ? (confirmingDelete ? theme.toastWarning : theme.keyHighlighted) : theme.overlay
      frame.fill(rect, with: style)
      let number = index < 9 ? "\(index + 1)" : " "
      let text = "\(number)  " + DisplayWidth.truncated(phrases[index], to: textWidth - 3)
      frame.write(text, x: rect.x + 1, y: rect.y, style: style, clip: rect)
    }
    if let error = editor?.error, box.height > 3 {
      frame.write(
        DisplayWidth.truncated(error, to: textWidth), x: box.x + 2, y: box.maxY - 2,
        style: PopupBox.styles(theme).error, clip: inside)
      return
    }
    if confirmingDelete, box.height > 3 {
      frame.write(
        Self.confirmText, x: box.x + 2, y: box.maxY - 2, style: theme.overlayTitle, clip: inside)
    }
    PopupBox.draw(layout.buttons, into: &frame, theme: theme)
  }

  /// The hint buttons for the current mode; while confirming, they follow the prompt.
  var hints: [PopupHint] {
    if editor != nil {
      return PopupHint.from([.submit, .cancel, .clear, .toggleInputMode], in: [.editor], keys: keys)
    }
    if confirmingDelete { return PopupHint.from([.yes, .no], in: [.confirm], keys: keys) }
    if phrases.isEmpty {
      return PopupHint.from([.add, .close], in: [.phrases], keys: keys)
    }
    return browseHints
  }

  var browseHints: [PopupHint] {
    PopupHint.from(
      [.insert, .add, .editItem, .deleteItem, .moveItemDown, .moveItemUp, .close], in: [.phrases],
      keys: keys)
  }

  /// The first row shown so the selected one is visible, scrolling with it in the middle.
  static func firstVisible(selected: Int, count: Int, rows: Int) -> Int {
    guard count > rows, rows > 0 else { return 0 }
    return min(max(0, selected - rows / 2), count - rows)
  }
}
