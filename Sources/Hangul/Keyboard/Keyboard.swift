/// A keyboard as libhangul's XML files describe it: what each ASCII key types and which jamo
/// combine. Values are Unicode code points: conjoining jamo (U+1100…U+11FF) for Hangul, any
/// other scalar for a symbol or digit, 0 for a key the keyboard leaves alone.
public struct Keyboard: Equatable, Sendable {
  /// How keys become syllables (libhangul's keyboard types without the old-Hangul ones).
  public enum Kind: String, CaseIterable, Sendable {
    /// 두벌식: consonants are initials that move to the final slot (hangul_ic_process_jamo).
    case jamo
    /// 세벌식 and 안마태: initials, vowels and finals on their own keys (hangul_ic_process_jaso).
    case jaso
    /// 로마자: Latin spelling (hangul_ic_process_romaja).
    case romaja
  }

  /// `first` then `second` makes `result` (conjoining jamo).
  public struct Combination: Hashable, Sendable {
    public var first: UInt32
    public var second: UInt32
    public var result: UInt32

    public init(_ first: UInt32, _ second: UInt32, _ result: UInt32) {
      self.first = first
      self.second = second
      self.result = result
    }
  }

  /// The number of keys: ASCII codes 0…127 (libhangul's table size).
  public static let keyCount = 128

  public var id: String
  /// The name without a language (English in libhangul's files).
  public var name: String
  /// The name in Korean ("세벌식 390"), where the file gives one. (Not every language's: a
  /// dictionary of names made `convert`'s start look up `String: Hashable` among the binary's
  /// 150,000 conformance records, a third of its own time.)
  public var koreanName: String?
  public var kind: Kind
  /// What each ASCII key types; `keyCount` entries, 0 where the key is not mapped.
  public var keys: [UInt32]
  public var combinations: [Combination]

  public init(
    id: String, name: String, koreanName: String? = nil, kind: Kind,
    keys: [UInt32], combinations: [Combination]
  ) {
    self.id = id
    self.name = name
    self.koreanName = koreanName
    self.kind = kind
    var padded = Array(keys.prefix(Keyboard.keyCount))
    padded += Array(repeating: 0, count: Keyboard.keyCount - padded.count)
    self.keys = padded
    self.combinations = combinations
  }

  /// The Korean name when the file has one, else `name`.
  public var displayName: String { koreanName ?? name }

  /// Whether both type the same text for every key (names and ids aside).
  public func typesLike(_ other: Keyboard) -> Bool {
    // The same list in the same order is the usual case (a keyboard against itself).
    kind == other.kind && keys == other.keys
      && (combinations == other.combinations || Set(combinations) == Set(other.combinations))
  }

  /// Whether it types as the built-in 2-beolsik does. The kind is asked first: a keyboard of
  /// another kind does not build 2-beolsik's tables (70 µs of a `convert --keyboard 39`).
  public var typesLikeDubeolsik: Bool {
    kind == Keyboard.dubeolsikKind && typesLike(.dubeolsik)
  }

  /// `sharingTables(with: .dubeolsik)`, without making the built-in 두벌식's tables for a
  /// keyboard of another kind (a 세벌식 file read by `convert` would build them for nothing).
  public func sharingDubeolsikTables() -> Keyboard {
    kind == Keyboard.dubeolsikKind ? sharingTables(with: .dubeolsik) : self
  }

  /// This keyboard with `other`'s tables when both type alike: the composer and the grid ask
  /// `typesLikeDubeolsik` on every key, and tables that share storage compare at once.
  public func sharingTables(with other: Keyboard) -> Keyboard {
    guard typesLike(other) else { return self }
    var shared = self
    shared.keys = other.keys
    shared.combinations = other.combinations
    return shared
  }

  /// What the ASCII key types, 0 when nothing.
  public func value(forKey ascii: UInt8) -> UInt32 {
    ascii < Keyboard.keyCount ? keys[Int(ascii)] : 0
  }
}

extension Keyboard {
  /// Whether `value` is a conjoining jamo (U+1100…U+11FF) that dubeol can write alone, as a
  /// compatibility jamo: the jamo a keyboard may type or combine.
  public static func isWritableJamo(_ value: UInt32) -> Bool { KeyboardTables.writable(value) }

  /// How dubeol writes `value` alone: a conjoining jamo as its compatibility jamo (by Unicode
  /// name: ᄀ and ᆨ are ㄱ), anything else as itself. For key labels, and for reading
  /// libhangul's text, which leaves some jamo conjoining.
  public static func written(_ value: UInt32) -> UInt32 {
    let compatibility = ConjoiningJamo.compatibility(value)
    return compatibility == 0 ? value : compatibility
  }
}
