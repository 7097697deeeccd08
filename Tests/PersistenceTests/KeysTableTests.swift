import Foundation
import TestSupport
import Testing

@testable import Persistence

/// `[keys]` as config.toml holds it: read in file order with lines, written back as written.
/// (Which commands and key names exist is the App's to check: `UserKeysTests`.)
@Suite("config.toml's [keys] table")
struct KeysTableTests {
  private let file = URL(fileURLWithPath: "/c/config.toml")

  @Test func aNameOrAListIsReadInFileOrderWithItsLine() {
    let text = "author = \"a\"\n[keys]\nrefresh = [\"ctrl+t\", \"f8\"]\npost = \"f5\"\n"
    let load = SettingsStore.load(text: text, file: file)
    #expect(load.problems.isEmpty && load.warnings.isEmpty)
    #expect(
      load.settings.keyBindings == [
        KeyBinding(command: "refresh", keys: ["ctrl+t", "f8"]),
        KeyBinding(command: "post", keys: ["f5"]),
      ])
    #expect(load.settings.keyBindings.map(\.line) == [3, 4])
  }

  @Test func aValueThatIsNoKeyNameIsReportedByLineAndTheOtherBindingsStay() {
    let text = "[keys]\npost = 5\nhelp = [\"f1\", 2]\nrefresh = \"f8\"\n"
    let load = SettingsStore.load(text: text, file: file)
    #expect(load.problems.map(\.line) == [2, 3])
    #expect(load.problems.first?.fallback == "post keeps its default keys")
    #expect(load.valuesOnly)
    #expect(load.settings.keyBindings == [KeyBinding(command: "refresh", keys: ["f8"])])
  }

  @Test func keysThatAreNotATableAreReported() {
    let load = SettingsStore.load(text: "keys = \"f5\"\n", file: file)
    #expect(load.problems.map(\.line) == [1])
    #expect(load.problems.first?.fallback == "every command keeps its default keys")
  }

  @Test func bindingsAreWrittenBackSoSavingFromTheUIKeepsThem() throws {
    var settings = Settings.defaults
    settings.keyBindings = [
      KeyBinding(command: "post", keys: ["f5"]),
      KeyBinding(command: "refresh", keys: ["ctrl+t", "f8"]),
    ]
    let text = settings.tomlText
    #expect(text.contains("[keys]\n") && text.contains("\npost = \"f5\"\n"))
    #expect(text.contains("\nrefresh = [\"ctrl+t\", \"f8\"]\n"))
    #expect(SettingsStore.load(text: text, file: file).settings == settings)
    // With none, the table says how to write one.
    #expect(Settings.defaults.tomlText.contains("[keys]\n# Your keys"))
  }
}
