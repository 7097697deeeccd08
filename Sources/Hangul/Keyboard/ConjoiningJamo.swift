/// Conjoining jamo (U+1100…U+11FF) as libhangul's engine keeps them, and how dubeol writes them.
enum ConjoiningJamo {
  static let first: UInt32 = 0x1100
  static let end: UInt32 = 0x1200

  @inline(__always) static func isJamo(_ c: UInt32) -> Bool { c &- first < end - first }
  @inline(__always) static func isChoseong(_ c: UInt32) -> Bool { c &- 0x1100 < 0x60 }
  @inline(__always) static func isJungseong(_ c: UInt32) -> Bool { c &- 0x1160 < 0x48 }
  @inline(__always) static func isJongseong(_ c: UInt32) -> Bool { c &- 0x11A8 < 0x58 }
  /// Modern jamo, the ones precomposed syllables are made of (a final may be 0).
  @inline(__always) static func isModernChoseong(_ c: UInt32) -> Bool { c &- 0x1100 < 19 }
  @inline(__always) static func isModernJungseong(_ c: UInt32) -> Bool { c &- 0x1161 < 21 }
  @inline(__always) static func isModernJongseong(_ c: UInt32) -> Bool { c &- 0x11A8 < 27 }
  @inline(__always) static func isModern(_ c: UInt32) -> Bool {
    isModernChoseong(c) || isModernJungseong(c) || isModernJongseong(c)
  }

  /// The compatibility jamo (U+3131…U+318E) dubeol writes for a lone jamo, 0 if none.
  @inline(__always) static func compatibility(_ c: UInt32) -> UInt32 {
    isJamo(c) ? UInt32(ConjoiningJamoTables.compatibility[Int(c &- first)]) : 0
  }

  /// The precomposed syllable, or 0 when the jamo are not all modern.
  @inline(__always) static func syllable(_ cho: UInt32, _ jung: UInt32, _ jong: UInt32) -> UInt32 {
    guard isModernChoseong(cho), isModernJungseong(jung), jong == 0 || isModernJongseong(jong)
    else { return 0 }
    let final = jong == 0 ? 0 : jong - 0x11A7
    return HangulSyllable.firstScalar + ((cho - 0x1100) * 21 + (jung - 0x1161)) * 28 + final
  }

  /// libhangul's hangul_ic_choseong_to_jongseong for modern keyboards: a modern final or 0.
  @inline(__always) static func jongseong(ofChoseong c: UInt32) -> UInt32 {
    isChoseong(c) ? UInt32(ConjoiningJamoTables.choseongToJongseong[Int(c - 0x1100)]) : 0
  }

  /// libhangul's hangul_jongseong_to_choseong (U+1100…U+115F results only), or 0.
  @inline(__always) static func choseong(ofJongseong c: UInt32) -> UInt32 {
    isJongseong(c) ? UInt32(ConjoiningJamoTables.jongseongToChoseong[Int(c - 0x11A8)]) : 0
  }

  /// The conjoining forms of a modern compatibility jamo: (choseong, jungseong, jongseong),
  /// each 0 where the letter has no such form.
  static func forms(ofCompatibility scalar: UInt32) -> (UInt32, UInt32, UInt32) {
    let index = scalar &- compatibilityFirst
    guard index < compatibilityCount else { return (0, 0, 0) }
    let forms = formsByCompatibility[Int(index)]
    return (forms.0, forms.1, forms.2)
  }

  private static let compatibilityFirst: UInt32 = 0x3131
  private static let compatibilityCount: UInt32 = 0x318F - 0x3131

  /// `forms(ofCompatibility:)` per compatibility jamo, from one pass over the conjoining jamo
  /// (asked once per key and combination when a keyboard is built: a pass each was most of
  /// the start of `dubeol convert`).
  private static let formsByCompatibility: [(UInt32, UInt32, UInt32)] = {
    var table = [(UInt32, UInt32, UInt32)](repeating: (0, 0, 0), count: Int(compatibilityCount))
    for c in first..<end {
      let index = compatibility(c) &- compatibilityFirst
      guard index < compatibilityCount else { continue }
      if isChoseong(c), table[Int(index)].0 == 0 { table[Int(index)].0 = c }
      if isJungseong(c), table[Int(index)].1 == 0 { table[Int(index)].1 = c }
      if isJongseong(c), table[Int(index)].2 == 0 { table[Int(index)].2 = c }
    }
    return table
  }()
}
