/// Finds the line where a key is defined in TOML text, so problems in a well-formed file can name
/// their line (TOMLKit's values carry no source positions).
struct TOMLKeyLocator {
  private var lineOfPath: [[String]: Int] = [:]

  init(text: String) {
    var table: [String] = []
    var openMultiline: Substring?  // the delimiter of a multi-line string being skipped
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.drop { $0 == " " || $0 == "\t" }
      if let delimiter = openMultiline {
        if line.contains(delimiter) { openMultiline = nil }
        continue
      }
      if line.hasPrefix("[") {
        let isArrayTable = line.hasPrefix("[[")
        if let (path, _) = Self.parseKey(line.dropFirst(isArrayTable ? 2 : 1)) {
          table = path
          record(path, line: index + 1)
        }
      } else if let (path, rest) = Self.parseKey(line), rest.first == "=" {
        record(table + path, line: index + 1)
        openMultiline = Self.unclosedMultiline(rest.dropFirst())
      }
    }
  }

  /// The line of `path`, else of its nearest ancestor that has one.
  func line(of path: [String]) -> Int? {
    var path = path
    while !path.isEmpty {
      if let line = lineOfPath[path] { return line }
      path.removeLast()
    }
    return nil
  }

  private mutating func record(_ path: [String], line: Int) {
    if lineOfPath[path] == nil { lineOfPath[path] = line }
  }

  /// Parses a dotted key (bare or quoted parts) and returns it with the text after it, trimmed.
  static func parseKey(_ text: Substring) -> ([String], Substring)? {
    var parts: [String] = []
    var rest = text
    while true {
      rest = rest.drop { $0 == " " || $0 == "\t" }
      guard let first = rest.first else { return nil }
      if first == "\"" || first == "'" {
        guard let end = rest.dropFirst().firstIndex(of: first) else { return nil }
        parts.append(String(rest[rest.index(after: rest.startIndex)..<end]))
        rest = rest[rest.index(after: end)...]
      } else {
        let bare = rest.prefix {
          $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-")
        }
        guard !bare.isEmpty else { return nil }
        parts.append(String(bare))
        rest = rest.dropFirst(bare.count)
      }
      rest = rest.drop { $0 == " " || $0 == "\t" }
      guard rest.first == "." else { return (parts, rest) }
      rest = rest.dropFirst()
    }
  }

  /// The multi-line string delimiter opened but not closed on this line's value, if any.
  private static func unclosedMultiline(_ value: Substring) -> Substring? {
    let value = value.drop { $0 == " " || $0 == "\t" }
    for delimiter in ["\"\"\"", "'''"] where value.hasPrefix(delimiter) {
      let body = value.dropFirst(3)
      return body.contains(delimiter) ? nil : Substring(delimiter)
    }
    return nil
  }
}
