import Hangul
import Persistence
import Terminal

/// The 단축키 picker: six items in a 2×3 grid; choose one to make it current, or edit one.
package struct ShortcutPicker: Equatable, Sendable {
  package static let columns = 3
  /// The longest text the editor takes (the item is a key label; long texts are phrases).
  package static let maxLength = 100

  package private(set) var items: [String]
  /// The item the shortcut key inserts.
  package private(set) var current: Int
  /// The highlighted cell.
  package private(set) var selected: Int
  package internal(set) var editor: ItemEditor?
  /// Where the popup is centred; the app keeps it equal to the area it renders into (mouse
  /// clicks are hit-tested against it).
  package var area: Rect
  /// Types Hangul in the editor (2-beolsik) when given; nil types letters as they are.
  let composer: Composer?
  /// Whether the editor starts in 한글 mode (the compose pane's mode).
  let startsInHangul: Bool
  /// Esc in the editor also switches to English (`[input] esc_to_latin`).
  let escToLatin: Bool
  /// The app's key map: the picker's keys and hints come from it.
  let keys: KeyMap

  /// - Parameters:
  ///   - composer: the engine the editor composes Hangul with (`AppState.freshComposer`).
  ///   - hangul: start the editor in 한글 mode; Tab switches 한/영 while editing.
  package init(
    items: [String], current: Int, area: Rect, composer: Composer? = nil, hangul: Bool = true,
    escToLatin: Bool = false, keys: KeyMap = .defaults
  ) {
    self.keys = keys
    self.escToLatin = escToLatin
    self.items = items
    self.current = items.indices.contains(current) ? current : 0
    self.selected = self.current
    self.area = area
    self.composer = composer
    self.startsInHangul = hangul
  }

  package static func == (lhs: ShortcutPicker, rhs: ShortcutPicker) -> Bool {
    lhs.items == rhs.items && lhs.current == rhs.current && lhs.selected == rhs.selected
      && lhs.editor == rhs.editor && lhs.area == rhs.area
  }

  /// Shows `items` and `current` (another session saved them) while only choosing: an item
  /// being edited keeps the picker as the person sees it.
  mutating func follow(_ items: [String], current: Int) {
    guard editor == nil, items.count == self.items.count else { return }
    self.items = items
    self.current = items.indices.contains(current) ? current : 0
  }

  package mutating func handle(_ event: InputEvent) -> PopupAction? {
    if editor != nil { return edit(event) }
    switch event {
    case .key(let key, let modifiers):
      if modifiers.contains(.ctrl) || modifiers.contains(.alt) { return .unhandled }
      return browse(key, modifiers)
    case .mouse(let mouse):
      return click(mouse)
    case .text, .paste, .resize:
      return .unhandled
    }
  }

  // MARK: - Choosing

  private mutating func browse(_ key: Key, _ modifiers: Modifiers) -> PopupAction? {
    switch keys.command(for: KeyChord(key, modifiers), in: .shortcuts) {
    case .left: moveColumn(by: -1)
    case .right: moveColumn(by: 1)
    case .up: moveRow(by: -1)
    case .down: moveRow(by: 1)
    case .nextItem: selected = (selected + 1) % max(1, items.count)
    case .previousItem: selected = (selected + items.count - 1) % max(1, items.count)
    case .top: selected = 0
    case .bottom: selected = max(0, items.count - 1)
    case .choose: return choose(selected)
    case .editItem: startEditing(selected)
    case .close: return .close
    default:
      guard case .character(let c) = key, let digit = c.wholeNumberValue,
        items.indices.contains(digit - 1)
      else { return .unhandled }
      return choose(digit - 1)
    }
    return nil
  }

  private mutating func choose(_ index: Int) -> PopupAction? {
    guard items.indices.contains(index) else { return nil }
    selected = index
    current = index
    return .selectShortcut(index)
  }

  private mutating func moveColumn(by delta: Int) {
    let row = selected / Self.columns
    let column = min(max(0, selected % Self.columns + delta), Self.columns - 1)
    selected = min(row * Self.columns + column, items.count - 1)
  }

  private mutating func moveRow(by delta: Int) {
    let target = selected + delta * Self.columns
    if items.indices.contains(target) { selected = target }
  }

  private mutating func click(_ mouse: MouseEvent) -> PopupAction? {
    let button: MouseButton
    switch mouse.kind {
    case .press(let pressed): button = pressed
    default: return nil
    }
    switch layout(in: area).hit(Point(x: mouse.x, y: mouse.y)) {
    case .item(let index):
      if button == .right {
        selected = index
        startEditing(index)
        return nil
      }
      return button == .left ? choose(index) : nil
    case .button(let event):
      return button == .left ? handle(event) : nil
    case .inside:
      return nil
    case .outside:
      return button == .left ? .close : nil
    }
  }

  // MARK: - Editing

  private mutating func startEditing(_ index: Int) {
    guard items.indices.contains(index) else { return }
    editor = ItemEditor(
      index: index, text: items[index], composer: composer,
      mode: startsInHangul ? .hangul : .english, maxLength: Self.maxLength, escToLatin: escToLatin,
      keys: keys)
  }

  private mutating func edit(_ event: InputEvent) -> PopupAction? {
    if case .mouse(let mouse) = event {
      guard mouse.kind == .press(.left),
        case .button(let key) = layout(in: area).hit(Point(x: mouse.x, y: mouse.y))
      else { return nil }
      return edit(key)
    }
    switch editor?.handle(event) {
    case .save: return save()
    case .cancel: editor = nil
    case nil: break
    }
    return nil
  }

  private mutating func save() -> PopupAction? {
    guard let index = editor?.index, let item = editor?.acceptedItem() else { return nil }
    editor = nil
    guard items[index] != item else { return nil }
    items[index] = item
    return .shortcutsChanged(items)
  }
}
