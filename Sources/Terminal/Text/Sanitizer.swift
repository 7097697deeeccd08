/// Makes untrusted text safe to draw: control characters and escape sequences become
/// visible replacements, so nothing from the network or disk can drive the terminal.
public enum Sanitizer {
  /// C0 controls become Control Pictures (ESC → ␛, BEL → ␇, CR → ␍, LF → ␊), DEL → ␡,
  /// C1 controls and bidirectional overrides → U+FFFD, a tab → four spaces.
  /// An escape sequence such as `ESC [31m` stays readable as `␛[31m` and is inert.
  public static func visible(_ s: String) -> String {
    guard needsWork(s) else { return s }
    var out = String.UnicodeScalarView()
    for scalar in s.unicodeScalars {
      out.append(contentsOf: replacement(for: scalar))
    }
    return String(out)
  }

  /// What one scalar is drawn as.
  public static func replacement(for scalar: Unicode.Scalar) -> [Unicode.Scalar] {
    let v = scalar.value
    switch v {
    case 0x09: return Array(repeating: " ", count: 4)
    case 0x00..<0x20: return [Unicode.Scalar(0x2400 + v)!]
    case 0x7F: return ["\u{2421}"]
    case 0x80..<0xA0: return ["\u{FFFD}"]
    case 0x202A...0x202E, 0x2066...0x2069: return ["\u{FFFD}"]
    default: return [scalar]
    }
  }

  /// True when `s` contains nothing that `visible` would change.
  public static func isClean(_ s: String) -> Bool { !needsWork(s) }

  private static func needsWork(_ s: String) -> Bool {
    s.unicodeScalars.contains { scalar in
      let v = scalar.value
      return v < 0x20 || (v >= 0x7F && v < 0xA0) || (0x202A...0x202E).contains(v)
        || (0x2066...0x2069).contains(v)
    }
  }
}
