import DisplayText
import Terminal

/// Word wrapping by display width, for review text: breaks at spaces when it can, inside a
/// word only when the word is wider than the line; never splits a character.
enum TextWrap {
  static func lines(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var out: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var line: [Character] = []
      var lineWidth = 0
      var lastSpace: Int?
      for ch in paragraph {
        let w = DisplayWidth.of(ch)
        if lineWidth + w > width && !line.isEmpty {
          if ch == " " {
            out.append(String(line))
            (line, lineWidth, lastSpace) = ([], 0, nil)
            continue
          }
          if let space = lastSpace, space > 0 {
            out.append(String(line[..<space]))
            line = Array(line[(space + 1)...])
            lineWidth = line.reduce(0) { $0 + DisplayWidth.of($1) }
          } else {
            out.append(String(line))
            (line, lineWidth) = ([], 0)
          }
          lastSpace = nil
        }
        if ch == " " { lastSpace = line.count }
        line.append(ch)
        lineWidth += w
      }
      out.append(String(line))
    }
    return out
  }
}
