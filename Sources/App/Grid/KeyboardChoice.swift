import Hangul
import Persistence

/// The keyboards the app types with: the list `[engine] keyboards` names (read by the shell),
/// and the one in use; a command cycles through them.
package struct KeyboardChoice: Sendable, Equatable {
  package private(set) var keyboards: [Keyboard]
  package private(set) var index: Int

  /// `current` is an id in `keyboards`, else the first is used; an empty list is 2-beolsik.
  package init(keyboards: [Keyboard] = [.dubeolsik], current: String = Keyboard.dubeolsikID) {
    self.keyboards = keyboards.isEmpty ? [.dubeolsik] : keyboards
    index = self.keyboards.firstIndex { $0.id == current } ?? 0
  }

  package var current: Keyboard { keyboards[index] }

  /// The next keyboard of the list, after the last the first.
  package mutating func cycle() {
    index = (index + 1) % keyboards.count
  }
}

extension Composer {
  /// A composer for `keyboard` with the settings' profile and options, leaving off what makes
  /// no sense on it (`Keyboard.problem`): `mobile` becomes the keyboard's own profile, then
  /// the options it refuses are switched off.
  package static func from(_ settings: Settings, keyboard: Keyboard) -> Composer {
    var profile = settings.profile
    var options = ComposerOptions(
      doubleStroke: settings.doubleStroke, extendedVowels: settings.extendedVowels,
      autoReorder: settings.autoReorder)
    if keyboard.problem(profile: profile, options: .init()) != nil {
      profile = keyboard.defaultProfile
    }
    for option in [\ComposerOptions.extendedVowels, \.doubleStroke, \.autoReorder]
    where keyboard.problem(profile: profile, options: options) != nil {
      options[keyPath: option] = false
    }
    return Composer(profile: profile, options: options, keyboard: keyboard)
  }
}

extension AppState {
  /// The composer every field starts with: the settings on the keyboard in use.
  var freshComposer: Composer { Composer.from(settings, keyboard: keyboards.current) }

  /// Switches to the next keyboard of `[engine] keyboards` (ending the syllable), says which,
  /// and keeps it as `[engine] keyboard` for the next start.
  mutating func cycleKeyboard() -> [Effect] {
    endComposition()
    keyboards.cycle()
    compose.field.use(freshComposer)
    keyboard.shift = .off
    clampHighlight()
    settings.keyboard = keyboards.current.id
    return [.saveSettings(settings)] + showToast(.info, "자판: \(keyboards.current.displayName)")
  }
}
