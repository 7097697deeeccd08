import Hangul
import Testing

/// Every keyboard from data against libhangul itself, on random scripts of every printable
/// ASCII key, character for character (libhangul's fillers written as dubeol writes them).
@Suite("keyboards from data: differential against libhangul")
struct KeyboardDifferentialTests {
  static let scriptCount = 5_000

  struct Configuration: Sendable, CustomTestStringConvertible {
    let keyboard: String
    let options: ComposerOptions
    var testDescription: String { "\(keyboard) \(options)" }
  }

  static let configurations: [Configuration] =
    ["32", "39", "3f", "3s", "ahn"].flatMap {
      [
        Configuration(keyboard: $0, options: .init()),
        Configuration(keyboard: $0, options: .init(autoReorder: true)),
      ]
    } + [
      Configuration(keyboard: "ro", options: .init()),
      Configuration(keyboard: "2-data", options: .init()),
      Configuration(keyboard: "2-data", options: .init(doubleStroke: true)),
      Configuration(keyboard: "2-data", options: .init(autoReorder: true)),
    ]

  @Test("random scripts give libhangul's text", arguments: configurations)
  func randomScripts(_ configuration: Configuration) throws {
    let fromData = configuration.keyboard == "2-data"
    let keyboard =
      fromData
      ? KeyboardFixtures.dubeolsikFromData : KeyboardFixtures.keyboard(configuration.keyboard)
    let oracle = try #require(
      LibHangul(
        keyboard: fromData ? "2" : configuration.keyboard,
        doubleStroke: configuration.options.doubleStroke,
        autoReorder: configuration.options.autoReorder))
    let script = KeyScript(
      profile: .standard, options: configuration.options, backspace: KeyboardScripts.backspace,
      keyboard: keyboard)
    var mismatches: [String] = []
    let seed = UInt64(
      configuration.testDescription.unicodeScalars.reduce(0) { $0 &* 31 &+ UInt64($1.value) })
    for keys in KeyboardScripts.scripts(count: Self.scriptCount, seed: seed) {
      let expected = oracle.text(for: keys, backspace: KeyboardScripts.backspace)
      let actual = script.text(for: keys)
      if actual != expected { mismatches.append("\(keys) → \(actual), libhangul: \(expected)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
  }

  @Test(
    "the streaming converter agrees with key scripts on every keyboard",
    arguments: KeyboardFixtures.ids)
  func streamingAgrees(_ id: String) {
    let script = KeyScript(
      profile: .standard, backspace: KeyboardScripts.backspace,
      keyboard: KeyboardFixtures.keyboard(id))
    var converter = KeyLineConverter(script: script)
    for keys in KeyboardScripts.scripts(count: 500, seed: 0x57_2E) {
      let line = keys.filter { $0.isASCII || $0 == KeyboardScripts.backspace }
      var output: [UInt8] = []
      let converted = Array(line.utf8).withUnsafeBufferPointer {
        converter.convert(line: $0, into: &output)
      }
      #expect(converted)
      #expect(String(decoding: output, as: UTF8.self) == script.text(for: line), "\(line)")
    }
  }
}
