extension AppState {
  /// A save failed: remember why, say so once (not on every retry), and try again later with
  /// the draft timer. The text stays in memory and on screen all along.
  mutating func storageFailed(_ item: StorageItem, reason: String) -> [Effect] {
    let message = item.failed(reason)
    let known: String?
    switch item {
    case .draft:
      known = storage.draftProblem
      storage.draftProblem = reason
      // What is on disk is unknown now, so the next timer writes it again.
      savedDraft = nil
    case .outbox:
      known = storage.outboxProblem
      storage.outboxProblem = reason
    case .edit:
      // Written again by the next draft timer; said once per reason like the draft.
      let known = storage.editProblem
      storage.editProblem = reason
      savedEdit = nil
      let retry = armDraftTimer(milliseconds: StorageState.retryMilliseconds)
      return known == reason ? retry : retry + showToast(.error, message)
    case .settings, .ownReviews, .hanjaChoices:
      return showToast(.error, message)
    }
    let retry = armDraftTimer(milliseconds: StorageState.retryMilliseconds)
    return known == reason ? retry : retry + showToast(.error, message)
  }

  /// A save worked: a problem it ends is over, and the user hears so.
  mutating func storageSaved(_ item: StorageItem) -> [Effect] {
    switch item {
    case .draft where storage.draftProblem != nil:
      storage.draftProblem = nil
      return showToast(.info, item.savedAgain)
    case .outbox where storage.outboxProblem != nil:
      storage.outboxProblem = nil
      return showToast(.info, item.savedAgain)
    case .edit where storage.editProblem != nil:
      storage.editProblem = nil
      return showToast(.info, item.savedAgain)
    default:
      return []
    }
  }

  /// Saves again whatever failed before (the draft timer calls this).
  mutating func retryFailedSaves() -> [Effect] {
    storage.outboxProblem == nil ? [] : [.saveOutbox(posting.outbox.posts)]
  }

  /// Text that is not on disk: the compose text when the draft could not be saved, and the
  /// queued reviews when the outbox could not be; nil when everything is saved. On quit the
  /// runtime writes it to a file that works, or prints it.
  var unsavedText: String? {
    var parts: [String] = []
    if storage.draftProblem != nil, !draftText.allSatisfy(\.isWhitespace) {
      parts.append(draftText)
    }
    if storage.outboxProblem != nil {
      parts += posting.outbox.posts.map(\.content).filter { !parts.contains($0) }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "\n\n----\n\n")
  }
}
