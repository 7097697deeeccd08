import App
import Hangul
import HangulKeyboards
import Persistence

/// The UI's keyboards: `[engine] keyboard` and `[engine] keyboards` read from their files, and
/// what could not be used, for the start-up toast.
enum UIKeyboards {
  static func resolve(_ settings: Settings) -> (choice: KeyboardChoice, problem: String?) {
    var ids = settings.keyboards
    if !ids.contains(settings.keyboard) { ids.insert(settings.keyboard, at: 0) }
    // 2-beolsik needs no file; any other id reads the catalog once.
    guard ids.contains(where: { $0 != Keyboard.dubeolsikID }) else {
      return (KeyboardChoice(), nil)
    }
    let catalog = KeyboardCatalog.load(cache: .user)
    var keyboards: [Keyboard] = []
    var problems = catalog.problems.map { "자판 파일 오류: \($0)" }
    for id in ids {
      if id == Keyboard.dubeolsikID {
        keyboards.append(.dubeolsik)
        continue
      }
      switch catalog.lookUp(id) {
      case .success(let keyboard): keyboards.append(keyboard)
      case .failure(let error): problems.append("자판 \(id): \(error.message)")
      }
    }
    // The profile is 2-beolsik's (other keyboards have only standard); options are said.
    if let current = keyboards.first(where: { $0.id == settings.keyboard }),
      let reason = current.problem(profile: current.defaultProfile, options: settings.options)
    {
      problems.append("자판 \(current.id): \(reason) (그 설정은 빼고 써요)")
    }
    return (KeyboardChoice(keyboards: keyboards, current: settings.keyboard), problems.first)
  }
}

extension Settings {
  /// The engine options as the composer takes them.
  var options: ComposerOptions {
    ComposerOptions(
      doubleStroke: doubleStroke, extendedVowels: extendedVowels, autoReorder: autoReorder)
  }
}
