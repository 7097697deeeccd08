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
    let letters = letters(folded)
    var seen = Set<String>()
    var terms = ""
    for term in letters.map(hex) + pairs(letters) where seen.insert(term).inserted {
      if !terms.isEmpty { terms.append(" ") }
      terms.append(term)
    }
    return terms
  }

  /// The terms a review must hold to contain a folded query: its one character, or every pair
  /// of its characters (empty for a query of whitespace only, which every review contains).
  public static func queryTerms(_ foldedQuery: String) -> [String] {
    let letters = letters(foldedQuery)
    let terms = letters.count == 1 ? [hex(letters[0])] : pairs(letters)
    return terms.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }

  private static func letters(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { !$0.properties.isWhitespace }
  }

  private static func pairs(_ letters: [Unicode.Scalar]) -> [String] {
    zip(letters, letters.dropFirst()).map { hex($0) + hex($1) }
  }

  private static let digits = Array("0123456789abcdef".unicodeScalars)

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    var text = String.UnicodeScalarView()
    for byte in String(scalar).utf8 {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0xF)])
    }
    return String(text)
  }
}
