/// Switches on top of a profile.
public struct ComposerOptions: Equatable, Sendable {
  /// ㄱㄱ → ㄲ, ㄷㄷ → ㄸ, ㅂㅂ → ㅃ, ㅅㅅ → ㅆ, ㅈㅈ → ㅉ (finals: ㄲ, ㅆ).
  public var doubleStroke = false
  /// ㅏ+ㅣ → ㅐ, ㅓ+ㅣ → ㅔ, ㅑ+ㅣ → ㅒ, ㅕ+ㅣ → ㅖ.
  public var extendedVowels = false
  /// 모아치기: a vowel then a consonant makes one syllable (ㅏ, ㄱ → 가).
  public var autoReorder = false

  public init(doubleStroke: Bool = false, extendedVowels: Bool = false, autoReorder: Bool = false) {
    self.doubleStroke = doubleStroke
    self.extendedVowels = extendedVowels
    self.autoReorder = autoReorder
  }
}
