import App
import Persistence

/// What the UI and `dubeol type` start from: the user's config.toml, checked, with the command
/// line's choices over its settings, and the keyboards those name.
struct LaunchSettings {
  let store: SettingsStore
  let config: ConfigCheck
  let settings: Settings
  let keyboards: (choice: KeyboardChoice, problem: String?)

  init(overriding adjust: (inout Settings) -> Void) {
    store = SettingsStore(file: AppPaths.configFile())
    config = ConfigCheck(file: store.file)
    var settings = config.load.settings
    adjust(&settings)
    self.settings = settings
    keyboards = UIKeyboards.resolve(settings)
  }

  /// The first thing the user is told: a config.toml or a keyboard that could not be used.
  var startupMessage: String? {
    [config.startupMessage, keyboards.problem].compactMap { $0 }.first
  }
}
