import Foundation
import Testing

@testable import Persistence

@Suite("config.toml codec")
struct SettingsCodecTests {
  let file = URL(fileURLWithPath: "/test/config.toml")

  func decode(_ text: String) -> Settings? {
    if case .success(let settings, _) = SettingsDecoder.decode(text, file: file) { return settings }
    return nil
  }

  @Test func defaultsRoundTrip() {
    #expect(decode(Settings.defaults.tomlText) == .defaults)
  }

  @Test func everyFieldRoundTrips() {
    let settings = Settings(
      authorName: "홍길동 \"길동\" \\ 🙂",
      server: "https://reviews.example.org:8443/base",
      themeId: "summer-2024",
      profile: .standard,
      doubleStroke: true,
      extendedVowels: true,
      autoReorder: true,
      favoritePhrases: [
        "한 줄 # 주석 아님", "'작은따옴표'", "\"큰따옴표\"", "끝\\", String(repeating: "가", count: 80),
      ],
      shortcuts: ["👍🏽", "ㅎㅎ", "🇰🇷", "a", "b", "👨‍👩‍👧"],
      currentShortcut: 5,
      colorTheme: .mono)
    #expect(decode(settings.tomlText) == settings)
  }

  @Test func emptyPhraseListRoundTrips() {
    var settings = Settings.defaults
    settings.favoritePhrases = []
    #expect(decode(settings.tomlText) == settings)
  }

  @Test func anEmptyFileMeansDefaults() {
    #expect(decode("") == .defaults)
    #expect(decode("# only a comment\n") == .defaults)
  }

  @Test func missingKeysKeepTheirDefaults() {
    let settings = decode(
      """
      author = "민수"
      [shortcuts]
      current = 3
      """)
    var expected = Settings.defaults
    expected.authorName = "민수"
    expected.currentShortcut = 3
    #expect(settings == expected)
  }

  @Test func unknownKeysAndTablesAreTolerated() {
    let settings = decode(
      """
      author = "민수"
      future_option = [1, 2]
      [engine]
      profile = "standard"
      speed = 3
      [plugins.weather]
      city = "Seoul"
      """)
    var expected = Settings.defaults
    expected.authorName = "민수"
    expected.profile = .standard
    #expect(settings == expected)
  }

  @Test func unknownKeysAreNamedAsWarningsWithTheirLines() {
    let text = """
      author = "민수"
      future_option = 1

      [engine]
      double_strok = true
      [plugins]
      x = 1
      """
    guard case .success(_, let warnings) = SettingsDecoder.decode(text, file: file) else {
      Issue.record("rejected")
      return
    }
    #expect(warnings.map(\.line) == [2, 5, 6])
    #expect(
      warnings.map(\.message) == [
        "unknown key future_option is ignored", "unknown key engine.double_strok is ignored",
        "unknown key plugins is ignored",
      ])
  }

  @Test func theDefaultsHaveNoUnknownKeys() {
    guard
      case .success(_, let warnings) = SettingsDecoder.decode(
        Settings.defaults.tomlText, file: file)
    else {
      Issue.record("rejected")
      return
    }
    #expect(warnings.isEmpty)
  }

  @Test func dottedKeysAndInlineTablesWork() {
    let settings = decode(
      """
      engine.double_stroke = true
      ui = { color_theme = "mono" }
      """)
    #expect(settings?.doubleStroke == true)
    #expect(settings?.colorTheme == .mono)
  }

  @Test func aThemeIdMayBeANumber() {
    #expect(decode("theme = 7")?.themeId == "7")
  }

  @Test func anEmptyServerMeansTheBuiltInOne() {
    #expect(decode("server = \"\"")?.server == nil)
    #expect(decode("server = \"http://127.0.0.1:8080\"")?.server == "http://127.0.0.1:8080")
  }

  @Test func theExampleFileIsTheDefaultsAsWritten() throws {
    let example = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Resources/config.example.toml")
    let text = try String(contentsOf: example, encoding: .utf8)
    #expect(text == Settings.defaults.tomlText)
    #expect(decode(text) == .defaults)
  }

  @Test func phrasesAndShortcutsFromTextAreCleaned() {
    #expect(Settings.item(from: "  안녕\n하세요  ") == "안녕 하세요")
    #expect(Settings.item(from: " \n\t ") == nil)
    #expect(Settings.item(from: "❤️") == "❤️")
    #expect(Settings.item(from: String(repeating: "가", count: 1001)) == nil)
  }

  @Test func settingsTheFileCannotHoldAreReported() {
    var settings = Settings.defaults
    settings.shortcuts[2] = ""
    #expect(settings.problems == ["shortcuts.items item 3 must not be empty"])
    #expect(Settings.defaults.problems.isEmpty)
  }
}
