/// Writes `Settings` as a commented config.toml (also the text of Resources/config.example.toml).
enum SettingsEncoder {
  static let exampleServer = "https://reviews.example.com"

  static func encode(_ s: Settings) -> String {
    let server =
      s.server.map { "server = \(TOMLText.string($0))" }
      ?? "# server = \(TOMLText.string(exampleServer))"
    let lines = [
      "# dubeol settings, read from `dubeol config path`; `dubeol config show` prints what is in effect.",
      "# Changing phrases or shortcuts in the app rewrites this file in this layout; a file",
      "# written by hand is first copied to config.toml.bak.",
      "",
      "# The name shown on your reviews.",
      "author = \(TOMLText.string(s.authorName))",
      "# The review server. Unset or \"\": the server built into dubeol.",
      server,
      "# The review theme (board) to read and post to.",
      "theme = \(TOMLText.string(s.themeId))",
      "",
      "[engine]",
      "# \"mobile\": like the iOS keyboards (backspace undoes the last keystroke, ㅘ+ㅣ → ㅙ).",
      "# \"standard\": libhangul's 2-beolsik.",
      "profile = \(TOMLText.string(s.profile))",
      "# ㄱㄱ → ㄲ, ㅅㅅ → ㅆ and the like.",
      "double_stroke = \(s.doubleStroke)",
      "# ㅏ+ㅣ → ㅐ, ㅓ+ㅣ → ㅔ, ㅑ+ㅣ → ㅒ, ㅕ+ㅣ → ㅖ.",
      "extended_vowels = \(s.extendedVowels)",
      "# 모아치기: a vowel typed before its consonant still makes the syllable (ㅏ ㄱ → 가).",
      "auto_reorder = \(s.autoReorder)",
      "",
      "[phrases]",
      "# 자주 쓰는 말, in the order the popup lists them.",
      "list = \(TOMLText.array(s.favoritePhrases))",
      "",
      "[shortcuts]",
      "# The six 단축키 items, left to right, top row first.",
      "items = \(TOMLText.array(s.shortcuts))",
      "# Which item the shortcut key inserts: 0 is the first, 5 the last.",
      "current = \(s.currentShortcut)",
      "",
      "[ui]",
      "# \(Settings.colorThemes.map { "\"\($0)\"" }.joined(separator: " or ")); NO_COLOR in the environment also turns colours off.",
      "color_theme = \(TOMLText.string(s.colorTheme))",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
