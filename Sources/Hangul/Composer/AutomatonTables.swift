/// The tables one composer uses: the combinations from `JamoCombination` compiled into
/// `Jamo.count × Jamo.count` lookup arrays (0 = no combination, else result offset + 1),
/// plus the key map and syllable arithmetic, held per instance so the hot path reads them
/// without touching lazily initialised globals.
struct AutomatonTables: Sendable {
  /// `Jamo.offset` per ASCII code, 0xFF for non-keys.
  private let keys: [UInt8] = TwoBeolsik.jamoByASCII
  /// The syllable without final per (initial, medial) offsets; 0 when they do not form one.
  private let syllableBases: [UInt32] = SlotIndex.syllableBases
  /// The final index (1…27) per offset, -1 when the jamo cannot be a final.
  private let finalIndices: [Int8] = SlotIndex.final
  /// Every syllable and modern jamo as a ready String: the UI's edits copy instead of
  /// encoding. Globals built on the first edit, not per instance: `dubeol convert` never
  /// needs them, and 11,172 strings were most of its start.
  private static let syllableStringTable: [String] = (0..<UInt32(HangulSyllable.count)).map {
    String(Unicode.Scalar(HangulSyllable.firstScalar + $0)!)
  }
  private static let jamoStringTable: [String] = (0..<UInt32(Jamo.count)).map {
    String(Unicode.Scalar(Jamo.firstScalar + $0)!)
  }

  private var initialDoubles: [UInt8]
  private var initialClusters: [UInt8]
  private var medials: [UInt8]
  private var finals: [UInt8]
  /// For a final made by combination: (the final under it, the result) → the jamo added.
  private var finalSplits: [UInt8]

  init(profile: Profile, options: ComposerOptions) {
    let size = Jamo.count * Jamo.count
    initialDoubles = [UInt8](repeating: 0, count: size)
    initialClusters = initialDoubles
    medials = initialDoubles
    finals = initialDoubles
    finalSplits = initialDoubles

    var vowelRules = JamoCombination.compoundVowels
    if profile == .mobile { vowelRules += JamoCombination.mobileVowels }
    if options.extendedVowels { vowelRules += JamoCombination.extendedVowels }
    var finalRules = JamoCombination.compoundFinals
    if options.doubleStroke {
      finalRules += JamoCombination.doubleFinals
      Self.fill(&initialDoubles, with: JamoCombination.doubleInitials)
    }
    Self.fill(&initialClusters, with: JamoCombination.compoundFinals)
    Self.fill(&medials, with: vowelRules)
    Self.fill(&finals, with: finalRules)
    for rule in finalRules {
      let (first, second, result) = Self.jamo(rule)
      finalSplits[Self.index(first, result)] = second.offset + 1
    }
  }

  /// The 8 table configurations (profile × doubleStroke × extendedVowels), each compiled once
  /// when first used: a start builds the one it needs, not all 8 (most of a short `dubeol
  /// convert`'s own work before). autoReorder changes transitions, not tables.
  private static let compiled0 = configuration(0)
  private static let compiled1 = configuration(1)
  private static let compiled2 = configuration(2)
  private static let compiled3 = configuration(3)
  private static let compiled4 = configuration(4)
  private static let compiled5 = configuration(5)
  private static let compiled6 = configuration(6)
  private static let compiled7 = configuration(7)

  private static func configuration(_ bits: Int) -> AutomatonTables {
    AutomatonTables(
      profile: bits & 1 == 0 ? .standard : .mobile,
      options: ComposerOptions(doubleStroke: bits & 2 != 0, extendedVowels: bits & 4 != 0))
  }

  static func cached(profile: Profile, options: ComposerOptions) -> AutomatonTables {
    let bits =
      (profile == .mobile ? 1 : 0) | (options.doubleStroke ? 2 : 0)
      | (options.extendedVowels ? 4 : 0)
    switch bits {
    case 0: return compiled0
    case 1: return compiled1
    case 2: return compiled2
    case 3: return compiled3
    case 4: return compiled4
    case 5: return compiled5
    case 6: return compiled6
    default: return compiled7
    }
  }

  @inline(__always)
  func jamo(forASCII ascii: UInt8) -> Jamo? {
    guard ascii < 128 else { return nil }
    let offset = keys[Int(ascii)]
    return offset == 0xFF ? nil : Jamo(offset: offset)
  }

  @inline(__always)
  func canBeFinal(_ jamo: Jamo) -> Bool { finalIndices[Int(jamo.offset)] >= 0 }

  /// The precomposed syllable, or nil when the jamo cannot fill its slots.
  @inline(__always)
  func syllable(initial: Jamo, medial: Jamo, final: Jamo?) -> UInt32? {
    let base = syllableBases[Self.index(initial, medial)]
    guard base != 0 else { return nil }
    guard let final else { return base }
    let index = finalIndices[Int(final.offset)]
    return index < 0 ? nil : base + UInt32(index)
  }

  /// The edit with its scalars as a String, from the tables where possible.
  @inline(__always)
  func textEdit(_ edit: ScalarEdit) -> TextEdit {
    TextEdit(deleteCount: edit.deleteCount, insert: string(edit.insert))
  }

  /// The scalars as a String: one scalar (the usual case) is a table entry.
  @inline(__always)
  func string(_ run: ScalarRun) -> String {
    switch run.count {
    case 0: return ""
    case 1: return string(run[0])
    default: return run.string()
    }
  }

  @inline(__always)
  func string(_ scalar: UInt32) -> String {
    let syllable = scalar &- HangulSyllable.firstScalar
    if syllable < UInt32(HangulSyllable.count) { return Self.syllableStringTable[Int(syllable)] }
    let jamo = scalar &- Jamo.firstScalar
    if jamo < UInt32(Jamo.count) { return Self.jamoStringTable[Int(jamo)] }
    return String(Unicode.Scalar(scalar)!)
  }

  /// ㄱ+ㄱ → ㄲ as an initial (doubleStroke only).
  func initialDouble(_ first: Jamo, _ second: Jamo) -> Jamo? {
    Self.lookup(initialDoubles, first, second)
  }

  /// ㄱ+ㅅ → the lone cluster ㄳ (held in the final slot).
  func initialCluster(_ first: Jamo, _ second: Jamo) -> Jamo? {
    Self.lookup(initialClusters, first, second)
  }

  func medial(_ first: Jamo, _ second: Jamo) -> Jamo? { Self.lookup(medials, first, second) }
  func final(_ first: Jamo, _ second: Jamo) -> Jamo? { Self.lookup(finals, first, second) }

  /// The consonant that `lower` + it made `combined` (ㄹ, ㄺ → ㄱ).
  func finalSplit(lower: Jamo, combined: Jamo) -> Jamo? {
    Self.lookup(finalSplits, lower, combined)
  }

  @inline(__always)
  private static func index(_ first: Jamo, _ second: Jamo) -> Int {
    Int(first.offset) &* Jamo.count &+ Int(second.offset)
  }

  @inline(__always)
  private static func lookup(_ table: [UInt8], _ first: Jamo, _ second: Jamo) -> Jamo? {
    let value = table[index(first, second)]
    return value == 0 ? nil : Jamo(offset: value &- 1)
  }

  private static func jamo(_ rule: JamoRule) -> (Jamo, Jamo, Jamo) {
    (Jamo(rule.first)!, Jamo(rule.second)!, Jamo(rule.result)!)
  }

  private static func fill(_ table: inout [UInt8], with rules: [JamoRule]) {
    for rule in rules {
      let (first, second, result) = jamo(rule)
      table[index(first, second)] = result.offset + 1
    }
  }
}
