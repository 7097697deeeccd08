import Hangul
import Persistence
import Terminal

/// The 자주 쓰는 말 popup: a list of favourite phrases to insert, add to, delete from and reorder.
package struct PhrasesPopup: Equatable, Sendable {
  package private(set) var phrases: [String]
  /// The highlighted phrase (0 when the list is empty).
  package private(set) var selected: Int
  /// `d` was pressed: the selected phrase is deleted on `y`/Enter, kept on `n`/Esc.
  package private(set) var confirmingDelete = false
  /// Where the popup is centred; the app keeps it equal to the area it renders into (mouse
  /// clicks are hit-tested against it).
  package var area: Rect
  /// The selected phrase being edited in place (`e`), if any.
  package internal(set) var editor: ItemEditor?
  /// What the editor composes with, the mode it starts in, and Esc's switch to English.
  let composer: Composer
  let startsIn: InputMode
  let escToLatin: Bool
  /// The app's key map: the popup's keys and hints come from it.
  let keys: KeyMap

  package init(
    phrases: [String], area: Rect, selected: Int = 0, composer: Composer = Composer(),
    mode: InputMode = .hangul, escToLatin: Bool = false, keys: KeyMap = .defaults
  ) {
    self.keys = keys
    self.phrases = phrases
    self.area = area
    self.selected = min(max(0, selected), max(0, phrases.count - 1))
    self.composer = composer
    self.startsIn = mode
    self.escToLatin = escToLatin
  }

  package static func == (lhs: PhrasesPopup, rhs: PhrasesPopup) -> Bool {
    lhs.phrases == rhs.phrases && lhs.selected == rhs.selected
      && lhs.confirmingDelete == rhs.confirmingDelete && lhs.area == rhs.area
      && lhs.editor == rhs.editor
  }

  /// The highlighted phrase, if any.
  package var selectedPhrase: String? {
    phrases.indices.contains(selected) ? phrases[selected] : nil
  }

  /// Adds `phrase` (already cleaned with `Settings.item(from:)`) and highlights it. A phrase
  /// already in the list is only highlighted, so nothing changes and nil is returned.
  package mutating func add(_ phrase: String) -> PopupAction? {
    confirmingDelete = false
    if let index = phrases.firstIndex(of: phrase) {
      selected = index
      return nil
    }
    phrases.append(phrase)
    selected = phrases.count - 1
    return .phrasesChanged(phrases)
  }

  /// Shows `phrases` (another session saved them) while only browsing: a phrase being edited
  /// or asked about keeps the list the person sees until they are done.
  mutating func follow(_ phrases: [String]) {
    guard editor == nil, !confirmingDelete, phrases != self.phrases else { return }
    self.phrases = phrases
    selected = min(selected, max(0, phrases.count - 1))
  }

  package mutating func handle(_ event: InputEvent) -> PopupAction? {
    if editor != nil { return edit(event) }
    switch event {
    case .key(let key, let modifiers):
      if confirmingDelete { return confirm(key) }
      return browse(key, modifiers)
    case .mouse(let mouse):
      return click(mouse)
    case .text, .paste, .resize:
      return .unhandled
    }
  }

  // MARK: - Keys

  private mutating func browse(_ key: Key, _ modifiers: Modifiers) -> PopupAction? {
    if modifiers.contains(.ctrl) || modifiers.contains(.alt) { return .unhandled }
    switch keys.command(for: KeyChord(key, modifiers), in: .phrases) {
    case .up: move(by: -1)
    case .down: move(by: 1)
    case .pageUp: move(by: -Self.pageSize)
    case .pageDown: move(by: Self.pageSize)
    case .top: move(by: -phrases.count)
    case .bottom: move(by: phrases.count)
    case .insert: return selectedPhrase.map(PopupAction.insert)
    case .add: return .addFromCompose
    case .editItem: startEditing()
    case .deleteItem: confirmingDelete = selectedPhrase != nil
    case .moveItemDown: return reorder(by: 1)
    case .moveItemUp: return reorder(by: -1)
    case .close: return .close
    default:
      guard case .character(let c) = key, let digit = c.wholeNumberValue, (1...9).contains(digit)
      else { return .unhandled }
      guard phrases.indices.contains(digit - 1) else { return nil }
      return .insert(phrases[digit - 1])
    }
    return nil
  }

  private mutating func confirm(_ key: Key) -> PopupAction? {
    switch keys.command(for: KeyChord(key), in: .confirm) {
    case .yes:
      confirmingDelete = false
      guard phrases.indices.contains(selected) else { return nil }
      phrases.remove(at: selected)
      selected = min(selected, max(0, phrases.count - 1))
      return .phrasesChanged(phrases)
    case .no:
      confirmingDelete = false
      return nil
    default:
      return nil
    }
  }

  // MARK: - Editing a phrase in place

  private mutating func startEditing() {
    guard let phrase = selectedPhrase else { return }
    editor = ItemEditor(
      index: selected, text: phrase, composer: composer, mode: startsIn,
      maxLength: Settings.maxItemLength, escToLatin: escToLatin, keys: keys)
  }

  private mutating func edit(_ event: InputEvent) -> PopupAction? {
    if case .mouse = event { return nil }
    switch editor?.handle(event) {
    case .save: return save()
    case .cancel: editor = nil
    case nil: break
    }
    return nil
  }

  /// Enter: the phrase takes the edited text (cleaned as every phrase is); empty text is not
  /// saved.
  private mutating func save() -> PopupAction? {
    guard let index = editor?.index, let phrase = editor?.acceptedItem() else { return nil }
    editor = nil
    guard phrases.indices.contains(index), phrases[index] != phrase else {
      return nil
    }
    phrases[index] = phrase
    return .phrasesChanged(phrases)
  }

  private mutating func move(by delta: Int) {
    guard !phrases.isEmpty else { return }
    selected = min(max(0, selected + delta), phrases.count - 1)
  }

  private mutating func reorder(by delta: Int) -> PopupAction? {
    let target = selected + delta
    guard phrases.indices.contains(selected), phrases.indices.contains(target) else { return nil }
    phrases.swapAt(selected, target)
    selected = target
    return .phrasesChanged(phrases)
  }

  // MARK: - Mouse

  private mutating func click(_ mouse: MouseEvent) -> PopupAction? {
    let point = Point(x: mouse.x, y: mouse.y)
    switch mouse.kind {
    case .wheelUp:
      move(by: -1)
      return nil
    case .wheelDown:
      move(by: 1)
      return nil
    case .press(.left):
      break
    default:
      return nil
    }
    switch layout(in: area).hit(point) {
    case .item(let index):
      if confirmingDelete {
        confirmingDelete = false
        return nil
      }
      selected = index
      return .insert(phrases[index])
    case .button(let event):
      return handle(event)
    case .inside:
      return nil
    case .outside:
      if confirmingDelete {
        confirmingDelete = false
        return nil
      }
      return .close
    }
  }

  static let pageSize = 5
}
