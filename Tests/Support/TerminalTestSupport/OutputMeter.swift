import Terminal

/// Counts the bytes the real ncurses backend writes to a terminal, on a pseudo-terminal:
/// the honest number for "bytes written per typed key".
public final class OutputMeter {
  public let pty: PseudoTerminal
  public let backend: NcursesBackend

  /// Opens a `width` × `height` pseudo-terminal with the backend on it (xterm-256color).
  public init(width: Int, height: Int, options: TerminalOptions = .init()) throws {
    var options = options
    if options.terminalType == nil { options.terminalType = "xterm-256color" }
    pty = try PseudoTerminal(width: width, height: height)
    backend = try NcursesBackend(options: options, input: pty.secondary, output: pty.secondary)
    _ = pty.readWritten()  // the set-up sequences
  }

  deinit { backend.shutdown() }

  /// Draws `frame` and returns the bytes that reached the terminal.
  public func draw(_ frame: Frame) -> [UInt8] {
    backend.draw(frame)
    return pty.readWritten() ?? []
  }
}
