import Hangul
import Persistence
import Terminal

/// A popup's one-line editor of an item (a 단축키 item, a 자주 쓰는 말 phrase): a composing
/// field, so every editing key works as in the compose pane, and why Enter did not save.
package struct ItemEditor: Equatable, Sendable {
  /// The item being edited.
  package var index: Int
  package internal(set) var field: ComposingField
  /// Why Enter did not save, or why typing stopped (shown under the field).
  package var error: String?
  /// Tab switches 한/영 (false when the popup was made without an engine).
  let canToggle: Bool
  /// Esc also switches to English after ending the syllable (`[input] esc_to_latin`).
  let escToLatin: Bool
  let keys: KeyMap

  /// What the editor asks of its popup after a key.
  enum Outcome: Equatable { case save, cancel }

  init(
    index: Int, text: String, composer: Composer?, mode: InputMode, maxLength: Int,
    escToLatin: Bool = false, keys: KeyMap = .defaults
  ) {
    self.keys = keys
    self.index = index
    field = ComposingField(
      text: text, composer: composer ?? Composer(), mode: composer == nil ? .english : mode,
      maxLength: maxLength)
    canToggle = composer != nil
    self.escToLatin = escToLatin
  }

  package var text: String { field.text }
  /// The syllable being composed just before the cursor, if any.
  package var composing: Syllable? { field.composing }
  package var hangul: Bool { field.mode == .hangul }

  /// A key or text for the field; Enter asks to save, Esc (with nothing composing) to cancel.
  mutating func handle(_ event: InputEvent) -> Outcome? {
    switch event {
    case .key(let key, let modifiers):
      let command = keys.command(for: KeyChord(key, modifiers), in: KeyScope.itemEditor)
      switch command {
      case .submit:
        field.endComposition()
        return .save
      case .cancel:
        // Esc first ends the syllable being typed, as every input method does.
        return field.perform(.endSyllable(toLatin: escToLatin)) == .moved ? nil : .cancel
      case .toggleInputMode:
        if canToggle { note(field.perform(.toggleMode)) }
      default:
        if let edit = command?.fieldEdit {
          note(field.perform(edit))
        } else if case .character(let c) = key, !modifiers.contains(.alt),
          !modifiers.contains(.ctrl)
        {
          note(field.type(c))
        }
      }
    case .text(let text), .paste(let text):
      note(field.insert(text))
    case .mouse, .resize:
      break
    }
    return nil
  }

  /// Keeps why an edit was refused; any edit that went through clears it.
  private mutating func note(_ outcome: FieldOutcome) {
    error = outcome.refusal(limit: field.maxLength)
  }

  /// Enter: the edited text as an item (cleaned as every item is), or nil with the reason shown
  /// under the field when it is empty.
  mutating func acceptedItem() -> String? {
    guard let item = Settings.item(from: text) else {
      error = ShortcutPicker.emptyError
      return nil
    }
    return item
  }
}
