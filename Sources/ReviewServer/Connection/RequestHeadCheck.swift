import NIOCore
import NIOHTTP1

/// Checks each request head while the HTTP/1 details are still there (the conversion to HTTP
/// types drops the version and merges headers):
/// - marks a request that ends its connection (HTTP/1.0 without keep-alive, `Connection: close`
///   in any spelling) with exactly `Connection: close`, the only form the layers above recognise;
/// - answers CONNECT with a JSON 501 and closes: NIO's encoder sends no body in a reply to
///   CONNECT, so the reply goes out as bytes past it (`RawOutput`), and what follows the head
///   would be a tunnel;
/// - refuses a request with two `Host` headers (a proxy may route by one and the server read
///   the other): the error is answered as a 400 by `ConnectionGuard`, and the rest of the
///   connection is not read.
final class RequestHeadCheck: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart

  /// Raised for a request with more than one `Host`.
  struct DuplicateHost: Error {}

  private var refusing = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !refusing else { return }
    guard case .head(var head) = unwrapInboundIn(data) else {
      context.fireChannelRead(data)
      return
    }
    guard head.headers["host"].count <= 1 else {
      refusing = true
      context.fireErrorCaught(DuplicateHost())
      return
    }
    if head.method == .CONNECT,
      let raw = try? context.pipeline.syncOperations.context(
        handlerType: RawOutput.self)
    {
      refusing = true
      let bytes = ProtocolErrorReply.methodNotImplemented.http1Bytes
      raw.writeAndFlush(NIOAny(bytes)).whenComplete { _ in context.close(promise: nil) }
      return
    }
    guard head.isKeepAlive else {
      head.headers.replaceOrAdd(name: "connection", value: "close")
      context.fireChannelRead(wrapInboundOut(.head(head)))
      return
    }
    context.fireChannelRead(data)
  }
}

/// The first handler of the pipeline: bytes written from its context reach the socket as they
/// are, past the HTTP encoder.
final class RawOutput: ChannelOutboundHandler, RemovableChannelHandler {
  typealias OutboundIn = ByteBuffer
}
