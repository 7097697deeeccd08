import Hangul
import Persistence
import Terminal

extension AppState {
  /// Where popups are centred: everything between the header and the status line.
  var popupArea: Rect { Rect(x: 0, y: 1, width: width, height: max(0, height - 2)) }

  /// Opens 자주 쓰는 말, ending any composition first.
  mutating func openPhrases() -> [Effect] {
    endComposition()
    keyboard.hold = nil
    overlay = .phrases(
      PhrasesPopup(
        phrases: settings.favoritePhrases, area: popupArea, composer: freshComposer,
        mode: compose.mode, escToLatin: settings.escToLatin, keys: keys))
    return []
  }

  /// Opens the 단축키 picker, ending any composition first.
  mutating func openShortcuts() -> [Effect] {
    endComposition()
    keyboard.hold = nil
    overlay = .shortcuts(
      ShortcutPicker(
        items: settings.shortcuts, current: settings.currentShortcut, area: popupArea,
        composer: freshComposer, hangul: compose.mode == .hangul,
        escToLatin: settings.escToLatin, keys: keys))
    return []
  }

  mutating func closePopup() {
    overlay = nil
  }

  mutating func handlePopupKey(_ chord: KeyChord, _ popup: Overlay.Kind) -> [Effect] {
    let action = sendToPopup(.key(chord.key, chord.modifiers))
    if action == .unhandled {
      // The binding that opened a popup closes it again.
      let command = keys.command(for: chord, in: .everywhere)
      if (popup == .phrases && command == .openPhrases)
        || (popup == .shortcuts && command == .openShortcuts)
      {
        closePopup()
      }
      return []
    }
    return apply(action)
  }

  mutating func handlePopupText(_ text: String) -> [Effect] {
    apply(sendToPopup(.text(text)))
  }

  mutating func handlePopupMouse(_ mouse: MouseEvent) -> [Effect] {
    apply(sendToPopup(.mouse(mouse)))
  }

  /// Hands an event to the open popup and keeps what it changed in the overlay.
  private mutating func sendToPopup(_ event: InputEvent) -> PopupAction? {
    switch overlay {
    case .phrases(var phrases):
      phrases.area = popupArea
      defer { overlay = .phrases(phrases) }
      return phrases.handle(event)
    case .shortcuts(var picker):
      picker.area = popupArea
      defer { overlay = .shortcuts(picker) }
      return picker.handle(event)
    default:
      return nil
    }
  }

  /// Carries out what a popup asked for: insert text, store and save settings, close.
  private mutating func apply(_ action: PopupAction?) -> [Effect] {
    switch action {
    case nil, .unhandled:
      return []
    case .close:
      closePopup()
      return []
    case .insert(let phrase):
      closePopup()
      return insert(phrase)
    case .addFromCompose:
      guard let phrase = Settings.item(from: compose.text) else {
        return showToast(.warning, "추가할 글을 먼저 작성해 주세요")
      }
      guard case .phrases(var phrases) = overlay else { return [] }
      let added = phrases.add(phrase)
      overlay = .phrases(phrases)
      return apply(added)
    case .phrasesChanged(let phrases):
      settings.favoritePhrases = phrases
      return [.saveSettings(settings)]
    case .selectShortcut(let index):
      settings.currentShortcut = index
      closePopup()
      return [.saveSettings(settings)]
    case .shortcutsChanged(let items):
      settings.shortcuts = items
      return [.saveSettings(settings)]
    }
  }
}
