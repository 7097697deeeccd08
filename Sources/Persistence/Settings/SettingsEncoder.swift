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
    lines += ["", "[\(SettingsSchema.keysTable)]"] + SettingsSchema.keysComment.map { "# \($0)" }
    lines +=
      settings.keyBindings.isEmpty
      ? ["# " + SettingsSchema.keysExample]
      : settings.keyBindings.map { binding in
        let keys =
          binding.keys.count == 1 ? TOMLText.string(binding.keys[0]) : TOMLText.array(binding.keys)
        return "\(TOMLText.key(binding.command)) = \(keys)"
      }
    return lines.joined(separator: "\n") + "\n"
  }
}
