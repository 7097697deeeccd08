/// Writes TOML literals the way config.toml needs them (basic strings, arrays of strings).
enum TOMLText {
  /// A TOML basic string: quotes, backslashes and control characters escaped; other text as is.
  static func string(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      if let escape = escapes[scalar] {
        out += escape
      } else if scalar.value < 0x20 || scalar.value == 0x7F {
        out += "\\u" + hex4(scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// A key: bare when TOML allows it, else quoted.
  static func key(_ name: String) -> String {
    let bare =
      !name.isEmpty
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    return bare ? name : string(name)
  }

  /// A one-line array when it is short, else one item a line.
  static func array(_ values: [String]) -> String {
    let items = values.map(string)
    let oneLine = "[" + items.joined(separator: ", ") + "]"
    if oneLine.count <= 60 { return oneLine }
    return "[\n" + items.map { "  \($0),\n" }.joined() + "]"
  }

  private static let escapes: [Unicode.Scalar: String] = [
    "\"": "\\\"", "\\": "\\\\", "\u{08}": "\\b", "\t": "\\t", "\n": "\\n", "\u{0C}": "\\f",
    "\r": "\\r",
  ]

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
