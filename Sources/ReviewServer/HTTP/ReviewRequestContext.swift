import Hummingbird
import NIOCore
import Reviews

/// The review server's request context: Hummingbird's own, with the API's upload limit and the
/// wire JSON coders, so that `request.decode(as:context:)` and `context.responseEncoder` speak
/// what the 2022 apps and dubeol's client speak; and the peer's address, for per-client limits.
struct ReviewRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  private let channel: any Channel

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    channel = source.channel
  }

  /// The address of the connection's other end (a proxy's, behind one); read only by the
  /// routes that are limited.
  var peer: IPAddressBytes? { channel.remoteAddress?.ipAddress.flatMap(IPAddressBytes.init) }

  var maxUploadSize: Int { ReviewAPI.maxRequestBodyBytes }
  var requestDecoder: WireRequestDecoder { WireRequestDecoder() }
  var responseEncoder: WireResponseEncoder { WireResponseEncoder() }
}
