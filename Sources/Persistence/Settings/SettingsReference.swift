/// Every setting of config.toml with its default and what it does, from `SettingsSchema`: what
/// `dubeol config settings` prints and docs/config.md holds (a test keeps that copy current).
package enum SettingsReference {
  /// One setting: its dotted path, its default as TOML (nil when unset) and its comment.
  struct Row {
    var path: String
    var defaultValue: String?
    var help: String
  }

  static var rows: [Row] {
    SettingsSchema.fields.map {
      Row(path: $0.path, defaultValue: $0.defaultValue, help: $0.comment.joined(separator: " "))
    }
  }

  /// A setting a paragraph: `path = default`, then what it does, indented.
  package static func plain() -> String {
    rows.map { row in
      "\(row.path) = \(row.defaultValue ?? "(unset)")\n    \(row.help)\n"
    }.joined()
  }

  /// A Markdown table: setting, default, what it does.
  package static func markdown() -> String {
    let lines = rows.map { row in
      let value = row.defaultValue.map { "`\($0.escapingPipes)`" } ?? "unset"
      return "| `\(row.path)` | \(value) | \(row.help.escapingPipes) |"
    }
    return (["| setting | default | what it does |", "| --- | --- | --- |"] + lines)
      .joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate var escapingPipes: String {
    split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}
