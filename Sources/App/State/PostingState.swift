import Persistence

/// Posts on their way: the outbox (persisted before sending) and what is in flight.
public struct PostingState: Sendable, Equatable {
  /// Every post not yet accepted by a server, oldest first; its id is the idempotency key.
  /// It also holds posts queued for other servers and rejected ones: they are kept and
  /// saved, never sent from here.
  public var outbox: Outbox
  /// The server of this session: the only one its posts go to.
  public var server: PostServer
  /// Keys of posts sent and not answered yet.
  public var inFlight: Set<String> = []
  /// The key of the compose text's own post while it is being sent (drives the spinner).
  public var composeKey: String?
  /// Token of the armed retry timer; older timers are ignored.
  public var retryToken = 0
  /// Counter for idempotency keys made in this session.
  public var keysMade = 0

  public init(outbox: [PendingPost] = [], server: PostServer = .embedded) {
    self.outbox = Outbox(outbox)
    self.server = server
  }

  /// This server's posts waiting for a retry (not in flight), for the status line.
  var waitingCount: Int { outbox.waiting(server).filter { !inFlight.contains($0.id) }.count }

  /// Posts refused for good, kept until the user drops them (`dubeol outbox drop`).
  var rejectedCount: Int { outbox.rejected.count }
}
