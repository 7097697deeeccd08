import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1.1 child channel with the review server's connection guards: the same
/// pipeline as `HTTP1Channel`, plus `RequestHeadCheck` before the conversion to HTTP types (where
/// the HTTP version and repeated headers are still known) and `ConnectionGuard` after it, which
/// answers a client over its share of connections with a 429 at once.
struct ReviewHTTPChannel: ServerChildChannel, HTTPChannelHandler {
  typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

  let responder: HTTPChannelHandler.Responder
  let limits: ConnectionLimits
  let admission: ConnectionAdmission

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    channel.eventLoop.makeCompletedFuture {
      let pipeline = channel.pipeline.syncOperations
      try pipeline.addHandler(RawOutput())
      try pipeline.configureHTTPServerPipeline(
        withPipeliningAssistance: false, withErrorHandling: false,
        withOutboundHeaderValidation: false, withEncoderConfiguration: .init(),
        withDecoderLimitConfiguration: .init())
      try pipeline.addHandler(RequestHeadCheck())
      try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
      try pipeline.addHandler(
        ConnectionGuard(
          limits: limits, refusal: admission.admit(channel) ? nil : .tooManyConnections))
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
