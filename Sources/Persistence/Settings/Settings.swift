import Reviews

/// Everything in config.toml.
public struct Settings: Equatable, Sendable {
  /// The name shown on posted reviews.
  public var authorName: String
  /// The review server's base URL; nil means the embedded server.
  public var server: String?
  /// The review theme (board) to read and post to.
  public var themeId: String
  /// The engine profile name, one of `Settings.profiles`.
  public var profile: String
  public var doubleStroke: Bool
  public var extendedVowels: Bool
  public var autoReorder: Bool
  /// 자주 쓰는 말, in the order the popup lists them.
  public var favoritePhrases: [String]
  /// The six 단축키 items (always `Settings.shortcutCount`).
  public var shortcuts: [String]
  /// Index into `shortcuts` of the item the shortcut key inserts.
  public var currentShortcut: Int
  /// The colour theme name, one of `Settings.colorThemes`.
  public var colorTheme: String

  public init(
    authorName: String = ReviewAPI.defaultUserName,
    server: String? = nil,
    themeId: String = Settings.defaultThemeId,
    profile: String = "mobile",
    doubleStroke: Bool = false,
    extendedVowels: Bool = false,
    autoReorder: Bool = false,
    favoritePhrases: [String] = ["안녕하세요~", "감사합니다!", "지금 가는 중이야!"],
    shortcuts: [String] = ["😀", "ㅋㅋㅋㅋㅋㅋ", "❤️", "넵넵!!", "안녕하세요!", "ㅠㅠㅠㅠ"],
    currentShortcut: Int = 0,
    colorTheme: String = "default"
  ) {
    self.authorName = authorName
    self.server = server
    self.themeId = themeId
    self.profile = profile
    self.doubleStroke = doubleStroke
    self.extendedVowels = extendedVowels
    self.autoReorder = autoReorder
    self.favoritePhrases = favoritePhrases
    self.shortcuts = shortcuts
    self.currentShortcut = currentShortcut
    self.colorTheme = colorTheme
  }

  /// What dubeol uses when there is no config file (or a broken one).
  public static let defaults = Settings()

  /// Engine profile names accepted in `[engine] profile` (Hangul.Profile raw values).
  public static let profiles = ["mobile", "standard"]
  /// Colour theme names accepted in `[ui] color_theme`.
  public static let colorThemes = ["default", "mono"]
  /// How many items the shortcut picker holds.
  public static let shortcutCount = 6
  /// The longest phrase or shortcut text accepted (a review holds at most 1000 characters).
  public static let maxItemLength = 1000
}
