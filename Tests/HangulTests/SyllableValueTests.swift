import Hangul
import Testing

/// `Syllable` is a plain value whatever it holds: the composer's jamo or anything set by hand.
@Suite("Syllable as a value")
struct SyllableValueTests {
  @Test("what the composer returns equals the same slots built by hand")
  func composerSyllableEqualsHandMade() {
    var composer = Composer(profile: .standard)
    _ = composer.handle(.key("e"))
    _ = composer.handle(.key("k"))
    let result = composer.handle(.key("f"))
    #expect(result.composing == Syllable(initial: "ㄷ", medial: "ㅏ", final: "ㄹ", text: "달"))
    #expect(result.composing?.text == "달")
    #expect(result.composing?.final == "ㄹ")
  }

  @Test("any characters can be stored, read back and compared")
  func arbitraryValues() {
    let odd = Syllable(initial: "A", medial: nil, final: "😀", text: "긴 글자는 여섯 개를 넘어요")
    #expect(odd.initial == "A" && odd.medial == nil && odd.final == "😀")
    #expect(odd.text == "긴 글자는 여섯 개를 넘어요")
    #expect(odd == Syllable(initial: "A", medial: nil, final: "😀", text: "긴 글자는 여섯 개를 넘어요"))
    #expect(odd != Syllable(initial: "A", medial: nil, final: "😀", text: "다른 글"))
  }

  @Test("equality is Character and String equality: canonically equivalent text is equal")
  func canonicalEquality() {
    let composed = Syllable(initial: nil, medial: nil, final: nil, text: "\u{C5}")
    let decomposed = Syllable(initial: nil, medial: nil, final: nil, text: "A\u{30A}")
    #expect(composed == decomposed)
    let jamo = Syllable(initial: "ㄱ", medial: nil, final: nil, text: "ㄱ")
    let conjoining = Syllable(initial: "ㄱ", medial: nil, final: nil, text: "\u{1100}")
    #expect(jamo != conjoining, "compatibility and conjoining jamo are different characters")
  }

  @Test("setting a slot changes that slot only, in either storage")
  func setters() {
    var syllable = Syllable(initial: "ㄱ", medial: "ㅏ", final: nil, text: "가")
    syllable.final = "ㄴ"
    syllable.text = "간"
    #expect(syllable == Syllable(initial: "ㄱ", medial: "ㅏ", final: "ㄴ", text: "간"))
    syllable.medial = "é"
    #expect(syllable.initial == "ㄱ" && syllable.medial == "é" && syllable.final == "ㄴ")
    #expect(syllable.text == "간")
  }
}
