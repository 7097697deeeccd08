import Foundation
import Hangul
import Testing

/// Properties that hold for every input, checked on random scripts.
@Suite("composer properties")
struct ComposerPropertyTests {
  struct Configuration: Sendable, CustomTestStringConvertible {
    let profile: Profile
    let options: ComposerOptions
    var testDescription: String { "\(profile) \(options)" }
  }

  static let configurations: [Configuration] = [
    .init(profile: .standard, options: .init()),
    .init(profile: .mobile, options: .init()),
    .init(
      profile: .standard,
      options: .init(doubleStroke: true, extendedVowels: true, autoReorder: true)),
    .init(
      profile: .mobile, options: .init(doubleStroke: true, extendedVowels: true, autoReorder: true)),
  ]

  static let scripts = RandomScripts.scripts(count: 1_500, seed: 0xD0_BE01)

  @Test("edits applied to a TextBuffer give the composer's own output", arguments: configurations)
  func editsReplayToSameText(_ configuration: Configuration) {
    let converter = KeyScript(
      profile: configuration.profile, options: configuration.options, backspace: "<")
    for script in Self.scripts {
      var composer = Composer(profile: configuration.profile, options: configuration.options)
      var buffer = TextBuffer()
      for character in script {
        let result = composer.handle(keyInput(character))
        buffer.apply(result.edits)
        #expect(result.composing == composer.composing)
        if let composing = result.composing {
          #expect(
            buffer.text.hasSuffix(composing.text), "\(script): \(buffer.text) vs \(composing.text)")
        }
      }
      #expect(buffer.text == converter.text(for: script), "\(script)")
    }
  }

  @Test(
    "each keystroke deletes at most 2 and inserts at most 2 characters", arguments: configurations)
  func editsAreSmall(_ configuration: Configuration) {
    for script in Self.scripts {
      var composer = Composer(profile: configuration.profile, options: configuration.options)
      for character in script {
        let edits = composer.handle(keyInput(character)).edits
        #expect(edits.count <= 1)
        for edit in edits {
          #expect(
            edit.deleteCount <= 2 && edit.insert.count <= 2, "\(script) at \(character): \(edit)")
        }
      }
    }
  }

  @Test("output is NFC with compatibility jamo only", arguments: configurations)
  func outputIsNFC(_ configuration: Configuration) {
    let converter = KeyScript(
      profile: configuration.profile, options: configuration.options, backspace: "<")
    for script in Self.scripts {
      var composer = Composer(profile: configuration.profile, options: configuration.options)
      for character in script {
        for edit in composer.handle(keyInput(character)).edits {
          #expect(!containsConjoiningJamo(edit.insert), "\(script): \(edit)")
        }
      }
      let text = converter.text(for: script)
      #expect(
        text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars)
      )
      #expect(!containsConjoiningJamo(text))
    }
  }

  private func containsConjoiningJamo(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x1100...0x11FF).contains($0.value) }
  }
}
