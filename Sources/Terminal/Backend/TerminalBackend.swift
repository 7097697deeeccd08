/// What the app runtime talks to; `NcursesBackend` is the real one.
public protocol TerminalBackend: AnyObject {
  /// Columns and rows of the terminal.
  var size: (width: Int, height: Int) { get }
  /// Writes only the cells that changed since the last frame, then places the cursor.
  func draw(_ frame: Frame)
  /// Writes `text` at (`x`, `y`) in `style`, then `blank` up to column `blankEnd`, with the
  /// cursor at `cursor`, on the screen as the last frame left it, ahead of the frame that will
  /// hold it (a typed key's echo, written before the state is updated); the next `draw` writes
  /// only what differs from it. False when nothing was written (`ScreenModel.writeAhead`).
  @discardableResult
  func writeAhead(
    _ text: String, x: Int, y: Int, style: Style, blank: Cell, to blankEnd: Int, cursor: Point
  ) -> Bool
  /// The next input event, or nil when nothing arrived within the timeout (negative = wait
  /// until input comes or the waker is woken).
  func nextEvent(timeoutMilliseconds: Int) -> InputEvent?
  /// Ends a wait in `nextEvent` from another thread; nil when the backend cannot be woken (the
  /// runtime then waits in short slices).
  var waker: TerminalWaker? { get }
  /// Whether input may already be waiting that `nextEvent(timeoutMilliseconds: 0)` would find:
  /// false when everything read has been handed out and the last read took all there was, so
  /// looking again before drawing would only cost a system call on every key.
  var mayHaveWaitingInput: Bool { get }
  /// Restores the terminal; safe to call more than once.
  func shutdown()
  /// What the terminal said about itself, waiting at most `milliseconds` for its answers (no
  /// wait once it has answered, or when it was not asked). Input that comes meanwhile is kept.
  func learnFacts(waitingUpTo milliseconds: Int) -> TerminalFacts
}

extension TerminalBackend {
  public var waker: TerminalWaker? { nil }
  public var mayHaveWaitingInput: Bool { true }
  /// A backend that cannot ask: 256 colours, background and images unknown.
  public func learnFacts(waitingUpTo milliseconds: Int) -> TerminalFacts { TerminalFacts() }
}
