import Hangul
import Testing

@Suite("syllable tables")
struct SyllableTableTests {
  @Test("all 11,172 syllables decompose and compose back")
  func roundTripAllSyllables() {
    let all = HangulSyllable.all
    #expect(all.count == 11_172)
    #expect(all.first == "가" && all.last == "힣")
    for syllable in all {
      let slots = HangulSyllable.decompose(syllable)
      #expect(slots?.text == String(syllable))
      let composed = slots.flatMap {
        HangulSyllable.compose(initial: $0.initial!, medial: $0.medial!, final: $0.final)
      }
      #expect(composed == syllable)
    }
  }

  @Test("slots are compatibility jamo")
  func slotsOfSyllables() {
    #expect(
      HangulSyllable.decompose("닭") == Syllable(initial: "ㄷ", medial: "ㅏ", final: "ㄺ", text: "닭"))
    #expect(
      HangulSyllable.decompose("괘") == Syllable(initial: "ㄱ", medial: "ㅙ", final: nil, text: "괘"))
    #expect(HangulSyllable.decompose("a") == nil)
    #expect(HangulSyllable.decompose("ㄱ") == nil)
  }

  @Test("jamo that cannot fill a slot do not compose")
  func invalidSlots() {
    #expect(HangulSyllable.compose(initial: "ㄱ", medial: "ㅏ", final: "ㄸ") == nil)
    #expect(HangulSyllable.compose(initial: "ㄳ", medial: "ㅏ") == nil)
    #expect(HangulSyllable.compose(initial: "ㄱ", medial: "ㄱ") == nil)
    #expect(HangulSyllable.compose(initial: "ㅎ", medial: "ㅣ", final: "ㅎ") == "힣")
  }

  @Test("slot lists have the Unicode sizes")
  func slotListSizes() {
    #expect(HangulSyllable.initials.count == 19)
    #expect(HangulSyllable.medials.count == 21)
    #expect(HangulSyllable.finals.count == 27)
    #expect(HangulSyllable.isSyllable("한") && !HangulSyllable.isSyllable("ㅎ"))
  }
}

@Suite("2-beolsik layout")
struct LayoutTests {
  @Test("three rows of 10, 9 and 7 keys in QWERTY order")
  func rows() {
    #expect(TwoBeolsik.rows.map(\.count) == [10, 9, 7])
    #expect(String(TwoBeolsik.rows.joined().map(\.qwerty)) == "qwertyuiopasdfghjklzxcvbnm")
    #expect(String(TwoBeolsik.rows[0].map(\.base)) == "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔ")
    #expect(String(TwoBeolsik.rows[0].map(\.shifted)) == "ㅃㅉㄸㄲㅆㅛㅕㅑㅒㅖ")
  }

  @Test("Shift changes only q w e r t o p")
  func shiftLayer() {
    let changed = TwoBeolsik.rows.joined().filter { $0.base != $0.shifted }.map(\.qwerty)
    #expect(String(changed) == "qwertop")
  }

  @Test("keys and jamo map both ways")
  func lookups() {
    #expect(TwoBeolsik.jamo(forKey: "r") == "ㄱ")
    #expect(TwoBeolsik.jamo(forKey: "R") == "ㄲ")
    #expect(TwoBeolsik.jamo(forKey: "K") == "ㅏ")
    #expect(TwoBeolsik.jamo(forKey: "1") == nil)
    #expect(TwoBeolsik.key(forJamo: "ㄲ") == "R")
    #expect(TwoBeolsik.key(forJamo: "ㅛ") == "y")
    #expect(TwoBeolsik.key(forJamo: "ㅘ") == nil)
    for cap in TwoBeolsik.rows.joined() {
      #expect(TwoBeolsik.jamo(forKey: TwoBeolsik.key(forJamo: cap.base)!) == cap.base)
      #expect(TwoBeolsik.jamo(forKey: TwoBeolsik.key(forJamo: cap.shifted)!) == cap.shifted)
    }
  }
}
