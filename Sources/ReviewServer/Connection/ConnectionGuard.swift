import HTTPTypes
import NIOCore
import NIOHTTPTypes
import Reviews

/// Answers `Expect: 100-continue` with 100 when the declared body fits (else the route answers
/// 413 without reading it). Refuses a connection over its client's share with a 429 at once.
///
/// Ends connections that the HTTP layer would leave open: after a reply carrying
/// `Connection: close` (an oversized body, HTTP/1.0, a client's own close), after a protocol error
/// (answered here with a JSON error), and when a request body trickles in too slowly.
///
/// Ending means: flush the reply, close the output, keep reading and discarding for at most the
/// linger time (so the client reads the reply instead of a reset), then close the socket — also
/// when the client never closes its side, which used to hold the descriptor forever.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// Raised into the request body when it did not arrive in time, so that the handler reading
  /// it fails instead of seeing a truncated body.
  struct BodyTimedOut: Error {}

  private let limits: ConnectionLimits
  /// For each request whose head arrived and whose reply has not ended, oldest first: whether
  /// it asked to close the connection (pipelined requests are answered in order, so the close
  /// belongs to that request's reply, not to the reply being written when it arrived).
  private var unansweredRequestsClosing: [Bool] = []
  /// Whether a reply head went out and its end has not.
  private var replyInProgress = false
  /// Whether the connection ends after the reply in progress.
  private var closeAfterReply = false
  /// Set once the connection is ending: input is discarded, output refused.
  private var lingering = false
  private var bodyDeadline: Scheduled<Void>?
  private var lingerDeadline: Scheduled<Void>?

  /// The reply every request on this connection gets, when the connection is refused.
  private var refusal: ProtocolErrorReply?

  init(limits: ConnectionLimits, refusal: ProtocolErrorReply? = nil) {
    self.limits = limits
    self.refusal = refusal
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { refuseIfOverShare(context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    refuseIfOverShare(context)
    context.fireChannelActive()
  }

  private func refuseIfOverShare(_ context: ChannelHandlerContext) {
    guard let reply = refusal else { return }
    refusal = nil
    answer(context, reply)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !lingering else { return }
    switch unwrapInboundIn(data) {
    case .head(let head):
      if head.headerFields[.expect]?.lowercased() == "100-continue",
        unansweredRequestsClosing.isEmpty, !replyInProgress,
        head.headerFields[.contentLength].flatMap(Int.init).map({
          $0 <= ReviewAPI.maxRequestBodyBytes
        }) ?? true
      {
        // Only with no earlier reply still to come, which the 100 would cut into.
        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
      }
      unansweredRequestsClosing.append(head.headerFields[.connection]?.lowercased() == "close")
      scheduleBodyDeadline(context)
    case .body:
      break
    case .end:
      bodyDeadline?.cancel()
      bodyDeadline = nil
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard !lingering else {
      promise?.fail(ChannelError.outputClosed)
      return
    }
    switch unwrapOutboundIn(data) {
    case .head(var head):
      if head.status.kind == .informational {
        context.write(data, promise: promise)
        return
      }
      replyInProgress = true
      closeAfterReply =
        unansweredRequestsClosing.first == true
        || head.headerFields[.connection]?.lowercased() == "close"
      guard closeAfterReply else {
        context.write(data, promise: promise)
        return
      }
      head.headerFields[.connection] = "close"
      context.write(wrapOutboundOut(.head(head)), promise: promise)
    case .body:
      context.write(data, promise: promise)
    case .end:
      replyInProgress = false
      if !unansweredRequestsClosing.isEmpty { unansweredRequestsClosing.removeFirst() }
      guard closeAfterReply else {
        context.write(data, promise: promise)
        return
      }
      context.writeAndFlush(data, promise: promise)
      linger(context)
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard !lingering else { return }
    // Between requests nobody above waits on this error, so it is answered here, in JSON. During
    // a request it goes up to where the server waits (the body being read, or the next head
    // once earlier replies are out), so that replies stay in order and no handler sees a stub.
    guard let reply = ProtocolErrorReply.reply(to: error), unansweredRequestsClosing.isEmpty
    else {
      context.fireErrorCaught(error)
      return
    }
    answer(context, reply)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if lingering, let event = event as? ChannelEvent, event == .inputClosed {
      context.close(promise: nil)
    }
    context.fireUserInboundEventTriggered(event)
  }

  func channelInactive(context: ChannelHandlerContext) {
    cancelDeadlines()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    cancelDeadlines()
  }

  private func scheduleBodyDeadline(_ context: ChannelHandlerContext) {
    bodyDeadline?.cancel()
    let loopBound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
    bodyDeadline = context.eventLoop.scheduleTask(in: TimeAmount(limits.bodyTimeout)) {
      let (handler, context) = loopBound.value
      handler.bodyDeadline = nil
      guard !handler.lingering else { return }
      if !handler.replyInProgress { handler.answer(context, .bodyTimeout) }
      handler.linger(context)
      context.fireErrorCaught(BodyTimedOut())
    }
  }

  /// Writes a complete JSON error reply and starts ending the connection.
  private func answer(_ context: ChannelHandlerContext, _ reply: ProtocolErrorReply) {
    let (head, body) = reply.parts
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.write(wrapOutboundOut(.body(body)), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    linger(context)
  }

  private func linger(_ context: ChannelHandlerContext) {
    guard !lingering else { return }
    lingering = true
    bodyDeadline?.cancel()
    bodyDeadline = nil
    context.close(mode: .output, promise: nil)
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    lingerDeadline = context.eventLoop.scheduleTask(in: TimeAmount(limits.lingerTimeout)) {
      loopBound.value.close(promise: nil)
    }
  }

  private func cancelDeadlines() {
    bodyDeadline?.cancel()
    bodyDeadline = nil
    lingerDeadline?.cancel()
    lingerDeadline = nil
  }
}
