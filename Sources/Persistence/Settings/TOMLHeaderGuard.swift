/// Finds table headers that make TOMLKit's parser (toml++) fail an assertion and abort the
/// process instead of reporting an error — `[[` alone, `[[[`, `[.a]`, `[` at the end of a
/// line — so that such a typo in config.toml is a problem with a line, never a crash. Found by
/// `make fuzz` (Fuzz/Config).
enum TOMLHeaderGuard {
  /// The 1-based line of the first header that does not start with a key, if any.
  static func firstBadHeader(in text: String) -> Int? {
    var inMultilineString: Substring? = nil
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if let delimiter = inMultilineString {
        if line.contains(delimiter) { inMultilineString = nil }
        continue
      }
      for delimiter in ["\"\"\"", "'''"] where line.components(separatedBy: delimiter).count == 2 {
        inMultilineString = Substring(delimiter)
      }
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.first == "[" else { continue }
      let afterBrackets = trimmed.dropFirst(trimmed.hasPrefix("[[") ? 2 : 1)
      let key = afterBrackets.drop { $0 == " " || $0 == "\t" }
      guard let first = key.first, startsKey(first) else { return index + 1 }
    }
    return nil
  }

  /// A bare key character, a quote that starts a quoted key, or the `]` of an empty header
  /// (which the parser reports properly).
  private static func startsKey(_ c: Character) -> Bool {
    c.isASCII
      && (c.isLetter || c.isNumber || c == "_" || c == "-" || c == "\"" || c == "'" || c == "]")
  }
}
