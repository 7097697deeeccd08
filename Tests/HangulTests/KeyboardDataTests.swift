import Foundation
import HangulKeyboards
import HangulOracle
import Testing

@testable import Hangul

/// The keyboards dubeol reads from libhangul-data are the ones libhangul reads.
@Suite("keyboard data")
struct KeyboardDataTests {
  @Test("every installed keyboard of this round loads; 2y and 3y are refused plainly")
  func installedKeyboards() {
    let catalog = KeyboardFixtures.catalog
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    #expect(Set(catalog.keyboards.map(\.id)) == Set(KeyboardFixtures.ids))
    for id in ["2y", "3y"] {
      guard case .failure(let error) = catalog.lookUp(id) else {
        Issue.record("\(id) loaded")
        continue
      }
      #expect(error.message.contains("old Hangul"), "\(error.message)")
    }
    #expect(KeyboardFixtures.keyboard("39").displayName == "세벌식 390")
    #expect(KeyboardFixtures.keyboard("39").kind == .jaso)
    #expect(KeyboardFixtures.keyboard("ro").kind == .romaja)
  }

  @Test("each key and each combination is libhangul's", arguments: KeyboardFixtures.ids)
  func sameAsLibhangul(_ id: String) {
    let keyboard = KeyboardFixtures.keyboard(id)
    for key in 0..<UInt32(Keyboard.keyCount) {
      #expect(keyboard.keys[Int(key)] == dubeol_oracle_key_value(id, key), "key \(key)")
    }
    // Every pair of jamo the keyboard's keys or combinations name.
    let jamo = Set(
      keyboard.keys.filter { (0x1100..<0x1200).contains($0) }
        + keyboard.combinations.flatMap { [$0.first, $0.second, $0.result] })
    let combined = Dictionary(
      keyboard.combinations.map { (UInt64($0.first) << 32 | UInt64($0.second), $0.result) },
      uniquingKeysWith: { first, _ in first })
    for first in jamo {
      for second in jamo {
        let ours = combined[UInt64(first) << 32 | UInt64(second)] ?? 0
        #expect(ours == dubeol_oracle_combine(id, first, second), "\(first) + \(second)")
      }
    }
  }

  @Test("the 2-beolsik tables in code are libhangul-data's keyboard 2")
  func dubeolsikInCodeIsTheData() {
    let data = KeyboardFixtures.keyboard("2")
    #expect(Keyboard.dubeolsik.typesLike(data))
    #expect(Keyboard.dubeolsik.keys == data.keys)
    #expect(Set(Keyboard.dubeolsik.combinations) == Set(data.combinations))
  }

  @Test("conjoining-jamo tables equal libhangul's functions for every jamo")
  func jamoTablesAreLibhangul() {
    for jamo in UInt32(0x1100)..<0x1200 {
      let probe = Keyboard(
        id: "probe", name: "probe", kind: .jaso,
        keys: [0, jamo] + [UInt32](repeating: 0, count: 126), combinations: [])
      let typed = KeyScript(profile: .standard, keyboard: probe).text(for: "\u{1}")
      let hex = "U+\(String(jamo, radix: 16))"
      // A key types a jamo exactly when it has a compatibility form, and writes that form.
      let written = ConjoiningJamo.compatibility(jamo)
      #expect(Keyboard.isWritableJamo(jamo) == (written != 0), "\(hex)")
      #expect(typed.unicodeScalars.map(\.value) == (written != 0 ? [written] : [1]), "\(hex)")
      // Where libhangul has a compatibility jamo (its filler aside), it is the same; it lacks
      // some old ones (ᇰ U+11F0) that dubeol writes by name (ㆁ).
      let libhangul = dubeol_oracle_compatibility(jamo)
      if libhangul != 0, libhangul != 0x3164 { #expect(written == libhangul, "\(hex)") }
    }
    for choseong in UInt32(0x1100)..<0x1160 {
      #expect(
        ConjoiningJamo.jongseong(ofChoseong: choseong)
          == dubeol_oracle_choseong_to_jongseong(choseong),
        "U+\(String(choseong, radix: 16))")
    }
    for jongseong in UInt32(0x11A8)..<0x1200 {
      #expect(
        ConjoiningJamo.choseong(ofJongseong: jongseong)
          == dubeol_oracle_jongseong_to_choseong(jongseong),
        "U+\(String(jongseong, radix: 16))")
    }
  }
}
