import Persistence

/// Posts on their way: the outbox (persisted before sending) and what is in flight.
package struct PostingState: Sendable, Equatable {
  /// Every post not yet accepted by a server, oldest first; its id is the idempotency key.
  /// It also holds posts queued for other servers and rejected ones: they are kept and
  /// saved, never sent from here.
  package var outbox: Outbox
  /// The server of this session: the only one its posts go to.
  package var server: PostServer
  /// Keys of posts sent and not answered yet.
  package var inFlight: Set<String> = []
  /// The key of the compose text's own post while it is being sent (drives the spinner).
  package var composeKey: String?
  /// Token of the armed retry timer; older timers are ignored.
  package var retryToken = 0
  /// Counter for idempotency keys made in this session.
  package var keysMade = 0
  /// Keys the user sent by hand from the outbox view: their failure is told in a toast even
  /// after earlier ones.
  package var sentByHand: Set<String> = []
  /// Keys the user sent by hand while an attempt was already in flight: if that attempt fails,
  /// the post is sent again at once instead of after the backoff.
  package var sendAgain: Set<String> = []

  package init(outbox: [PendingPost] = [], server: PostServer = .embedded) {
    self.outbox = Outbox(outbox)
    self.server = server
  }

  /// This server's posts not delivered yet, for the status line: those being retried count (the
  /// indicator stays while a retry is in flight), a first attempt does not (the compose pane's
  /// spinner shows it).
  var waitingCount: Int { outbox.waiting(server).filter { !isFirstAttempt($0) }.count }

  /// Whether one of this server's queued posts is being retried right now.
  var retrying: Bool {
    outbox.waiting(server).contains { inFlight.contains($0.id) && !isFirstAttempt($0) }
  }

  private func isFirstAttempt(_ post: PendingPost) -> Bool {
    inFlight.contains(post.id) && post.attempts == 0
  }

  /// Posts refused for good, kept until the user drops them (`dubeol outbox drop`).
  var rejectedCount: Int { outbox.rejected.count }
}
