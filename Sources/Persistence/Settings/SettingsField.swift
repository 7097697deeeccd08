import TOMLKit

/// One key of config.toml: where it lives, the comment written above it, and how its value is
/// read into `Settings` and written from it.
struct SettingsField {
  /// The table holding the key ("" for the top level).
  let table: String
  let key: String
  /// The comment lines written above the key, without "# ".
  let comment: [String]
  private let read: (TOMLValueConvertible, inout Settings) -> SettingProblem?
  private let write: (Settings) -> String
  /// The default's TOML literal; nil when the default is unset.
  let defaultValue: String?

  /// The key `table.key` holding `property`, read and written by `codec`; `example` is written,
  /// commented out, when the value is unset.
  init<Value>(
    _ table: String, _ key: String, _ property: WritableKeyPath<Settings, Value>,
    _ codec: SettingCodec<Value>, example: String = "", comment: String...
  ) {
    self.table = table
    self.key = key
    self.comment = comment
    read = { value, settings in
      switch codec.read(value) {
      case .success(let value):
        settings[keyPath: property] = value
        return nil
      case .failure(let problem): return problem
      }
    }
    defaultValue = codec.write(Settings.defaults[keyPath: property])
    write = { settings in
      codec.write(settings[keyPath: property]).map { "\(key) = \($0)" } ?? "# \(key) = \(example)"
    }
  }

  /// The dotted path problems name ("engine.profile").
  var path: String { table.isEmpty ? key : "\(table).\(key)" }

  /// What is in effect when the file's value cannot be used, as problems end.
  var fallback: String {
    defaultValue.map { "the default \($0) is in effect" } ?? "it stays unset, as by default"
  }

  /// Sets the field in `settings` from `value`; what is wrong when the value cannot be used.
  func decode(_ value: TOMLValueConvertible, into settings: inout Settings) -> SettingProblem? {
    read(value, &settings)
  }

  /// The `key = value` line for `settings`.
  func line(for settings: Settings) -> String { write(settings) }
}
