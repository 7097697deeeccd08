/// Makes untrusted text safe to draw: control characters and escape sequences become
/// visible replacements, so nothing from the network or disk can drive the terminal, and
/// invisible characters that terminals and ncurses count differently are dropped, so every
/// cell has the width the terminal gives it.
public enum Sanitizer {
  /// C0 controls become Control Pictures (ESC → ␛, BEL → ␇, CR → ␍, LF → ␊), DEL → ␡,
  /// C1 controls and bidirectional overrides → U+FFFD, a tab → four spaces, line and paragraph
  /// separators → a space. Zero-width format characters (ZWJ, ZWNJ, ZWSP, direction marks,
  /// word joiner, BOM, tags) are dropped (VS16 stays: `TerminalGlyph` pads it), and a base character keeps at
  /// most `maxCombiningMarks` combining marks. An escape sequence such as `ESC [31m` stays
  /// readable as `␛[31m` and is inert.
  public static func visible(_ s: String) -> String {
    guard needsWork(s) else { return s }
    var out = String.UnicodeScalarView()
    var marks = 0
    for scalar in s.unicodeScalars {
      if isCombiningMark(scalar) {
        marks += 1
        if marks > maxCombiningMarks { continue }
      } else {
        marks = 0
      }
      out.append(contentsOf: replacement(for: scalar))
    }
    return String(out)
  }

  /// `visible`, but an emoji sequence joined by ZWJ (👨‍👩‍👧, 🏳️‍🌈) stays whole: for plain output
  /// (the command line's tables), where no ncurses counts its scalars apart and the terminal
  /// draws the cluster as one picture. Every other character is made visible as `visible` does.
  public static func visibleKeepingEmoji(_ s: String) -> String {
    guard needsWork(s) else { return s }
    var out = ""
    for character in s {
      out += isEmojiSequence(character) ? String(character) : visible(String(character))
    }
    return out
  }

  /// A cluster of emoji joined by ZWJ, with only variation selectors, skin tones and tags
  /// besides: nothing in it can drive the terminal.
  public static func isEmojiSequence(_ c: Character) -> Bool {
    let scalars = c.unicodeScalars
    guard scalars.contains(where: { $0.value == 0x200D }) else { return false }
    return scalars.allSatisfy { scalar in
      let v = scalar.value
      return v == 0x200D || v == 0xFE0F || (0x1F3FB...0x1F3FF).contains(v)
        || (0xE0020...0xE007F).contains(v) || scalar.properties.isEmoji
    }
  }

  /// Combining marks kept on one base character ("a" + 1,000 marks draws as "a" + 2).
  public static let maxCombiningMarks = 2

  /// What one scalar is drawn as (nothing for a dropped zero-width character).
  public static func replacement(for scalar: Unicode.Scalar) -> [Unicode.Scalar] {
    let v = scalar.value
    switch v {
    case 0x09: return Array(repeating: " ", count: 4)
    case 0x00..<0x20: return [Unicode.Scalar(0x2400 + v) ?? "\u{FFFD}"]
    case 0x7F: return ["\u{2421}"]
    case 0x80..<0xA0: return ["\u{FFFD}"]
    case 0x202A...0x202E, 0x2066...0x2069: return ["\u{FFFD}"]
    case 0x2028, 0x2029: return [" "]
    default: return isDropped(v) ? [] : [scalar]
    }
  }

  /// True when `s` contains nothing that `visible` would change.
  public static func isClean(_ s: String) -> Bool { !needsWork(s) }

  /// Zero-width format characters: terminals join or shift glyphs around them while ncurses
  /// counts them apart, which misplaces the rest of the row.
  static func isDropped(_ v: UInt32) -> Bool {
    switch v {
    case 0x061C, 0x180E, 0x200B...0x200F, 0x2060...0x2064, 0xFEFF, 0xE0000...0xE007F:
      return true
    default:
      return false
    }
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value >= 0x300 else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return false
    }
  }

  private static func needsWork(_ s: String) -> Bool {
    var marks = 0
    for scalar in s.unicodeScalars {
      let v = scalar.value
      if v < 0x20 || (v >= 0x7F && v < 0xA0) { return true }
      // What the UI draws most (ASCII, Hangul, box drawing…) needs no look-up.
      if Clusters.simpleWidth(v) != nil {
        marks = 0
        continue
      }
      if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x2028
        || v == 0x2029 || isDropped(v)
      {
        return true
      }
      if isCombiningMark(scalar) {
        marks += 1
        if marks > maxCombiningMarks { return true }
      } else {
        marks = 0
      }
    }
    return false
  }
}
