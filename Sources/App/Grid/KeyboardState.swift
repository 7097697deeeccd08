/// The on-screen keyboard: layer, shift, the highlighted key and the flashing key.
package struct KeyboardState: Sendable, Equatable {
  /// A key by its row and its index in the row.
  package struct Position: Sendable, Hashable {
    package var row: Int
    package var column: Int

    package init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }

  /// A mouse button held on a key that reacts to a long press.
  package struct Hold: Sendable, Equatable {
    package var position: Position
    package var token: Int
    /// The key has not acted yet: letting go is its short press (the shortcut key).
    package var actsOnRelease: Bool
  }

  package var showsSymbols = false
  package var shift: ShiftState = .off
  package var highlighted = Position(row: 0, column: 0)
  /// Where ↑/↓ aim while the highlight stays where they put it: the centre of the key they
  /// started from, so a run of ↑ keeps to one column instead of drifting row by row.
  var verticalGoal: VerticalGoal?
  /// The key that was just pressed; it is drawn flashing until its timer ends.
  package var flashing: Position?
  package var flashToken = 0
  package var hold: Hold?

  package init() {}

  /// A column ↑/↓ keep to (twice the centre's x, so a centre between cells stays whole) and
  /// the key they last put the highlight on.
  struct VerticalGoal: Sendable, Equatable {
    var center2: Int
    var position: Position
  }
}
