/// One line of a hanja or symbol table: the Hangul (or jamo) key, its hanja (or symbol), and the
/// meaning, "" when the table gives none.
public struct HanjaEntry: Hashable, Sendable, CustomStringConvertible {
  public var key: String
  public var value: String
  public var comment: String

  public init(key: String, value: String, comment: String = "") {
    self.key = key
    self.value = value
    self.comment = comment
  }

  public var description: String { "\(key):\(value):\(comment)" }
}

/// How a word is looked up, as libhangul's `hanja_table_match_exact`, `_prefix` and `_suffix`.
public enum HanjaMatch: String, CaseIterable, Sendable {
  /// Entries whose key is the whole word.
  case exact
  /// Entries whose key is the word or a beginning of it, longest first.
  case prefix
  /// Entries whose key is the word or an ending of it, longest first.
  case suffix
}
