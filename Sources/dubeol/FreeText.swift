import ArgumentParser
import Foundation

/// The text of a command whose last argument is free text (`reviews post`, `reviews edit`): the
/// words as a shell split them, joined by single spaces, so a person types them without quotes
/// (over ssh a quote would need quoting twice, since the remote side splits the line again);
/// standard input when there are none.
enum FreeText {
  /// The help line of such an argument.
  static func help(_ what: String) -> ArgumentHelp {
    ArgumentHelp(
      "\(what): the words, joined by single spaces (no quotes needed; put -- before a word that "
        + "starts with -); read from standard input when there are none.",
      valueName: "text")
  }

  /// The words joined, or nil when there are none.
  static func joined(_ words: [String]) -> String? {
    words.isEmpty ? nil : words.joined(separator: " ")
  }

  /// The words joined, else all of standard input.
  static func text(_ words: [String]) -> String {
    joined(words)
      ?? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
  }
}
