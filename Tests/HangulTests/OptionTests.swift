import Hangul
import Testing

@Suite("options")
struct OptionTests {
  static let doubleStroke = ComposerOptions(doubleStroke: true)
  static let extendedVowels = ComposerOptions(extendedVowels: true)
  static let autoReorder = ComposerOptions(autoReorder: true)

  @Test("doubleStroke: a consonant typed twice is doubled")
  func doubleStrokeDoubles() {
    #expect(typed("rrk", .standard, Self.doubleStroke) == "까")
    #expect(typed("eek", .standard, Self.doubleStroke) == "따")
    #expect(typed("qqwwtt", .standard, Self.doubleStroke) == "ㅃㅉㅆ")
    #expect(typed("rkrr", .standard, Self.doubleStroke) == "갂")
    #expect(typed("dktt", .standard, Self.doubleStroke) == "았")
    #expect(typed("rkrrk", .standard, Self.doubleStroke) == "각가")
    #expect(typed("rrk", .standard) == "ㄱ가")
  }

  @Test("extendedVowels: ㅣ after ㅏ ㅓ ㅑ ㅕ")
  func extendedVowelsCombine() {
    #expect(typed("rkl", .standard, Self.extendedVowels) == "개")
    #expect(typed("rjl", .standard, Self.extendedVowels) == "게")
    #expect(typed("ril", .standard, Self.extendedVowels) == "걔")
    #expect(typed("rul", .standard, Self.extendedVowels) == "계")
    #expect(typed("rkl", .standard) == "가ㅣ")
    #expect(typed("rhkl", .mobile, Self.extendedVowels) == "괘")
  }

  @Test("autoReorder: a consonant after a lone vowel becomes its initial")
  func autoReorderMoaChigi() {
    #expect(typed("kr", .standard, Self.autoReorder) == "가")
    #expect(typed("hkr", .standard, Self.autoReorder) == "과")
    #expect(typed("krs", .standard, Self.autoReorder) == "간")
    #expect(typed("kr<", .standard, Self.autoReorder) == "ㅏ")
    #expect(typed("kr", .standard) == "ㅏㄱ")
  }

  @Test("autoReorder Backspace follows libhangul's jamo stack, hidden jamo included")
  func autoReorderBackspace() {
    #expect(typed("rk hek<", .standard, Self.autoReorder) == "가 ㄷ")
    #expect(typed("rk hek<<", .standard, Self.autoReorder) == "가 ")
    #expect(typed("rk hek<<<", .standard, Self.autoReorder) == "가 ")
    #expect(typed("rk hek<<<<", .standard, Self.autoReorder) == "가")
    var composer = Composer(profile: .standard, options: Self.autoReorder)
    for key in "hek" { _ = composer.handle(.key(key)) }
    _ = composer.handle(.backspace)
    #expect(composer.handle(.backspace).composing == nil)
  }

  @Test("options work on the mobile profile too")
  func optionsOnMobile() {
    #expect(typed("rrk", .mobile, Self.doubleStroke) == "까")
    #expect(typed("kr<", .mobile, Self.autoReorder) == "ㅏ")
  }
}
