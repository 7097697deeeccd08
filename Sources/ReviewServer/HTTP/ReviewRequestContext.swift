import Hummingbird
import Reviews

/// The review server's request context: Hummingbird's own, with the API's upload limit and the
/// wire JSON coders, so that `request.decode(as:context:)` and `context.responseEncoder` speak
/// what the 2022 apps and dubeol's client speak.
struct ReviewRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
  }

  var maxUploadSize: Int { ReviewAPI.maxRequestBodyBytes }
  var requestDecoder: WireRequestDecoder { WireRequestDecoder() }
  var responseEncoder: WireResponseEncoder { WireResponseEncoder() }
}
