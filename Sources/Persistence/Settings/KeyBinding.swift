/// One line of config.toml's `[keys]` table as written: a command's name and its key names.
/// The App checks both (Persistence knows neither the commands nor the keys).
public struct KeyBinding: Sendable {
  public var command: String
  public var keys: [String]
  /// The line of config.toml it was read from, for problems; nil when it was not read.
  public var line: Int?

  public init(command: String, keys: [String], line: Int? = nil) {
    self.command = command
    self.keys = keys
    self.line = line
  }
}

extension KeyBinding: Equatable {
  /// Two bindings are the same when they bind the same keys; where they were read is not part
  /// of the setting.
  public static func == (lhs: KeyBinding, rhs: KeyBinding) -> Bool {
    lhs.command == rhs.command && lhs.keys == rhs.keys
  }
}
