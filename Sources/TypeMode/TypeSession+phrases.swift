import App
import Hangul
import HostedProgram
import Persistence
import Terminal

/// 자주 쓰는 말 in `dubeol type`: the UI's popup, over the program; the phrase chosen is typed
/// into the program. Adding takes the text typed since the last key that was not text; changes
/// to the list are saved to config.toml as the UI saves them.
extension TypeSession {
  mutating func openPhrases() {
    phrases = PhrasesPopup(
      phrases: settings.favoritePhrases, area: Rect(x: 0, y: 0, width: 80, height: 24),
      composer: Composer.from(settings, keyboard: keyboards.current), mode: mode,
      escToLatin: settings.escToLatin, keys: keys)
  }

  /// Where the popup is centred (the program's area): clicks are measured against it.
  package mutating func placePopup(in area: Rect) {
    phrases?.area = area
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
      // The key that opened the popup closes it.
      if case .key(let key, let modifiers) = event,
        keys.command(for: KeyChord(key, modifiers), in: .type) == .typePhrases
      {
        phrases = nil
      }
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
