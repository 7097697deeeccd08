import Foundation
import Persistence
import Testing

/// The settings table of docs/config.md is written from the schema (`make docs`), never by hand.
@Suite("docs/config.md's settings table")
struct SettingsReferenceTests {
  @Test("docs/config.md holds the schema's table, so it cannot drift")
  func committedTable() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "docs/config.md")
    let text = try String(contentsOf: file, encoding: .utf8)
    let table = text.components(
      separatedBy: "<!-- settings table: dubeol config settings --markdown -->\n"
    ).dropFirst().first?.components(separatedBy: "<!-- end of settings table -->").first
    #expect(table == SettingsReference.markdown(), "regenerate it with `make docs`")
  }

  @Test("every setting is a row: its path, its default (or unset) and what it does")
  func rows() {
    let table = SettingsReference.markdown()
    #expect(table.contains("| `engine.profile` | `\"mobile\"` |"))
    #expect(table.contains("| `server` | unset |"))
    #expect(table.contains("| `colors.header` | unset |"))
    #expect(SettingsReference.plain().contains("engine.profile = \"mobile\"\n    \"mobile\""))
  }
}
