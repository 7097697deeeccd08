/// SQL `LIKE` patterns, for the stores that match with `LIKE … ESCAPE '\'`.
public enum LikePattern {
  /// `%text%`: any value containing `text`, its `\`, `%` and `_` matched as themselves.
  public static func containing(_ text: String) -> String {
    var pattern = "%"
    for character in text {
      if character == "\\" || character == "%" || character == "_" { pattern.append("\\") }
      pattern.append(character)
    }
    return pattern + "%"
  }
}
