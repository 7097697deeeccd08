/// A mouse button.
public enum MouseButton: Hashable, Sendable { case left, middle, right }

/// What the mouse did.
public enum MouseKind: Hashable, Sendable {
  case press(MouseButton)
  case release(MouseButton)
  case drag
  case wheelUp
  case wheelDown
}

/// A mouse event at a cell (0-based column x, row y).
public struct MouseEvent: Hashable, Sendable {
  public var kind: MouseKind
  public var x: Int
  public var y: Int

  public init(kind: MouseKind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}
