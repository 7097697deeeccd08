/// How `NcursesBackend` sets up the terminal.
public struct TerminalOptions: Equatable, Sendable {
  /// Draw without colours (attributes such as bold and reverse remain).
  public var noColor: Bool
  /// Report mouse presses, releases and the wheel.
  public var mouse: Bool
  /// How long the backend waits after ESC (or any unfinished sequence) for the rest of it
  /// before a lone ESC is the Escape key.
  public var escapeDelayMilliseconds: Int

  /// The terminfo entry to use; nil means `$TERM`.
  public var terminalType: String?

  public init(
    noColor: Bool = false, mouse: Bool = true, escapeDelayMilliseconds: Int = 25,
    terminalType: String? = nil
  ) {
    self.noColor = noColor
    self.mouse = mouse
    self.escapeDelayMilliseconds = escapeDelayMilliseconds
    self.terminalType = terminalType
  }

  /// Options from the environment: `NO_COLOR` set to anything non-empty turns colours off
  /// (https://no-color.org).
  public static func fromEnvironment(_ environment: [String: String]) -> TerminalOptions {
    TerminalOptions(noColor: !(environment["NO_COLOR"] ?? "").isEmpty)
  }
}
