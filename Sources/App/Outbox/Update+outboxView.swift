import Persistence

extension AppState {
  /// Opens the list of queued posts (o in the list, F6, the status line's hint).
  mutating func openOutboxView() -> [Effect] {
    endComposition()
    keyboard.hold = nil
    overlay = .outbox(OutboxViewState())
    return []
  }

  mutating func closeOutboxView() -> [Effect] {
    overlay = nil
    return []
  }

  mutating func handleOutboxKey(_ chord: KeyChord, _ view: OutboxViewState) -> [Effect] {
    var outboxView = view
    if let id = outboxView.confirmingDiscard {
      switch keys.command(for: chord, in: .confirm) {
      case .yes:
        outboxView.confirmingDiscard = nil
        overlay = .outbox(outboxView)
        return discardPost(id: id)
      case .no:
        outboxView.confirmingDiscard = nil
        overlay = .outbox(outboxView)
        return []
      default:
        return []
      }
    }
    guard let command = keys.command(for: chord, in: .outbox) else { return [] }
    let posts = posting.outbox.posts
    // Posts delivered while the view is open leave it: the highlight stays on a post there is.
    outboxView.selected = min(outboxView.selected, max(0, posts.count - 1))
    overlay = .outbox(outboxView)
    let selected = posts.indices.contains(outboxView.selected) ? posts[outboxView.selected] : nil
    switch command {
    case .close: return closeOutboxView()
    case .sendNow:
      guard let selected else { return [] }
      return sendNow(selected)
    case .discard:
      // Asked even while an automatic retry is in flight: it is usually over by the answer,
      // which is where a post still being sent is refused.
      guard let selected else { return [] }
      outboxView.confirmingDiscard = selected.id
      overlay = .outbox(outboxView)
      return []
    default:
      moveOutboxSelection(command)
      return []
    }
  }

  mutating func moveOutboxSelection(_ command: Command) {
    guard var outboxView else { return }
    defer { overlay = .outbox(outboxView) }
    let last = max(0, posting.outbox.count - 1)
    let targets: [Command: Int] = [
      .up: outboxView.selected - 1, .down: outboxView.selected + 1, .top: 0, .bottom: last,
    ]
    guard let target = targets[command] else { return }
    outboxView.selected = min(max(0, target), last)
  }

  /// Sends a queued post at once (a rejected one is tried again). Posts written for another
  /// server are only ever sent there, so they are left alone.
  mutating func sendNow(_ post: PendingPost) -> [Effect] {
    guard post.server == posting.server else {
      return showToast(.warning, "다른 서버(\(post.server))에 보낼 리뷰라 여기서는 보내지 않아요")
    }
    if posting.inFlight.contains(post.id) {
      // The attempt under way may have begun before the server came back: if it fails, the
      // press still gets an attempt of its own, at once.
      posting.sendAgain.insert(post.id)
      posting.sentByHand.insert(post.id)
      return showToast(.info, "보내는 중이에요")
    }
    let pending = posting.outbox.enqueue(
      content: post.content, userName: post.userName, themeId: post.themeId, server: post.server,
      now: now, id: post.id)
    posting.inFlight.insert(pending.id)
    posting.sentByHand.insert(pending.id)
    return [.saveOutbox(posting.outbox.posts), .post(pending)] + scheduleRetry()
      + showToast(.info, "지금 보내요")
  }

  /// Drops a post the user confirmed discarding.
  mutating func discardPost(id: String) -> [Effect] {
    guard !posting.inFlight.contains(id) else { return showToast(.warning, Self.busyToDiscard) }
    posting.outbox.remove(id: id)
    if var outboxView {
      outboxView.selected = min(outboxView.selected, max(0, posting.outbox.count - 1))
      overlay = .outbox(outboxView)
    }
    return [.saveOutbox(posting.outbox.posts)] + scheduleRetry() + showToast(.info, "리뷰를 버렸어요")
  }

  static let busyToDiscard = "보내는 중이라 지금은 버릴 수 없어요. 잠시 뒤에 다시 해 주세요"
}
