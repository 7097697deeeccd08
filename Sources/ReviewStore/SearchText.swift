/// Search's one rule, for every query length and every store: a review matches when its
/// content or its author name, lowercased (Swift's `String.lowercased()`, Unicode's full case
/// mapping), contains the lowercased query as a sequence of Unicode scalars. Nothing else is
/// folded: accents, widths and Hangul jamo stay as they are.
///
/// The stores keep `text(content:userName:)` beside each review and check every candidate
/// against it; an index of `terms` only finds the candidates.
public enum SearchText {
  /// `text` as search compares it.
  public static func folded(_ text: String) -> String { text.lowercased() }

  /// What a review is searched in: its folded content, a newline, its folded author name. A
  /// query holds no control character (the server refuses them), so no match spans the two.
  public static func text(content: String, userName: String) -> String {
    folded(content) + "\n" + folded(userName)
  }

  /// Whether `text` (from `text(content:userName:)`) contains `foldedQuery`, scalar for scalar.
  public static func contains(_ text: String, _ foldedQuery: String) -> Bool {
    text.utf8.firstRange(of: foldedQuery.utf8) != nil
  }

  /// The index terms of a folded text, separated by spaces: every character and every pair of
  /// neighbouring characters, once whitespace is dropped. Each term is the hex of its UTF-8
  /// (so any tokenizer keeps it whole and no query syntax can hide in it); UTF-8 splits into
  /// characters one way only, so a character's term never equals a pair's.
  public static func terms(_ folded: String) -> String {
    var out: [UInt8] = []
    for (i, code) in termCodes(folded).enumerated() {
      if i > 0 { out.append(UInt8(ascii: " ")) }
      appendHex(code, to: &out)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The terms a review must hold to contain a folded query: its one character, or every pair
  /// of its characters (empty for a query of whitespace only, which every review contains).
  public static func queryTerms(_ foldedQuery: String) -> [String] {
    queryTermCodes(foldedQuery).map(hex)
  }

  /// A term as a number (the index terms are written from these, each once, in order): a
  /// character is its scalar value, a pair of characters `pairFlag | first << 21 | second`.
  typealias TermCode = UInt64
  static let pairFlag: TermCode = 1 << 42

  /// The codes of `terms(_:)`, each once, in order.
  static func termCodes(_ folded: String) -> [TermCode] {
    let letters = letters(folded)
    var seen = Set<TermCode>(minimumCapacity: letters.count * 2)
    var codes: [TermCode] = []
    codes.reserveCapacity(letters.count * 2)
    for code in letters.map({ TermCode($0) }) + pairs(letters) where seen.insert(code).inserted {
      codes.append(code)
    }
    return codes
  }

  /// The codes of `queryTerms(_:)`.
  static func queryTermCodes(_ foldedQuery: String) -> [TermCode] {
    let letters = letters(foldedQuery)
    let codes = letters.count == 1 ? [TermCode(letters[0])] : pairs(letters)
    var seen = Set<TermCode>()
    return codes.filter { seen.insert($0).inserted }
  }

  private static func letters(_ text: String) -> [UInt32] {
    var letters: [UInt32] = []
    letters.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      // ASCII by hand: the Unicode property look-up costs, and most scalars of Korean are not.
      let isWhitespace =
        scalar.isASCII
        ? (scalar == " " || (0x09...0x0D).contains(scalar.value)) : scalar.properties.isWhitespace
      if !isWhitespace { letters.append(scalar.value) }
    }
    return letters
  }

  private static func pairs(_ letters: [UInt32]) -> [TermCode] {
    zip(letters, letters.dropFirst()).map { pairFlag | TermCode($0) << 21 | TermCode($1) }
  }

  static func hex(_ code: TermCode) -> String {
    var out: [UInt8] = []
    appendHex(code, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  private static let digits = Array("0123456789abcdef".utf8)

  private static func appendHex(_ code: TermCode, to out: inout [UInt8]) {
    if code & pairFlag != 0 {
      appendHex(scalar: UInt32(truncatingIfNeeded: code >> 21 & 0x1F_FFFF), to: &out)
      appendHex(scalar: UInt32(truncatingIfNeeded: code & 0x1F_FFFF), to: &out)
    } else {
      appendHex(scalar: UInt32(truncatingIfNeeded: code), to: &out)
    }
  }

  /// The hex of a scalar's UTF-8.
  private static func appendHex(scalar value: UInt32, to out: inout [UInt8]) {
    UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { byte in
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0xF)])
    }
  }
}
