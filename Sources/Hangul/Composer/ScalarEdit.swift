/// A keystroke's edit with the inserted text as inline scalars, so `KeyLineConverter` builds
/// no String per key (`TextEdit`, what `handle` returns, holds a `String`).
struct ScalarEdit: Equatable, Sendable {
  /// Characters to delete before the cursor.
  var deleteCount: Int
  /// The scalars to insert after deleting (at most a few: a keystroke's output).
  var insert: ScalarRun
}
