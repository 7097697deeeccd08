import DisplayText
import Terminal

/// A clickable hint along a popup's bottom edge; a click acts as pressing its key.
package struct PopupButton: Equatable, Sendable {
  package var label: String
  package var event: InputEvent
  package var rect: Rect
}

/// Where a popup's parts are on screen: computed once from the state and the area, used both to
/// draw and to hit-test mouse clicks, so the two never disagree.
package struct PopupLayout: Equatable, Sendable {
  /// The bordered box.
  package var box: Rect
  /// The rows (or cells) of the visible items, by item index.
  package var items: [(index: Int, rect: Rect)]
  package var buttons: [PopupButton]

  /// Clips every part to the inside of the box's border and drops parts that end up empty, so
  /// a popup squeezed into a small area never hit-tests what it did not draw.
  init(box: Rect, items: [(index: Int, rect: Rect)], buttons: [PopupButton]) {
    let inside = box.inset(by: 1)
    self.box = box
    self.items = items.compactMap { item in
      let rect = item.rect.intersection(inside)
      return rect.isEmpty ? nil : (index: item.index, rect: rect)
    }
    self.buttons = buttons.compactMap { button in
      var button = button
      button.rect = button.rect.intersection(inside)
      return button.rect.isEmpty ? nil : button
    }
  }

  /// What is under a point.
  package enum Hit: Equatable, Sendable {
    case item(Int)
    case button(InputEvent)
    case inside
    case outside
  }

  package func hit(_ point: Point) -> Hit {
    if let item = items.first(where: { $0.rect.contains(point) }) { return .item(item.index) }
    if let button = buttons.first(where: { $0.rect.contains(point) }) {
      return .button(button.event)
    }
    return box.contains(point) ? .inside : .outside
  }

  package static func == (lhs: PopupLayout, rhs: PopupLayout) -> Bool {
    lhs.box == rhs.box && lhs.buttons == rhs.buttons
      && lhs.items.map(\.index) == rhs.items.map(\.index)
      && lhs.items.map(\.rect) == rhs.items.map(\.rect)
  }
}

/// A hint button before it is placed: its key's name, what it does, and the event it sends.
struct PopupHint: Sendable {
  var key: String
  var label: String
  var event: InputEvent

  var text: String { "\(key) \(label)" }

  /// Places hints left to right from `x` on row `y`, two cells apart, dropping those that do
  /// not fit before `maxX`.
  static func place(_ hints: [PopupHint], x: Int, y: Int, maxX: Int) -> [PopupButton] {
    var buttons: [PopupButton] = []
    var cx = x
    for hint in hints {
      let width = DisplayWidth.of(hint.text)
      guard cx + width <= maxX else { break }
      buttons.append(
        PopupButton(
          label: hint.text, event: hint.event, rect: Rect(x: cx, y: y, width: width, height: 1)))
      cx += width + 2
    }
    return buttons
  }

  /// The width of the hints laid out on one row.
  static func width(_ hints: [PopupHint]) -> Int {
    hints.map { DisplayWidth.of($0.text) }.reduce(0, +) + max(0, hints.count - 1) * 2
  }

  /// The buttons of `commands` in `scopes`, from the key map: the first key of each, its
  /// words, and pressing it. A command with no key has no button.
  static func from(_ commands: [Command], in scopes: [KeyScope], keys: KeyMap) -> [PopupHint] {
    commands.compactMap { command in
      guard let row = keys.row(command, in: scopes),
        let chord = keys.chords(for: command, in: scopes).first
      else { return nil }
      return PopupHint(
        key: KeyName.short(chord), label: row.shortHelp, event: .key(chord.key, chord.modifiers))
    }
  }
}
