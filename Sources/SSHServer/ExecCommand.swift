/// What a session without a pty may run: `reviews` and one of its subcommands, split into words
/// as a shell would (quotes and backslashes) but never run by one. The server's own options stay
/// the server's: `--server` and `--data-dir` are refused.
enum ExecCommand {
  static let usage =
    "usage: ssh HOST reviews list [--json] | reviews post WORDS… | reviews edit ID WORDS…"
    + " | reviews delete ID (the words are the text, no quotes needed; none: standard input;"
    + " ssh -t HOST opens dubeol; there is no shell)"

  static let subcommands: Set<String> = ["list", "post", "edit", "delete"]
  static let serverOptions = ["--server", "--data-dir"]

  /// The arguments for `dubeol`, or nil when the command is not one of those offered.
  static func arguments(_ command: String) -> [String]? {
    guard let words = words(command), words.count >= 2, words[0] == "reviews",
      subcommands.contains(words[1])
    else { return nil }
    let refused = words.contains { word in
      serverOptions.contains { word == $0 || word.hasPrefix($0 + "=") }
    }
    return refused ? nil : words
  }

  /// Shell words: blanks separate, '…' is literal, "…" and \ escape; nil for an open quote.
  static func words(_ command: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in command {
      if escaped {
        word.append(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word.append(character)
        }
      } else if character == " " || character == "\t" || character == "\n" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
        continue
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "\\" {
        escaped = true
      } else {
        word.append(character)
      }
      inWord = true
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }
}
