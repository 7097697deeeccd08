/// A modern compatibility jamo (U+3131 ㄱ … U+3163 ㅣ), stored as its offset from ㄱ.
///
/// The engine works on compatibility jamo throughout, so what it stores is what it
/// writes into the document (never conjoining jamo U+1100–U+11FF).
struct Jamo: Hashable, Sendable {
  /// Offset from U+3131: 0…29 are consonants (ㄱ…ㅎ), 30…50 vowels (ㅏ…ㅣ).
  let offset: UInt8

  static let firstScalar: UInt32 = 0x3131
  static let count = 51
  static let firstVowelOffset: UInt8 = 30

  init(offset: UInt8) {
    self.offset = offset
  }

  init?(scalar: UInt32) {
    guard scalar >= Jamo.firstScalar, scalar < Jamo.firstScalar + UInt32(Jamo.count) else {
      return nil
    }
    offset = UInt8(scalar - Jamo.firstScalar)
  }

  init?(_ character: Character) {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return nil }
    self.init(scalar: scalar.value)
  }

  var isVowel: Bool { offset >= Jamo.firstVowelOffset }
  var isConsonant: Bool { offset < Jamo.firstVowelOffset }
  var scalar: UInt32 { Jamo.firstScalar + UInt32(offset) }
  var character: Character { Character(Unicode.Scalar(scalar)!) }
}
