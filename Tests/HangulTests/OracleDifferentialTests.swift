import Hangul
import Testing

/// `standard` against libhangul itself on random scripts, character for character.
@Suite("differential against libhangul")
struct OracleDifferentialTests {
  static let scriptCount = 20_000

  struct Configuration: Sendable, CustomTestStringConvertible {
    let name: String
    let options: ComposerOptions
    let seed: UInt64
    var testDescription: String { name }
  }

  static let configurations = [
    Configuration(name: "default options", options: .init(), seed: 0x2B_E01),
    Configuration(name: "doubleStroke", options: .init(doubleStroke: true), seed: 0x2B_E02),
    Configuration(name: "autoReorder", options: .init(autoReorder: true), seed: 0x2B_E03),
  ]

  @Test("20,000 random scripts give libhangul's text", arguments: configurations)
  func randomScripts(_ configuration: Configuration) {
    let oracle = LibHangul(
      doubleStroke: configuration.options.doubleStroke,
      autoReorder: configuration.options.autoReorder)
    let converter = KeyScript(profile: .standard, options: configuration.options, backspace: "<")
    var mismatches: [String] = []
    for script in RandomScripts.scripts(count: Self.scriptCount, seed: configuration.seed) {
      let expected = oracle.text(for: script)
      let actual = converter.text(for: script)
      if actual != expected { mismatches.append("\(script) → \(actual), libhangul: \(expected)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
  }
}
