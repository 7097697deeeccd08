import Persistence

/// Posts on their way: the outbox (persisted before sending) and what is in flight.
public struct PostingState: Sendable, Equatable {
  /// Every post not yet accepted by the server, oldest first; its id is the idempotency key.
  public var outbox: Outbox
  /// Keys of posts sent and not answered yet.
  public var inFlight: Set<String> = []
  /// The key of the compose text's own post while it is being sent (drives the spinner).
  public var composeKey: String?
  /// Token of the armed retry timer; older timers are ignored.
  public var retryToken = 0
  /// Counter for idempotency keys made in this session.
  public var keysMade = 0

  public init(outbox: [PendingPost] = []) {
    self.outbox = Outbox(outbox)
  }

  /// Posts waiting for a retry (not in flight), for the status line.
  var waitingCount: Int { outbox.posts.filter { !inFlight.contains($0.id) }.count }
}
