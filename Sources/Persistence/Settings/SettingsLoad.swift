/// The settings in effect after reading config.toml, and the problem when the file was broken.
public struct SettingsLoad: Sendable {
  /// The file's settings; a key whose value is wrong keeps its default, and a file that is not
  /// TOML gives the defaults.
  public var settings: Settings
  /// The first problem in the file (by line), nil when the file is fine or missing.
  public var problem: ConfigProblem?
  /// Every problem found, in file order.
  public var problems: [ConfigProblem]
  /// Keys that were ignored because dubeol does not know them (likely typos); the settings are
  /// still in effect.
  public var warnings: [ConfigProblem] = []
  /// The problems are bad values only: every other key of the file is in effect.
  public var valuesOnly = false
  /// Whether the config file exists at all.
  public var fileExists: Bool

  public init(
    settings: Settings, problem: ConfigProblem? = nil, problems: [ConfigProblem]? = nil,
    fileExists: Bool = true
  ) {
    self.settings = settings
    self.problem = problem ?? problems?.first
    self.problems = problems ?? problem.map { [$0] } ?? []
    self.fileExists = fileExists
  }
}
