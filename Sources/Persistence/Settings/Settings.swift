import Hangul
import Reviews

/// Everything in config.toml.
public struct Settings: Equatable, Sendable {
  /// The name shown on posted reviews.
  public var authorName: String
  /// The review server's base URL; nil means the embedded server.
  public var server: String?
  /// The review theme (board) to read and post to.
  public var themeId: String
  /// The engine profile.
  public var profile: Profile
  /// The keyboard typed in 한글 mode, by id ("2", "39", a user keyboard's).
  public var keyboard: String
  /// The keyboards the cycle-keyboard key goes through, in order.
  public var keyboards: [String]
  public var doubleStroke: Bool
  public var extendedVowels: Bool
  public var autoReorder: Bool
  /// 자주 쓰는 말, in the order the popup lists them.
  public var favoritePhrases: [String]
  /// The six 단축키 items (always `Settings.shortcutCount`).
  public var shortcuts: [String]
  /// Index into `shortcuts` of the item the shortcut key inserts.
  public var currentShortcut: Int
  public var colorTheme: ColorTheme
  /// Whether the terminal's background is dark or light, or `auto` to ask it.
  public var background: BackgroundChoice
  /// `[colors]`: colours for the theme's roles.
  public var themeColors: ThemeColors
  /// The status line shows 초성/중성/종성 of the syllable being typed in the compose pane
  /// too (they always show while the keyboard grid has focus). Off by default: the syllable is
  /// highlighted where it is typed, and the slots cost bytes on every key.
  public var jamoSlots: Bool
  /// The hanja table (`key:value:comment` lines); nil means libhangul-data's hanja.txt.
  public var hanjaTable: String?
  /// The symbol table, keyed by jamo; nil means libhangul-data's mssymbol.txt.
  public var hanjaSymbols: String?
  /// Esc also switches to English after ending the syllable (for vi users).
  public var escToLatin: Bool
  /// `[keys]`: the user's keys for commands, in file order (checked by the App's key map).
  public var keyBindings: [KeyBinding]
  /// `dubeol type`: what the program is sent while a syllable is typed.
  public var typeEdits: TypeEdits
  /// `dubeol type`: the input mode it starts in.
  public var typeStart: TypeStart

  public init(
    authorName: String = ReviewAPI.defaultUserName,
    server: String? = nil,
    themeId: String = ReviewAPI.defaultThemeId,
    profile: Profile = .mobile,
    keyboard: String = "2",
    keyboards: [String] = ["2"],
    doubleStroke: Bool = false,
    extendedVowels: Bool = false,
    autoReorder: Bool = false,
    favoritePhrases: [String] = ["안녕하세요~", "감사합니다!", "지금 가는 중이야!"],
    shortcuts: [String] = ["😀", "ㅋㅋㅋㅋㅋㅋ", "❤️", "넵넵!!", "안녕하세요!", "ㅠㅠㅠㅠ"],
    currentShortcut: Int = 0,
    colorTheme: ColorTheme = .default,
    background: BackgroundChoice = .auto,
    themeColors: ThemeColors = ThemeColors(),
    jamoSlots: Bool = false,
    hanjaTable: String? = nil,
    hanjaSymbols: String? = nil,
    escToLatin: Bool = false,
    keyBindings: [KeyBinding] = [],
    typeEdits: TypeEdits = .commit,
    typeStart: TypeStart = .english
  ) {
    self.typeEdits = typeEdits
    self.typeStart = typeStart
    self.keyBindings = keyBindings
    self.background = background
    self.themeColors = themeColors
    self.authorName = authorName
    self.server = server
    self.themeId = themeId
    self.profile = profile
    self.keyboard = keyboard
    self.keyboards = keyboards
    self.doubleStroke = doubleStroke
    self.extendedVowels = extendedVowels
    self.autoReorder = autoReorder
    self.favoritePhrases = favoritePhrases
    self.shortcuts = shortcuts
    self.currentShortcut = currentShortcut
    self.colorTheme = colorTheme
    self.jamoSlots = jamoSlots
    self.hanjaTable = hanjaTable
    self.hanjaSymbols = hanjaSymbols
    self.escToLatin = escToLatin
  }

  /// What dubeol uses when there is no config file (or a broken one).
  public static let defaults = Settings()

  /// How many items the shortcut picker holds.
  public static let shortcutCount = 6
  /// The longest phrase or shortcut text accepted (a review holds at most 1000 characters).
  public static let maxItemLength = ReviewAPI.maxContentLength
}
