/// 두벌식 as the engine's code has it (`TwoBeolsik`, `JamoCombination`), written as keyboard
/// data. HangulTests check that it types like libhangul-data's hangul-keyboard-2.xml with its
/// combination file; `Composer` sends keyboards that type like it to the 2-beolsik automaton.
extension Keyboard {
  /// The built-in 두벌식's kind: a keyboard of another kind cannot type as it does.
  public static let dubeolsikKind = Kind.jamo
  /// The built-in 두벌식's id, to compare with before (or without) building it.
  public static let dubeolsikID = "2"

  public static let dubeolsik: Keyboard = {
    var keys = [UInt32](repeating: 0, count: Keyboard.keyCount)
    for cap in TwoBeolsik.rows.joined() {
      let lower = cap.qwerty.asciiValue!
      keys[Int(lower)] = conjoining(cap.base, as: .initial)
      keys[Int(lower - 32)] = conjoining(cap.shifted, as: .initial)
    }
    var combinations: [Combination] = []
    func add(_ rules: [JamoRule], _ first: Slot, _ second: Slot, _ result: Slot) {
      combinations += rules.map {
        Combination(
          conjoining($0.first, as: first), conjoining($0.second, as: second),
          conjoining($0.result, as: result))
      }
    }
    add(JamoCombination.compoundVowels, .medial, .medial, .medial)
    add(JamoCombination.compoundFinals, .final, .final, .final)
    add(JamoCombination.compoundFinals, .initial, .initial, .final)
    add(JamoCombination.doubleInitials, .initial, .initial, .initial)
    add(JamoCombination.doubleFinals, .final, .final, .final)
    return Keyboard(
      id: dubeolsikID, name: "Dubeolsik", koreanName: "두벌식", kind: dubeolsikKind, keys: keys,
      combinations: combinations)
  }()

  /// The conjoining form of a compatibility jamo: vowels as jungseong, consonants in `slot`.
  private static func conjoining(_ character: Character, as slot: Slot) -> UInt32 {
    let forms = ConjoiningJamo.forms(ofCompatibility: Jamo(character)!.scalar)
    if forms.1 != 0 { return forms.1 }
    return slot == .final ? forms.2 : forms.0
  }
}
