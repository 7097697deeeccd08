/// The on-screen keyboard: layer, shift, the highlighted key and the flashing key.
public struct KeyboardState: Sendable, Equatable {
  /// A key by its row and its index in the row.
  public struct Position: Sendable, Hashable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }

  /// A mouse button held on a key that reacts to a long press.
  public struct Hold: Sendable, Equatable {
    public var position: Position
    public var token: Int
    /// The key has not acted yet: letting go is its short press (the shortcut key).
    public var actsOnRelease: Bool
  }

  public var showsSymbols = false
  public var shift: ShiftState = .off
  public var highlighted = Position(row: 0, column: 0)
  /// Where ↑/↓ aim while the highlight stays where they put it: the centre of the key they
  /// started from, so a run of ↑ keeps to one column instead of drifting row by row.
  var verticalGoal: VerticalGoal?
  /// The key that was just pressed; it is drawn flashing until its timer ends.
  public var flashing: Position?
  public var flashToken = 0
  public var hold: Hold?

  public init() {}

  /// A column ↑/↓ keep to (twice the centre's x, so a centre between cells stays whole) and
  /// the key they last put the highlight on.
  struct VerticalGoal: Sendable, Equatable {
    var center2: Int
    var position: Position
  }
}
