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

  /// Ask the terminal at start for its background colour and image support (answers are read
  /// by `learnFacts`); off for ptys nobody answers on.
  public var queriesTerminal: Bool
  /// `COLORFGBG` as the environment has it: the background when the terminal does not say.
  public var colorFGBG: String?

  public init(
    noColor: Bool = false, mouse: Bool = true, escapeDelayMilliseconds: Int = 25,
    terminalType: String? = nil, queriesTerminal: Bool = false, colorFGBG: String? = nil
  ) {
    self.noColor = noColor
    self.mouse = mouse
    self.escapeDelayMilliseconds = escapeDelayMilliseconds
    self.terminalType = terminalType
    self.queriesTerminal = queriesTerminal
    self.colorFGBG = colorFGBG
  }

  /// Options from the environment: `NO_COLOR` set to anything non-empty turns colours off
  /// (https://no-color.org); the terminal is asked about itself.
  public static func fromEnvironment(_ environment: [String: String]) -> TerminalOptions {
    TerminalOptions(
      noColor: !(environment["NO_COLOR"] ?? "").isEmpty, queriesTerminal: true,
      colorFGBG: environment["COLORFGBG"])
  }
}
