/// A `Keyboard` compiled for the engine: the key map with every value checked, and the
/// combinations as a two-level table (a row per first jamo that combines), so a keystroke
/// reads arrays only.
struct KeyboardTables: Sendable {
  let kind: Keyboard.Kind
  let autoReorder: Bool
  /// What each ASCII key types; values that cannot be typed (not a scalar, a jamo dubeol
  /// cannot write) are 0, so the engine never meets them.
  private let keys: [UInt32]
  /// Per jamo (code point - U+1100): 0, or its row in `results` + 1.
  private let rows: [UInt8]
  /// 256 results per row (second - U+1100): the combined jamo, 0 for none.
  private let results: [UInt16]
  /// The combinations that make a final, for taking a cluster apart (jamo keyboards).
  private let finalRules: [Keyboard.Combination]
  /// `ConjoiningJamo.compatibility` per jamo (code point - U+1100), held here so a keystroke
  /// reads no lazily initialised global.
  private let compatibility: [UInt32] = (ConjoiningJamo.first..<ConjoiningJamo.end).map {
    ConjoiningJamo.compatibility($0)
  }

  init(keyboard: Keyboard, options: ComposerOptions) {
    kind = keyboard.kind
    autoReorder = options.autoReorder
    keys = keyboard.keys.map { Self.typeable($0) ? $0 : 0 }
    var rows = [UInt8](repeating: 0, count: 256)
    var results: [UInt16] = []
    var finalRules: [Keyboard.Combination] = []
    for item in keyboard.combinations {
      guard Self.writable(item.first), Self.writable(item.second), Self.writable(item.result)
      else { continue }
      // libhangul's hangul_ic_combine: on a jamo (2-beolsik) keyboard a modern jamo typed
      // twice combines only with the double-stroke option.
      if keyboard.kind == .jamo, !options.doubleStroke, item.first == item.second,
        ConjoiningJamo.isModern(item.first)
      {
        continue
      }
      let first = Int(item.first - ConjoiningJamo.first)
      if rows[first] == 0 {
        guard results.count / 256 < 255 else { continue }
        results += [UInt16](repeating: 0, count: 256)
        rows[first] = UInt8(results.count / 256)
      }
      let index = (Int(rows[first]) - 1) * 256 + Int(item.second - ConjoiningJamo.first)
      // The first of two items for one pair wins (the file loader refuses such pairs).
      if results[index] == 0 { results[index] = UInt16(item.result) }
      if ConjoiningJamo.isJongseong(item.result) { finalRules.append(item) }
    }
    self.rows = rows
    self.results = results
    self.finalRules = finalRules
  }

  /// A conjoining jamo that has a compatibility form (how dubeol writes it alone).
  static func writable(_ c: UInt32) -> Bool {
    ConjoiningJamo.isJamo(c) && ConjoiningJamo.compatibility(c) != 0
  }

  /// A value a key can type: a writable jamo or a symbol (a scalar that is not a jamo).
  static func typeable(_ value: UInt32) -> Bool {
    if ConjoiningJamo.isJamo(value) { return writable(value) }
    guard let scalar = Unicode.Scalar(value) else { return false }
    // Old-Hangul jamo outside U+1100…U+11FF (extended A and B) are not typed either.
    return !(0xA960...0xA97F).contains(scalar.value) && !(0xD7B0...0xD7FF).contains(scalar.value)
  }

  /// A jamo dubeol can write (`writable`), from this instance's table.
  @inline(__always)
  func writable(_ c: UInt32) -> Bool {
    let index = c &- ConjoiningJamo.first
    return index < 256 && compatibility[Int(index)] != 0
  }

  /// The compatibility jamo of a writable jamo.
  @inline(__always)
  func written(_ c: UInt32) -> UInt32 { compatibility[Int(c &- ConjoiningJamo.first)] }

  @inline(__always)
  func value(forASCII ascii: UInt8) -> UInt32 {
    ascii < 128 ? keys[Int(ascii)] : 0
  }

  /// libhangul's hangul_keyboard_combine (with the double-stroke rule applied): 0 for none.
  @inline(__always)
  func combine(_ first: UInt32, _ second: UInt32) -> UInt32 {
    let a = first &- ConjoiningJamo.first
    let b = second &- ConjoiningJamo.first
    guard a < 256, b < 256 else { return 0 }
    let row = rows[Int(a)]
    guard row != 0 else { return 0 }
    return UInt32(results[(Int(row) - 1) &* 256 &+ Int(b)])
  }

  /// What `below` was joined with to make the final `combined`, as an initial (ㄹ, ㄺ → ㄱ),
  /// or 0. libhangul's hangul_jongseong_get_diff, which gives the same for modern clusters.
  func addedPart(below: UInt32, combined: UInt32) -> UInt32 {
    for rule in finalRules where rule.first == below && rule.result == combined {
      return ConjoiningJamo.choseong(ofJongseong: rule.second)
    }
    return 0
  }
}
