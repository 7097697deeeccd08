import Foundation
import Hangul
import HangulKeyboards
import TestSupport
import Testing

/// Typing on the keyboards from data: symbols, fillers, Backspace, the document, options.
@Suite("keyboards from data: composing")
struct KeyboardComposingTests {
  static let sebeol = KeyboardFixtures.keyboard("39")

  func typed(_ keys: String, _ id: String, _ options: ComposerOptions = .init()) -> String {
    KeyScript(
      profile: .standard, options: options, backspace: "⌫",
      keyboard: KeyboardFixtures.keyboard(id)
    ).text(for: keys)
  }

  @Test("390: initials, vowels and finals on their own keys; digits and symbols are keys")
  func sebeolsik390() {
    #expect(typed("jfshea", "39") == "안녕")
    // ; is ㅂ, 4 is ㅛ, 3 a final ㅂ; < types 2 and > types 3 (the shifted digits).
    #expect(typed(";43", "39") == "뵵")
    #expect(typed("<>", "39") == "23")
    #expect(typed("jfs⌫", "39") == "아")
  }

  @Test("로마자 spells in Latin letters")
  func romaja() {
    #expect(typed("hanGug", "ro") == "한국")  // a capital starts a syllable
    #expect(typed("hangug", "ro") == "항욱")  // ng is ㅇ
    #expect(typed("annyeong", "ro") == "안녕")
  }

  /// libhangul writes an initial and a final with no vowel as ᄀ U+1160 ᆪ (a filler syllable);
  /// dubeol writes the jamo as compatibility jamo, ㄱㄳ, and Backspace takes back one jamo.
  @Test("a syllable without a vowel is written as its jamo, and Backspace handles it")
  func fillerSyllables() {
    #expect(typed("kn", "39") == "ㄱㄳ")  // ㄱ then ㅅ: initial ㄱ, final ㄳ
    #expect(typed("kn⌫", "39") == "ㄱ")
    #expect(typed("kn⌫f", "39") == "가")
    #expect(typed("kx", "39") == "ㄱㄱ")  // initial ㄱ, final ㄱ
    #expect(typed("kxf", "39") == "ㄱㄱㅏ")
    #expect(typed("kxf", "39", .init(autoReorder: true)) == "각")
    #expect(typed("fx", "39") == "ㅏㄱ")  // vowel and final, no initial
    #expect(typed("fx ⌫⌫", "39") == "ㅏ")  // after the syllable ended: characters
    #expect(typed("fx ⌫⌫⌫", "39") == "")
  }

  @Test("the document sees one edit per key, also for a two-character syllable")
  func proxyEdits() {
    var composer = Composer(profile: .standard, keyboard: Self.sebeol)
    var buffer = TextBuffer("말")
    var shown: [String] = []
    for input: KeyInput in [.key("k"), .key("n"), .backspace, .key("x"), .key("f"), .backspace] {
      let result = composer.handle(input)
      #expect(result.edits.count <= 1)
      buffer.apply(result.edits)
      shown.append(buffer.text)
    }
    #expect(shown == ["말ㄱ", "말ㄱㄳ", "말ㄱ", "말ㄱㄱ", "말ㄱㄱㅏ", "말ㄱㄱ"])
    #expect(composer.composing?.text == nil)
    var again = Composer(profile: .standard, keyboard: Self.sebeol)
    _ = again.handle(.key("k"))
    let slots = again.handle(.key("x")).composing
    #expect(slots == Syllable(initial: "ㄱ", medial: nil, final: "ㄱ", text: "ㄱㄱ"))
  }

  @Test("output is NFC on every keyboard", arguments: KeyboardFixtures.ids)
  func outputIsNFC(_ id: String) {
    let script = KeyScript(
      profile: .standard, backspace: KeyboardScripts.backspace,
      keyboard: KeyboardFixtures.keyboard(id))
    for keys in KeyboardScripts.scripts(count: 2_000, seed: 0x4E_FC) {
      let text = script.text(for: keys)
      #expect(text == text.precomposedStringWithCanonicalMapping, "\(keys)")
      #expect(!text.unicodeScalars.contains { (0x1100..<0x1200).contains($0.value) }, "\(keys)")
    }
  }

  @Test("options apply where libhangul applies them; the others are refused with a reason")
  func optionsPerKeyboard() {
    let jaso = KeyboardFixtures.keyboard("3f")
    let romaja = KeyboardFixtures.keyboard("ro")
    #expect(
      Keyboard.dubeolsik.problem(
        profile: .mobile,
        options: .init(doubleStroke: true, extendedVowels: true, autoReorder: true)) == nil)
    #expect(jaso.problem(profile: .standard, options: .init(autoReorder: true)) == nil)
    #expect(jaso.problem(profile: .mobile, options: .init())?.contains("mobile") == true)
    #expect(
      jaso.problem(profile: .standard, options: .init(doubleStroke: true))?.contains(
        "double stroke") == true)
    #expect(
      jaso.problem(profile: .standard, options: .init(extendedVowels: true))?.contains("2-beolsik")
        == true)
    #expect(
      romaja.problem(profile: .standard, options: .init(autoReorder: true))?.contains(
        "auto-reorder") == true)
    #expect(
      KeyboardFixtures.dubeolsikFromData.problem(
        profile: .standard, options: .init(doubleStroke: true)) == nil)
    #expect(jaso.defaultProfile == .standard)
    #expect(Keyboard.dubeolsik.defaultProfile == .mobile)
  }

  @Test(
    "reverse gives the keys of each keyboard, and they type the text back",
    arguments: KeyboardFixtures.ids)
  func reverseRoundTrips(_ id: String) {
    let keyboard = KeyboardFixtures.keyboard(id)
    let script = KeyScript(profile: .standard, keyboard: keyboard)
    var rng = SeededGenerator(seed: 0x5EE_D6)
    let jamo = (0x3131...0x3163).map { Character(Unicode.Scalar($0)!) }
    let pieces: [Character] = jamo + [" ", "😀", "é", "\u{00B7}"]
    for _ in 0..<300 {
      var text = ""
      for _ in 0..<Int.random(in: 1...12, using: &rng) {
        if Bool.random(using: &rng) {
          text.append(Character(Unicode.Scalar(UInt32.random(in: 0xAC00...0xD7A3, using: &rng))!))
        } else {
          text.append(pieces.randomElement(using: &rng)!)
        }
      }
      let keys = script.keys(for: text)
      #expect(script.text(for: keys) == text, "\(id): \(text) → \(keys)")
    }
    if id == "39" { #expect(script.keys(for: "안녕") == "jfshea") }
  }
}
