/// How many terminal cells text takes; the one width table of the project.
///
/// Measured as drawn: `Frame.write` first passes text through `Sanitizer`, which drops ZWJ
/// and other zero-width format characters (terminals disagree about them), so a ZWJ emoji
/// sequence is as wide as its parts. Within a `Character` the first scalar that takes room
/// decides, combining marks take none, and an emoji followed by VS16 (U+FE0F) or a flag takes
/// two. Control characters take none here (`Frame.write` turns them into visible replacements).
public enum DisplayWidth {
  public static func of(_ c: Character) -> Int {
    if let ascii = c.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
    let scalars = c.unicodeScalars
    // One scalar of what the UI draws most (Hangul, box drawing, Latin-1) needs no look-up.
    if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
      let width = Clusters.simpleWidth(only.value)
    {
      return width
    }
    var base = -1
    var emojiBase = false
    var hasVS16 = false
    for scalar in scalars {
      if Sanitizer.isDropped(scalar.value) && scalars.count > 1 {
        // The cluster falls apart when drawn: measure the pieces it is drawn as.
        return Sanitizer.visible(String(c)).reduce(0) { $0 + of($1) }
      }
      if scalar.value == 0xFE0F { hasVS16 = true }
      if base < 0 {
        let w = width(of: scalar)
        if w > 0 {
          base = w
          emojiBase = scalar.properties.isEmoji
        }
      }
    }
    if base < 0 { return 0 }
    if base == 1 && hasVS16 && emojiBase { return 2 }
    return base
  }

  public static func of(_ s: String) -> Int {
    if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return s.utf8.count }
    var total = 0
    for (_, width) in Clusters(s) { total += width }
    return total
  }

  /// The width of one scalar on its own: 0, 1 or 2.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
    if v < 0x300 { return 1 }
    if contains(zeroWidthRanges, v) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator:
      return 0
    default:
      break
    }
    if contains(wideRanges, v) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// Ranges that take no cell beyond those the general category already covers.
  static let zeroWidthRanges: [ClosedRange<UInt32>] = [
    0x1160...0x11FF,  // Hangul conjoining medial vowels and finals
    0x200B...0x200F,  // zero width space, ZWNJ, ZWJ, direction marks
    0xD7B0...0xD7FF,  // Hangul jamo extended-B (medials, finals)
    0xFE00...0xFE0F,  // variation selectors
    0xE0000...0xE0FFF,  // tags, variation selectors supplement
  ]

  /// East Asian Wide and Fullwidth ranges (emoji presentation is checked separately).
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul jamo initials
    0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
    0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
    0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
    0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
    0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
    0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x3247,  // kana, bopomofo, Hangul compatibility jamo (3131–318E), kanbun, CJK strokes
    0x3250...0x4DBF,  // enclosed CJK, CJK compatibility, CJK extension A
    0x4E00...0xA4CF,  // CJK unified ideographs, Yi
    0xA960...0xA97F,  // Hangul jamo extended-A (initials)
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,  // Tangut, Khitan, kana supplement
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
    0x1F260...0x1F265,
    0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,  // supplemental symbols and pictographs
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B–H
  ]

  static func contains(_ ranges: [ClosedRange<UInt32>], _ v: UInt32) -> Bool {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      if v < ranges[mid].lowerBound {
        high = mid - 1
      } else if v > ranges[mid].upperBound {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
