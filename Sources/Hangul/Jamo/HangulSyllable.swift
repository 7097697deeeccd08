/// The 11,172 precomposed syllables (U+AC00 가 … U+D7A3 힣) and their jamo slots.
public enum HangulSyllable {
  /// The number of precomposed modern syllables.
  public static let count = 11_172
  /// The first syllable, U+AC00 가.
  public static let firstScalar: UInt32 = 0xAC00

  /// 초성 in Unicode order (index = position).
  public static let initials: [Character] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
  /// 중성 in Unicode order.
  public static let medials: [Character] = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
  /// 종성 in Unicode order; index 0 of a syllable means "no final", so final n is `finals[n - 1]`.
  public static let finals: [Character] = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")

  /// All syllables in code point order.
  public static var all: [Character] {
    (0..<UInt32(count)).map { Character(Unicode.Scalar(firstScalar + $0)!) }
  }

  /// The syllable made of the given compatibility jamo, or nil when they do not form one.
  public static func compose(initial: Character, medial: Character, final: Character? = nil)
    -> Character?
  {
    guard let i = Jamo(initial), let m = Jamo(medial) else { return nil }
    var f: Jamo? = nil
    if let final {
      guard let jamo = Jamo(final) else { return nil }
      f = jamo
    }
    return compose(initial: i, medial: m, final: f).flatMap { Character(Unicode.Scalar($0)!) }
  }

  /// Splits a precomposed syllable into its slots; nil for anything else.
  public static func decompose(_ syllable: Character) -> Syllable? {
    let scalars = syllable.unicodeScalars
    guard scalars.count == 1, let slots = slots(of: scalars.first!.value) else { return nil }
    return Syllable(
      initial: slots.initial.character, medial: slots.medial.character,
      final: slots.final?.character, text: String(syllable))
  }

  /// Whether `character` is one of the 11,172 precomposed syllables.
  public static func isSyllable(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    return scalars.count == 1 && slots(of: scalars.first!.value) != nil
  }

  // MARK: - Jamo-level forms used by the engine

  static func compose(initial: Jamo, medial: Jamo, final: Jamo?) -> UInt32? {
    let i = SlotIndex.initial[Int(initial.offset)]
    let m = SlotIndex.medial[Int(medial.offset)]
    let f = final.map { SlotIndex.final[Int($0.offset)] } ?? 0
    guard i >= 0, m >= 0, f >= 0 else { return nil }
    return firstScalar + (UInt32(i) * 21 + UInt32(m)) * 28 + UInt32(f)
  }

  static func slots(of scalar: UInt32) -> (initial: Jamo, medial: Jamo, final: Jamo?)? {
    guard scalar >= firstScalar, scalar < firstScalar + UInt32(count) else { return nil }
    let index = Int(scalar - firstScalar)
    let final = index % 28
    return (
      SlotIndex.initialJamo[index / (21 * 28)],
      SlotIndex.medialJamo[(index / 28) % 21],
      final == 0 ? nil : SlotIndex.finalJamo[final - 1]
    )
  }
}

/// Lookup tables between compatibility jamo and syllable slot indices, built from the
/// character lists of `HangulSyllable`.
enum SlotIndex {
  static let initialJamo = HangulSyllable.initials.map { Jamo($0)! }
  static let medialJamo = HangulSyllable.medials.map { Jamo($0)! }
  static let finalJamo = HangulSyllable.finals.map { Jamo($0)! }

  /// Indexed by `Jamo.offset`; -1 where the jamo cannot fill the slot.
  static let initial: [Int8] = table(initialJamo, firstIndex: 0)
  static let medial: [Int8] = table(medialJamo, firstIndex: 0)
  static let final: [Int8] = table(finalJamo, firstIndex: 1)

  private static func table(_ jamo: [Jamo], firstIndex: Int) -> [Int8] {
    var table = [Int8](repeating: -1, count: Jamo.count)
    for (index, j) in jamo.enumerated() { table[Int(j.offset)] = Int8(index + firstIndex) }
    return table
  }

  /// Per (initial, medial) offset pair: the syllable without final, 0 if they do not form one.
  static let syllableBases: [UInt32] = {
    var table = [UInt32](repeating: 0, count: Jamo.count * Jamo.count)
    for i in initialJamo {
      for m in medialJamo {
        table[Int(i.offset) * Jamo.count + Int(m.offset)] =
          HangulSyllable.compose(initial: i, medial: m, final: nil)!
      }
    }
    return table
  }()

}
