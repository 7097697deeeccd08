/// One combination rule: `first` followed by `second` becomes `result`.
public struct JamoRule: Equatable, Sendable {
  public let first: Character
  public let second: Character
  public let result: Character

  public init(_ first: Character, _ second: Character, _ result: Character) {
    self.first = first
    self.second = second
    self.result = result
  }
}

/// Every jamo combination of the 2-beolsik automata, as data. `AutomatonTables` compiles
/// the lists a profile and its options switch on into lookup tables.
public enum JamoCombination {
  /// 겹모음 of libhangul keyboard "2" (every profile).
  public static let compoundVowels: [JamoRule] = [
    .init("ㅗ", "ㅏ", "ㅘ"), .init("ㅗ", "ㅐ", "ㅙ"), .init("ㅗ", "ㅣ", "ㅚ"),
    .init("ㅜ", "ㅓ", "ㅝ"), .init("ㅜ", "ㅔ", "ㅞ"), .init("ㅜ", "ㅣ", "ㅟ"),
    .init("ㅡ", "ㅣ", "ㅢ"),
  ]

  /// 겹받침 of libhangul keyboard "2" (every profile). Typed as two initials, the same
  /// pairs make the lone cluster (ㄱ+ㅅ → ㄳ), as libhangul does.
  public static let compoundFinals: [JamoRule] = [
    .init("ㄱ", "ㅅ", "ㄳ"), .init("ㄴ", "ㅈ", "ㄵ"), .init("ㄴ", "ㅎ", "ㄶ"),
    .init("ㄹ", "ㄱ", "ㄺ"), .init("ㄹ", "ㅁ", "ㄻ"), .init("ㄹ", "ㅂ", "ㄼ"),
    .init("ㄹ", "ㅅ", "ㄽ"), .init("ㄹ", "ㅌ", "ㄾ"), .init("ㄹ", "ㅍ", "ㄿ"),
    .init("ㄹ", "ㅎ", "ㅀ"), .init("ㅂ", "ㅅ", "ㅄ"),
  ]

  /// `mobile` profile: what the iOS keyboards add on top of the compound vowels.
  public static let mobileVowels: [JamoRule] = [
    .init("ㅘ", "ㅣ", "ㅙ"), .init("ㅝ", "ㅣ", "ㅞ"),
  ]

  /// `doubleStroke` option (libhangul COMBI_ON_DOUBLE_STROKE): a consonant typed twice
  /// as an initial.
  public static let doubleInitials: [JamoRule] = [
    .init("ㄱ", "ㄱ", "ㄲ"), .init("ㄷ", "ㄷ", "ㄸ"), .init("ㅂ", "ㅂ", "ㅃ"),
    .init("ㅅ", "ㅅ", "ㅆ"), .init("ㅈ", "ㅈ", "ㅉ"),
  ]

  /// `doubleStroke` option: a consonant typed twice as a final.
  public static let doubleFinals: [JamoRule] = [
    .init("ㄱ", "ㄱ", "ㄲ"), .init("ㅅ", "ㅅ", "ㅆ"),
  ]

  /// `extendedVowels` option: ㅣ after a vowel makes the vowel with the extra stroke.
  public static let extendedVowels: [JamoRule] = [
    .init("ㅏ", "ㅣ", "ㅐ"), .init("ㅓ", "ㅣ", "ㅔ"), .init("ㅑ", "ㅣ", "ㅒ"),
    .init("ㅕ", "ㅣ", "ㅖ"),
  ]
}
