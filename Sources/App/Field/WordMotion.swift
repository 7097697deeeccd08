/// Word and line boundaries in the compose text, by character offset (as `TextBuffer`'s
/// cursor counts): what Ctrl-←/→, Alt-b/f, Ctrl-U and Ctrl-K move over.
enum WordMotion {
  /// The start of the word before `offset` (whitespace before the cursor is skipped first).
  static func previousWordStart(in text: String, from offset: Int) -> Int {
    let chars = Array(text)
    var i = min(offset, chars.count)
    while i > 0 && chars[i - 1].isWhitespace { i -= 1 }
    while i > 0 && !chars[i - 1].isWhitespace { i -= 1 }
    return i
  }

  /// The end of the word after `offset` (whitespace after the cursor is skipped first).
  static func nextWordEnd(in text: String, from offset: Int) -> Int {
    let chars = Array(text)
    var i = max(0, offset)
    while i < chars.count && chars[i].isWhitespace { i += 1 }
    while i < chars.count && !chars[i].isWhitespace { i += 1 }
    return i
  }

  /// The offset where the line holding `offset` starts (just after the previous "\n").
  static func lineStart(in text: String, from offset: Int) -> Int {
    let chars = Array(text)
    var i = min(offset, chars.count)
    while i > 0 && chars[i - 1] != "\n" { i -= 1 }
    return i
  }

  /// The offset of the "\n" ending the line holding `offset`, or the end of the text.
  static func lineEnd(in text: String, from offset: Int) -> Int {
    let chars = Array(text)
    var i = max(0, offset)
    while i < chars.count && chars[i] != "\n" { i += 1 }
    return i
  }
}
