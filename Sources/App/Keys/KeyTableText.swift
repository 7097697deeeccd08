import Foundation

/// The command table with the keys in effect, as `dubeol config keys` prints it and as
/// docs/keys.md holds it (a test keeps that file equal to `page(.defaults)`).
package enum KeyTableText {
  /// One line of the listing: a row of the command table with its keys in effect.
  struct Line: Equatable {
    var command: String
    var scopes: String
    var keys: [String]
    var help: String
  }

  static func lines(_ map: KeyMap) -> [Line] {
    CommandTable.rows.map { row in
      Line(
        command: row.command.rawValue, scopes: row.scopes.map(\.rawValue).joined(separator: ", "),
        keys: map.configNames(of: row), help: row.help)
    }
  }

  /// Columns padded to line up (command, scopes and key names are ASCII; the Korean
  /// description comes last).
  package static func plain(_ map: KeyMap) -> String {
    let columns =
      [["COMMAND", "WHERE", "KEYS", "WHAT IT DOES"]]
      + lines(map).map {
        [$0.command, $0.scopes, $0.keys.isEmpty ? "-" : $0.keys.joined(separator: ", "), $0.help]
      }
    let widths = (0..<3).map { index in columns.map { $0[index].count }.max() ?? 0 }
    return columns.map { cells in
      (0..<3).map { cells[$0].padding(widths[$0]) + "  " }.joined() + cells[3]
    }.joined(separator: "\n") + "\n"
  }

  /// A Markdown table.
  package static func markdown(_ map: KeyMap) -> String {
    let rows = lines(map).map { line in
      let keys = line.keys.isEmpty ? "-" : line.keys.map { "`\($0)`" }.joined(separator: ", ")
      return
        "| `\(line.command)` | \(line.scopes) | \(keys.escapingPipes) | \(line.help.escapingPipes) |"
    }
    return (["| command | where | keys | what it does |", "| --- | --- | --- | --- |"] + rows)
      .joined(separator: "\n") + "\n"
  }
}

extension KeyTableText {
  /// docs/keys.md: what the page is, the places keys work, then `markdown(map)`.
  package static func page(_ map: KeyMap) -> String {
    let places = KeyScope.allCases.map { "| `\($0.rawValue)` | \($0.title) |" }
    return
      ([
        "# Keys",
        "",
        "<!-- Written by `dubeol config keys --markdown` (make docs); a test fails when it is stale. -->",
        "",
        "Every command of dubeol, where it works and its default keys, from the one command table",
        "(`Sources/App/Keys/CommandTable.swift`) that also drives dispatch, the status line's hints and",
        "help (`F1`). `dubeol config keys` prints it with your own keys in effect; `[keys]` in",
        "config.toml rebinds any command ([config.md](config.md#your-own-keys)). A key works where its",
        "place is in effect: the place of the pane or popup that has focus first, then `editing` and",
        "`everywhere`; `type` is `dubeol type`'s ([type.md](type.md)).",
        "",
        "| where | the place |",
        "| --- | --- |",
      ] + places + ["", markdown(map)]).joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  fileprivate var escapingPipes: String { replacingOccurrences(of: "|", with: "\\|") }
}
