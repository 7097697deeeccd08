import Hangul
import Persistence
import Terminal

extension AppState {
  /// Where popups are centred: everything between the header and the status line.
  var popupArea: Rect { Rect(x: 0, y: 1, width: width, height: max(0, height - 2)) }

  /// Opens the favourite-phrase list or the shortcut picker, ending any composition first.
  mutating func openPopup(_ popup: Overlay) -> [Effect] {
    endComposition()
    keyboard.hold = nil
    switch popup {
    case .favorites:
      popups.phrases = PhrasesPopup(phrases: settings.favoritePhrases, area: popupArea)
    case .shortcuts:
      popups.shortcuts = ShortcutPicker(
        items: settings.shortcuts, current: settings.currentShortcut, area: popupArea,
        composer: Composer.from(settings), hangul: compose.mode == .hangul)
    case .help, .confirmQuit, .review, .outbox:
      break
    }
    overlay = popup
    return []
  }

  mutating func closePopup() {
    overlay = nil
    popups = PopupState()
  }

  mutating func handlePopupKey(_ chord: KeyChord, _ popup: Overlay) -> [Effect] {
    let action = sendToPopup(.key(chord.key, chord.modifiers), popup)
    if action == .unhandled {
      // The binding that opened a popup closes it again.
      let command = KeyBindings.command(for: chord, in: .global)
      if (popup == .favorites && command == .openFavorites)
        || (popup == .shortcuts && command == .openShortcuts)
      {
        closePopup()
      }
      return []
    }
    return apply(action, from: popup)
  }

  mutating func handlePopupText(_ text: String, _ popup: Overlay) -> [Effect] {
    apply(sendToPopup(.text(text), popup), from: popup)
  }

  mutating func handlePopupMouse(_ mouse: MouseEvent, _ popup: Overlay) -> [Effect] {
    apply(sendToPopup(.mouse(mouse), popup), from: popup)
  }

  private mutating func sendToPopup(_ event: InputEvent, _ popup: Overlay) -> PopupAction? {
    switch popup {
    case .favorites:
      guard var phrases = popups.phrases else { return nil }
      phrases.area = popupArea
      defer { popups.phrases = phrases }
      return phrases.handle(event)
    case .shortcuts:
      guard var picker = popups.shortcuts else { return nil }
      picker.area = popupArea
      defer { popups.shortcuts = picker }
      return picker.handle(event)
    case .help, .confirmQuit, .review, .outbox:
      return nil
    }
  }

  /// Carries out what a popup asked for: insert text, store and save settings, close.
  private mutating func apply(_ action: PopupAction?, from popup: Overlay) -> [Effect] {
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
      return apply(popups.phrases?.add(phrase), from: popup)
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
