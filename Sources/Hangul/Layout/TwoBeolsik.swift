/// The 2-beolsik (두벌식) layout on a US QWERTY keyboard, as data.
public enum TwoBeolsik {
  /// The three letter rows: q…p, a…l, z…m.
  public static let rows: [[KeyCap]] = [
    row(keys: "qwertyuiop", base: "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔ", shifted: "ㅃㅉㄸㄲㅆㅛㅕㅑㅒㅖ"),
    row(keys: "asdfghjkl", base: "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ", shifted: "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ"),
    row(keys: "zxcvbnm", base: "ㅋㅌㅊㅍㅠㅜㅡ", shifted: "ㅋㅌㅊㅍㅠㅜㅡ"),
  ]

  /// The jamo a letter key types: "r" → ㄱ, "R" → ㄲ; nil for anything but a–z / A–Z.
  public static func jamo(forKey key: Character) -> Character? {
    guard let ascii = key.asciiValue, let jamo = jamo(forASCII: ascii) else { return nil }
    return jamo.character
  }

  /// The key that types a jamo: ㄱ → "r", ㄲ → "R"; nil for jamo not on a key (ㅘ, ㄳ).
  public static func key(forJamo jamo: Character) -> Character? {
    guard let jamo = Jamo(jamo) else { return nil }
    let key = keyByJamo[Int(jamo.offset)]
    return key == 0 ? nil : Character(Unicode.Scalar(key))
  }

  // MARK: - Lookup tables for the engine

  static func jamo(forASCII ascii: UInt8) -> Jamo? {
    guard ascii < 128 else { return nil }
    let offset = jamoByASCII[Int(ascii)]
    return offset == 0xFF ? nil : Jamo(offset: offset)
  }

  /// `Jamo.offset` per ASCII code, 0xFF for non-keys.
  static let jamoByASCII: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 128)
    for cap in rows.joined() {
      let lower = cap.qwerty.asciiValue!
      table[Int(lower)] = Jamo(cap.base)!.offset
      table[Int(lower - 32)] = Jamo(cap.shifted)!.offset
    }
    return table
  }()

  /// The ASCII key per `Jamo.offset` (lowercase unless only Shift types it), 0 if none.
  private static let keyByJamo: [UInt8] = {
    var table = [UInt8](repeating: 0, count: Jamo.count)
    for cap in rows.joined() {
      let lower = cap.qwerty.asciiValue!
      table[Int(Jamo(cap.shifted)!.offset)] = lower - 32
      table[Int(Jamo(cap.base)!.offset)] = lower
    }
    return table
  }()

  private static func row(keys: String, base: String, shifted: String) -> [KeyCap] {
    zip(keys, zip(base, shifted)).map { KeyCap(qwerty: $0, base: $1.0, shifted: $1.1) }
  }
}
