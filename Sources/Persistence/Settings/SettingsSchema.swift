import Hanja

/// config.toml's keys in the order the file lists them: the one place a setting is spelled.
/// Decoding, the unknown-key warnings and encoding all follow this table.
enum SettingsSchema {
  /// The comment at the top of the file (and the blank line after it).
  static let header = [
    "# dubeol settings, read from `dubeol config path`; `dubeol config show` prints what is in effect.",
    "# Changing phrases or shortcuts in the app rewrites this file in this layout; a file",
    "# written by hand is first copied to config.toml.bak.",
    "",
  ]

  /// Built on each use: the codecs' closures are not `Sendable`, and a config is read rarely.
  static var fields: [SettingsField] {
    [
      SettingsField(
        "", "author", \.authorName, .line, comment: "The name shown on your reviews."),
      SettingsField(
        "", "server", \.server, .serverURL, example: TOMLText.string(exampleServer),
        comment: "The review server. Unset or \"\": the server built into dubeol."),
      SettingsField(
        "", "theme", \.themeId, .themeId,
        comment: "The review theme (board) to read and post to."),
      SettingsField(
        "engine", "profile", \.profile, .choice,
        comment:
          "\"mobile\": like the iOS keyboards (backspace undoes the last keystroke, ㅘ+ㅣ → ㅙ).",
        "\"standard\": libhangul's 2-beolsik."),
      SettingsField(
        "engine", "keyboard", \.keyboard, .line,
        comment:
          "The keyboard: \"2\" 두벌식, \"39\" 세벌식 390, \"3f\" 최종, \"3s\" 순아래, \"32\" 두벌자판,",
        "\"ahn\" 안마태, \"ro\" 로마자, or your own (~/.local/share/libhangul/keyboards,",
        "~/.config/dubeol/keyboards). Options that make no sense on it are left off."),
      SettingsField(
        "engine", "keyboards", \.keyboards, .items(),
        comment: "The keyboards F7 (자판) goes through, in order."),
      SettingsField(
        "engine", "double_stroke", \.doubleStroke, .bool, comment: "ㄱㄱ → ㄲ, ㅅㅅ → ㅆ and the like."),
      SettingsField(
        "engine", "extended_vowels", \.extendedVowels, .bool,
        comment: "ㅏ+ㅣ → ㅐ, ㅓ+ㅣ → ㅔ, ㅑ+ㅣ → ㅒ, ㅕ+ㅣ → ㅖ."),
      SettingsField(
        "engine", "auto_reorder", \.autoReorder, .bool,
        comment: "모아치기: a vowel typed before its consonant still makes the syllable (ㅏ ㄱ → 가)."),
      SettingsField(
        "input", "esc_to_latin", \.escToLatin, .bool,
        comment: "Esc ends the syllable being typed and also switches to English (as in vi)."),
      SettingsField(
        "type", "edits", \.typeEdits, .choice,
        comment:
          "dubeol type: \"commit\" sends a syllable to the program once it is finished (dubeol",
        "draws it meanwhile); \"proxy\" sends every edit as it happens (DEL, then the new text)."),
      SettingsField(
        "type", "start", \.typeStart, .choice,
        comment: "dubeol type starts in \"english\" (commands are typed in English) or \"hangul\"."),
      SettingsField(
        "phrases", "list", \.favoritePhrases, .items(),
        comment: "자주 쓰는 말, in the order the popup lists them."),
      SettingsField(
        "shortcuts", "items", \.shortcuts, .items(count: Settings.shortcutCount),
        comment: "The six 단축키 items, left to right, top row first."),
      SettingsField(
        "shortcuts", "current", \.currentShortcut, .int(in: 0...Settings.shortcutCount - 1),
        comment: "Which item the shortcut key inserts: 0 is the first, 5 the last."),
      SettingsField(
        "ui", "color_theme", \.colorTheme, .choice,
        comment: ColorTheme.allCases.map { TOMLText.string($0.rawValue) }.joined(separator: " or ")
          + "; NO_COLOR in the environment also turns colours off."),
      SettingsField(
        "ui", "background", \.background, .choice,
        comment:
          "The terminal's background: \"auto\" asks the terminal (then COLORFGBG, then dark);",
        "\"dark\" or \"light\" say it."),
      SettingsField(
        "ui", "jamo_slots", \.jamoSlots, .bool,
        comment:
          "Show 초성/중성/종성 of the syllable being typed in the status line while typing in the",
        "compose pane too (they always show while the keyboard grid has focus)."),
      SettingsField(
        "hanja", "table", \.hanjaTable, .filePath,
        example: TOMLText.string(HanjaTables.defaultTable.path),
        comment: "The 한자 table (lines of key:value:comment). Unset or \"\": libhangul-data's."),
      SettingsField(
        "hanja", "symbols", \.hanjaSymbols, .filePath,
        example: TOMLText.string(HanjaTables.defaultSymbols.path),
        comment:
          "The 기호 table a lone jamo opens, in the same format. Unset or \"\": libhangul-data's."),
    ] + themeFields
  }

  /// `[colors]`: one key a role (the issue's `[theme]`: the top-level `theme` key, the review
  /// board, already takes that name, and TOML cannot hold both). Each is a colour name ("blue", "bright_red"), a number from 0
  /// to 255, or "#rrggbb"; unset keeps the theme's own colour.
  static var themeFields: [SettingsField] {
    let roles: [(String, WritableKeyPath<ThemeColors, ThemeColor?>, String, String)] = [
      (
        "header", \.header, "\"#005f87\"",
        "The top row's background (its text is black or white, whichever reads better)."
      ),
      ("author", \.author, "\"green\"", "Authors' names."),
      ("date", \.date, "244", "Dates and times."),
      ("selection", \.selection, "\"cyan\"", "The selected key or popup item's background."),
      ("key", \.key, "238", "The keyboard grid's keys' background."),
      ("key_pressed", \.keyPressed, "\"bright_yellow\"", "A pressed key's background."),
      ("popup", \.popup, "235", "Popups' and the reader's background."),
      ("toast", \.toast, "\"green\"", "The background of toasts that tell what happened."),
      ("highlight", \.highlight, "\"bright_yellow\"", "Search matches' background."),
      ("hint", \.hint, "\"bright_black\"", "Key hints and placeholders."),
    ]
    let colors: WritableKeyPath<Settings, ThemeColors> = \.themeColors
    return roles.map { key, role, example, comment in
      SettingsField(
        "colors", key, colors.appending(path: role), .themeColor,
        example: example, comment: comment)
    }
  }

  /// The server written, commented out, when none is set.
  static let exampleServer = "https://reviews.example.com"

  /// The keys each table may hold ("" is the top level, which also holds the tables). `[keys]`
  /// is not listed: its keys are commands, which the App checks.
  static var knownKeys: [String: Set<String>] {
    var known = Dictionary(grouping: fields, by: \.table).mapValues { Set($0.map(\.key)) }
    known["", default: []].formUnion(known.keys.filter { !$0.isEmpty } + [keysTable])
    return known
  }

  /// `[keys]`: the user's keys, one `command = key names` line each, after every other table.
  static let keysTable = "keys"

  /// The comment above `[keys]`'s lines, and the example written when there are none.
  static let keysComment = [
    "Your keys: a command = a key name or a list of them; each replaces the command's default",
    "keys. Names: ctrl+x, alt+x, shift+tab, f1-f12, enter, esc, tab, space, backspace,",
    "up/down/left/right, pgup/pgdn, home/end, or one character. `dubeol config keys` lists",
    "every command with its keys.",
  ]
  static let keysExample = "post = [\"ctrl+s\", \"f5\"]"

}
