import NIOCore
import NIOHTTP1

/// Marks a request that ends its connection (HTTP/1.0 without keep-alive, or `Connection: close`
/// in any spelling) with exactly `Connection: close`: the only form the layers above recognise,
/// and the HTTP version is gone once the request is converted to HTTP types.
final class KeepAliveMarker: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard case .head(var head) = unwrapInboundIn(data), !head.isKeepAlive else {
      context.fireChannelRead(data)
      return
    }
    head.headers.replaceOrAdd(name: "connection", value: "close")
    context.fireChannelRead(wrapInboundOut(.head(head)))
  }
}
