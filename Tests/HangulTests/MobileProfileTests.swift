import Hangul
import TestSupport
import Testing

/// The `mobile` profile (ARCHITECTURE.md), written as key scripts (`<` = Backspace).
@Suite("mobile profile")
struct MobileProfileTests {
  @Test("ㅘ+ㅣ and ㅝ+ㅣ make ㅙ and ㅞ")
  func extraCompoundVowels() {
    #expect(typed("rhkl", .mobile) == "괘")  // ㄱㅗㅏㅣ
    #expect(typed("rnjl", .mobile) == "궤")  // ㄱㅜㅓㅣ
    #expect(typed("hkl", .mobile) == "ㅙ")
    #expect(typed("dnjlt", .mobile) == "웻")
  }

  @Test("standard does not have them")
  func standardKeepsThemApart() {
    #expect(typed("rhkl", .standard) == "과ㅣ")
    #expect(typed("rnjl", .standard) == "궈ㅣ")
  }

  @Test("Backspace undoes the keystroke that moved a final: 닭 + ㅏ = 달가, ⌫ → 닭")
  func undoRestoresMovedFinal() {
    #expect(typed("ekfrk", .mobile) == "달가")
    #expect(typed("ekfrk<", .mobile) == "닭")
    #expect(typed("ekfrk<<", .mobile) == "달")
    #expect(typed("rkrtk<", .mobile) == "갃")
    #expect(typed("dkssudgk<", .mobile) == "안녕ㅎ")
  }

  @Test("standard never restores a moved final")
  func standardDeletesJamo() {
    #expect(typed("ekfrk<", .standard) == "달ㄱ")
    #expect(typed("ekfrk<<", .standard) == "달")
    #expect(typed("ekfrk<<<", .standard) == "")
    #expect(typed("rkrtk<", .standard) == "각ㅅ")
  }

  @Test("Backspace walks back through every keystroke of the word")
  func undoWholeWord() {
    #expect(typed("ekfrk<<<", .mobile) == "다")
    #expect(typed("ekfrk<<<<", .mobile) == "ㄷ")
    #expect(typed("ekfrk<<<<<", .mobile) == "")
    #expect(typed("rhkl<", .mobile) == "과")
  }

  @Test("after a space Backspace deletes whole characters")
  func wholeCharactersAfterSpace() {
    #expect(typed("ekfr <", .mobile) == "닭")
    #expect(typed("ekfr <<", .mobile) == "")
    #expect(typed("rksk <<", .mobile) == "가")
    #expect(typed("ekfrk!<<", .mobile) == "달")
  }

  @Test("a flush ends the word: Backspace then deletes whole characters")
  func flushEndsWord() {
    var composer = Composer(profile: .mobile)
    var buffer = TextBuffer()
    for key in "ekfrk" { buffer.apply(composer.handle(.key(key)).edits) }
    buffer.apply(composer.handle(.flush).edits)
    buffer.apply(composer.handle(.backspace).edits)
    #expect(buffer.text == "달")
  }

  @Test("a very long word still deletes down to nothing")
  func longWordFallsBackToJamoDeletion() {
    let word = String(repeating: "rk", count: 200)
    #expect(typed(word + String(repeating: "<", count: 400), .mobile) == "")
    #expect(typed(word + "<", .mobile) == String(repeating: "가", count: 198) + "각")
  }

  @Test("Backspace undoes any keystroke: text(S + key + ⌫) == text(S) for random S")
  func backspaceUndoesAnyKeystroke() {
    var rng = SeededGenerator(seed: 0x0B11E)
    for script in RandomScripts.scripts(count: 2_000, seed: 0x0B11E) {
      let key = (RandomScripts.lowercase + RandomScripts.uppercase).randomElement(using: &rng)!
      #expect(
        typed(script + String(key) + "<", .mobile) == typed(script, .mobile), "\(script) + \(key)")
    }
  }

  @Test("without ㅣ and Backspace, mobile types exactly like libhangul")
  func sameAsLibhangulOtherwise() {
    let oracle = LibHangul()
    for script in RandomScripts.scripts(count: 3_000, seed: 0x0B12E) {
      let plain = script.filter { $0 != "<" && $0 != "l" && $0 != "L" }
      #expect(typed(plain, .mobile) == oracle.text(for: plain), "\(plain)")
    }
  }
}
