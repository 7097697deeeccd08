import Foundation
import Testing

/// One line of a vector file: `script<TAB>expected`.
struct VectorCase: CustomTestStringConvertible, Sendable {
  let line: Int
  let script: String
  let expected: String
  /// The keyboard of a case of libhangul-keyboards.tsv ("2" for the 2-beolsik file).
  var keyboard = "2"

  var testDescription: String { "line \(line) (\(keyboard)): \(script)" }
}

enum Vectors {
  /// The libhangul keyboard "2" cases, copied next to the tests so they never depend on
  /// `../shared`.
  /// Tests/HangulTests/Vectors/libhangul-2-standard.tsv
  static let copyURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Vectors/libhangul-2-standard.tsv")

  /// ../shared/vectors/libhangul-2-standard.tsv beside the repository, when it is there.
  static let sharedURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/vectors/libhangul-2-standard.tsv")

  /// Every keyboard's cases, written by `dubeol-vectors` (Sources/VectorGenerator):
  /// `script<TAB>expected<TAB>keyboard`, ⌫ is Backspace.
  static let keyboardsURL = copyURL.deletingLastPathComponent()
    .appendingPathComponent("libhangul-keyboards.tsv")

  static func libhangulKeyboards() throws -> [VectorCase] {
    try cases(in: keyboardsURL).map { vector in
      let columns = vector.expected.split(separator: "\t", omittingEmptySubsequences: false)
      return VectorCase(
        line: vector.line, script: vector.script, expected: String(columns[0]),
        keyboard: columns.count > 1 ? String(columns[1]) : "")
    }
  }

  static func libhangulStandard() throws -> [VectorCase] { try cases(in: copyURL) }

  private static func cases(in url: URL) throws -> [VectorCase] {
    let contents = try String(contentsOf: url, encoding: .utf8)
    var cases: [VectorCase] = []
    // Split on "\n" only and on the first tab only: spaces are part of the cases.
    for (index, line) in contents.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where !line.isEmpty {
      guard let tab = line.firstIndex(of: "\t") else { continue }
      cases.append(
        VectorCase(
          line: index + 1, script: String(line[..<tab]),
          expected: String(line[line.index(after: tab)...])))
    }
    return cases
  }
}
