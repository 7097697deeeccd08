/// Writes `Settings` as a commented config.toml (also the text of Resources/config.example.toml).
enum SettingsEncoder {
  static func encode(_ settings: Settings) -> String {
    var lines = SettingsSchema.header
    var table = ""
    for field in SettingsSchema.fields {
      if field.table != table {
        table = field.table
        lines += ["", "[\(table)]"]
      }
      lines += field.comment.map { "# \($0)" } + [field.line(for: settings)]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
