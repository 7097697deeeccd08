/// A keystroke's edit with the inserted text as inline scalars: what `Composer`'s
/// allocation-free fast path returns (`TextEdit` holds a `String`).
public struct ScalarEdit: Equatable, Sendable {
  /// Characters to delete before the cursor.
  public var deleteCount: Int
  /// The scalars to insert after deleting (at most a few: a keystroke's output).
  public var insert: ScalarRun

  /// The same edit as a `TextEdit`.
  public var textEdit: TextEdit { TextEdit(deleteCount: deleteCount, insert: insert.string()) }
}
