/// Why the terminal could not be opened.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal (piped or redirected).
  case notATerminal
  /// ncurses could not set up the terminal, e.g. an unknown TERM.
  case cannotInitialize(term: String)

  public var description: String {
    switch self {
    case .notATerminal:
      "dubeol needs a terminal: standard input and output must not be redirected."
    case .cannotInitialize(let term):
      "Cannot open the terminal (TERM=\(term.isEmpty ? "unset" : term)). "
        + "Try TERM=xterm-256color."
    }
  }
}
