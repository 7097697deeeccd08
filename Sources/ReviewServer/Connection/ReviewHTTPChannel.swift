import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1.1 child channel with the review server's connection guards: the same
/// pipeline as `HTTP1Channel`, plus `KeepAliveMarker` before the conversion to HTTP types (where
/// the HTTP version is still known) and `ConnectionGuard` after it.
struct ReviewHTTPChannel: ServerChildChannel, HTTPChannelHandler {
  typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

  let responder: HTTPChannelHandler.Responder
  let limits: ConnectionLimits

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    channel.eventLoop.makeCompletedFuture {
      let pipeline = channel.pipeline.syncOperations
      try pipeline.configureHTTPServerPipeline(
        withPipeliningAssistance: false, withErrorHandling: false,
        withOutboundHeaderValidation: false, withEncoderConfiguration: .init(),
        withDecoderLimitConfiguration: .init())
      try pipeline.addHandler(KeepAliveMarker())
      try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
      try pipeline.addHandler(ConnectionGuard(limits: limits))
      try pipeline.addHandler(
        HTTPConnectionStateHandler(idleTimeout: limits.idleTimeout, logger: logger))
      return try NIOAsyncChannel(
        wrappingChannelSynchronously: channel,
        configuration: .init(isOutboundHalfClosureEnabled: true))
    }
  }

  func handle(value asyncChannel: Value, logger: Logger) async {
    await handleHTTP(asyncChannel: asyncChannel, logger: logger)
  }
}
