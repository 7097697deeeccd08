/// One key of the 2-beolsik letter rows.
public struct KeyCap: Equatable, Sendable {
  /// The QWERTY letter, lowercase.
  public var qwerty: Character
  /// The jamo typed without Shift.
  public var base: Character
  /// The jamo typed with Shift (equal to `base` except on q w e r t o p).
  public var shifted: Character

  public init(qwerty: Character, base: Character, shifted: Character) {
    self.qwerty = qwerty
    self.base = base
    self.shifted = shifted
  }
}
