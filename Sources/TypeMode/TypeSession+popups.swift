import App
import Hangul
import HostedProgram
import Persistence
import Terminal

/// 자주 쓰는 말 and 단축키 in `dubeol type`: the UI's popups, over the program; the phrase or the
/// shortcut item chosen is typed into the program. Adding a phrase takes the text typed since the
/// last key that was not text; changes to the lists are saved to config.toml as the UI saves them.
extension TypeSession {
  mutating func openPhrases() {
    phrases = PhrasesPopup(
      phrases: settings.favoritePhrases, area: Rect(x: 0, y: 0, width: 80, height: 24),
      composer: Composer.from(settings, keyboard: keyboards.current), mode: mode,
      escToLatin: settings.escToLatin, keys: keys)
  }

  mutating func openShortcuts() {
    shortcuts = ShortcutPicker(
      items: settings.shortcuts, current: settings.currentShortcut,
      area: Rect(x: 0, y: 0, width: 80, height: 24),
      composer: Composer.from(settings, keyboard: keyboards.current), hangul: mode == .hangul,
      escToLatin: settings.escToLatin, keys: keys)
  }

  /// Where the popups are centred (the program's area): clicks are measured against it.
  package mutating func placePopup(in area: Rect) {
    phrases?.area = area
    shortcuts?.area = area
  }

  /// Whether a popup takes the keys and the mouse.
  package var popupOpen: Bool { phrases != nil || shortcuts != nil }

  mutating func handleInShortcuts(_ event: InputEvent) -> [ProgramInput] {
    guard var picker = shortcuts else { return [] }
    let action = picker.handle(event)
    shortcuts = picker
    switch action {
    case .selectShortcut(let index):
      shortcuts = nil
      guard settings.shortcuts.indices.contains(index) else { return [] }
      settings.currentShortcut = index
      settingsToSave = settings
      return [.text(settings.shortcuts[index])]
    case .shortcutsChanged(let items):
      settings.shortcuts = items
      settingsToSave = settings
    case .close:
      shortcuts = nil
    case .unhandled:
      if opens(event, .typeShortcuts) { shortcuts = nil }
    case .insert, .addFromCompose, .phrasesChanged, nil:
      break
    }
    return []
  }

  /// Whether `event` is the key of `command` (the key that opened a popup closes it).
  private func opens(_ event: InputEvent, _ command: Command) -> Bool {
    guard case .key(let key, let modifiers) = event else { return false }
    return keys.command(for: KeyChord(key, modifiers), in: .type) == command
  }

  /// The settings to save once the phrase list changed, once.
  package mutating func takeSettingsToSave() -> Settings? {
    defer { settingsToSave = nil }
    return settingsToSave
  }

  mutating func handleInPhrases(_ event: InputEvent) -> [ProgramInput] {
    guard var popup = phrases else { return [] }
    let action = popup.handle(event)
    phrases = popup
    switch action {
    case .insert(let text):
      phrases = nil
      return [.text(text)]
    case .addFromCompose:
      guard let item = Settings.item(from: typed), let changed = popup.add(item) else {
        notice = "추가할 글이 없어요 (바로 앞에 입력한 글을 추가해요)"
        return []
      }
      phrases = popup
      if case .phrasesChanged(let list) = changed { keep(list) }
    case .phrasesChanged(let list):
      keep(list)
    case .close:
      phrases = nil
    case .unhandled:
      if opens(event, .typePhrases) { phrases = nil }
    case .selectShortcut, .shortcutsChanged, nil:
      break
    }
    return []
  }

  private mutating func keep(_ list: [String]) {
    settings.favoritePhrases = list
    settingsToSave = settings
  }
}
