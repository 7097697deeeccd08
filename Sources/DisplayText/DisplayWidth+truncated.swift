extension DisplayWidth {
  /// `text` cut to at most `width` cells, whole characters only (a wide character that does not
  /// fit is left out, never halved). Cut text ends in "…", or starts with it when `keepingEnd`
  /// (text fields, whose end is where the typing happens); `ellipsis: false` cuts bare.
  public static func truncated(
    _ text: String, to width: Int, ellipsis: Bool = true, keepingEnd: Bool = false
  ) -> String {
    guard width > 0 else { return "" }
    if of(text) <= width { return text }
    let room = ellipsis ? width - 1 : width
    let characters = keepingEnd ? Array(text.reversed()) : Array(text)
    var kept = 0
    var used = 0
    for character in characters {
      let w = of(character)
      if used + w > room { break }
      used += w
      kept += 1
    }
    let mark = ellipsis ? "…" : ""
    let part = characters.prefix(kept)
    return keepingEnd ? mark + String(part.reversed()) : String(part) + mark
  }
}
