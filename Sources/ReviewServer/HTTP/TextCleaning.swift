/// What review text may contain: line breaks are normalised, and control characters other
/// than newline and tab are refused (SQLite's C strings end at NUL, so a NUL would store a
/// shorter text than the one acknowledged; the rest are terminal escapes and the like).
enum TextCleaning {
  /// `text` with CRLF and lone CR turned into LF.
  static func normalisingLineBreaks(_ text: String) -> String {
    guard text.utf8.contains(0x0D) else { return text }
    var scalars = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = scalar == "\r"
      scalars.append(previousWasCR ? "\n" : scalar)
    }
    return String(scalars)
  }

  /// The first control character (general category Cc) in `text` not in `allowed`.
  static func firstControl(in text: String, allowing allowed: Set<Unicode.Scalar>)
    -> Unicode.Scalar?
  {
    text.unicodeScalars.first { $0.properties.generalCategory == .control && !allowed.contains($0) }
  }
}
