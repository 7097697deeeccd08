/// Whether what the user wrote is safely on disk: the reasons of the last failed saves, kept
/// until a save succeeds, so the quit dialog can tell the truth.
package struct StorageState: Sendable, Equatable {
  /// Why the draft could not be saved; nil when the last save worked.
  package var draftProblem: String?
  /// Why the outbox could not be saved; nil when the last save worked.
  package var outboxProblem: String?
  /// Why the edit in progress (edit.json) could not be saved; nil when the last save worked.
  package var editProblem: String?

  package init() {}

  /// How long to wait before trying a failed save again.
  static let retryMilliseconds = 2000
}
