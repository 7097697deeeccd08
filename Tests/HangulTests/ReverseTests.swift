import Hangul
import TestSupport
import Testing

/// `--reverse`: text → the keys that type it.
@Suite("reverse conversion")
struct ReverseTests {
  static let standard = KeyScript(profile: .standard)
  static let mobile = KeyScript(profile: .mobile)
  static let flush = String(KeyScript.flush)

  static let allJamo: [Character] = (0x3131...0x3163).map { Character(Unicode.Scalar($0)!) }

  @Test("syllables and jamo become the keys that type them")
  func keysOfText() {
    #expect(Self.standard.keys(for: "안녕하세요") == "dkssudgktpdy")
    #expect(Self.standard.keys(for: "닭 까치 ㄳ 괘") == "ekfr Rkcl rt rho")
    #expect(Self.standard.keys(for: "값이") == "rkqtdl")
  }

  @Test("a flush goes where two characters would merge")
  func flushBetweenMergingCharacters() {
    #expect(Self.standard.keys(for: "ㄱㅏ") == "r" + Self.flush + "k")
    #expect(Self.standard.keys(for: "가ㄱ") == "rk" + Self.flush + "r")
    #expect(Self.standard.keys(for: "ㄱㅅ") == "r" + Self.flush + "t")
    #expect(Self.standard.keys(for: "고ㅏ") == "rh" + Self.flush + "k")
    #expect(Self.mobile.keys(for: "과ㅣ") == "rhk" + Self.flush + "l")
    #expect(Self.standard.keys(for: "과ㅣ") == "rhkl")
  }

  @Test("other characters are copied and convert passes them through")
  func otherCharactersPassThrough() {
    #expect(Self.standard.keys(for: "3시, 😀!") == "3tl, 😀!")
    #expect(Self.standard.text(for: Self.standard.keys(for: "3시, 😀!")) == "3시, 😀!")
  }

  @Test("all 11,172 syllables round-trip, in a row and between lone jamo")
  func allSyllablesRoundTrip() {
    let syllables = String(HangulSyllable.all)
    // Every syllable with a lone jamo before it, the jamo cycling through all 51.
    let mixed = HangulSyllable.all.enumerated().map { "\(Self.allJamo[$0 % 51])\($1)" }.joined()
    for reverse in [Self.standard, Self.mobile] {
      #expect(Self.standard.text(for: reverse.keys(for: syllables)) == syllables)
      #expect(Self.standard.text(for: reverse.keys(for: mixed)) == mixed)
    }
  }

  @Test("every pair of lone jamo round-trips")
  func jamoPairsRoundTrip() {
    let text = Self.allJamo.flatMap { first in Self.allJamo.map { "\(first)\($0)" } }.joined()
    #expect(Self.standard.text(for: Self.standard.keys(for: text)) == text)
    #expect(Self.standard.text(for: Self.mobile.keys(for: text)) == text)
  }

  @Test("random Hangul text round-trips under every profile and option")
  func randomTextRoundTrips() {
    var rng = SeededGenerator(seed: 0x5EE_D5)
    let pieces: [Character] = Self.allJamo + Array(" .,!?1") + ["😀", "é"]
    let configurations: [(Profile, ComposerOptions)] = [
      (.standard, .init()), (.mobile, .init()), (.standard, .init(doubleStroke: true)),
      (.standard, .init(extendedVowels: true)), (.standard, .init(autoReorder: true)),
      (.mobile, .init(doubleStroke: true, extendedVowels: true, autoReorder: true)),
    ]
    for _ in 0..<1_000 {
      var text = ""
      for _ in 0..<Int.random(in: 1...20, using: &rng) {
        if Bool.random(using: &rng) {
          text.append(Character(Unicode.Scalar(UInt32.random(in: 0xAC00...0xD7A3, using: &rng))!))
        } else {
          text.append(pieces.randomElement(using: &rng)!)
        }
      }
      for (profile, options) in configurations {
        let script = KeyScript(profile: profile, options: options)
        let keys = script.keys(for: text)
        #expect(script.text(for: keys) == text, "\(profile) \(options): \(text) → \(keys)")
        #expect(
          Self.standard.text(for: keys) == text,
          "\(profile) \(options) keys under standard: \(text)")
      }
    }
  }

  @Test("ASCII letters in the text cannot stand for themselves")
  func lettersAreKeys() {
    #expect(Self.standard.keys(for: "a가") == "ark")
    #expect(Self.standard.text(for: "ark") == "ㅁ가")
  }
}
