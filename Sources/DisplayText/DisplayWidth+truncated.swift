extension DisplayWidth {
  /// `text` cut to at most `width` cells, whole characters only (a wide character that does not
  /// fit is left out, never halved). Cut text ends in "…", or starts with it when `keepingEnd`
  /// (text fields, whose end is where the typing happens); `ellipsis: false` cuts bare.
  /// `measure` is the width of one character (`ofWhole` for plain output).
  public static func truncated(
    _ text: String, to width: Int, ellipsis: Bool = true, keepingEnd: Bool = false,
    measure: (Character) -> Int = of
  ) -> String {
    guard width > 0 else { return "" }
    if text.reduce(0, { $0 + measure($1) }) <= width { return text }
    let room = ellipsis ? width - 1 : width
    let characters = keepingEnd ? Array(text.reversed()) : Array(text)
    var kept = 0
    var used = 0
    for character in characters {
      let w = measure(character)
      if used + w > room { break }
      used += w
      kept += 1
    }
    let mark = ellipsis ? "…" : ""
    let part = characters.prefix(kept)
    return keepingEnd ? mark + String(part.reversed()) : String(part) + mark
  }
}

extension DisplayWidth {
  /// The width of `c` written straight to a terminal (the command line's output, not through
  /// ncurses): an emoji sequence joined by ZWJ is one picture, 2 cells; anything else as `of`.
  public static func ofWhole(_ c: Character) -> Int {
    Sanitizer.isEmojiSequence(c) ? 2 : of(c)
  }

  /// The width of `s` written straight to a terminal (`ofWhole` of each character).
  public static func ofWhole(_ s: String) -> Int { s.reduce(0) { $0 + ofWhole($1) } }
}
