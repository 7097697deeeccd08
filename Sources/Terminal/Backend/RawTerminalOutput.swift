/// A backend that can write bytes straight to the terminal between frames, for sequences the
/// terminal interprets itself rather than draws (OSC 52 clipboard). Separate from
/// `TerminalBackend` so backends without it (tests, other terminals) need not change.
public protocol RawTerminalOutput: AnyObject {
  /// Writes `bytes` as UTF-8 to the terminal's output, unchanged.
  func writeRaw(_ bytes: String)
}

extension NcursesBackend: RawTerminalOutput {
  public func writeRaw(_ bytes: String) {
    guard isActive else { return }
    writeDirectly(bytes)
  }
}
