import Foundation
import Hummingbird

/// `GET /openapi.yaml`: the API's own description (Resources/openapi.yaml), read once.
enum OpenAPIRoute {
  static let path: RouterPath = "/openapi.yaml"

  /// The document's bytes; empty only if the bundle lost it, which a test would see.
  static let bytes: [UInt8] = {
    guard
      let url = Bundle.module.url(
        forResource: "openapi", withExtension: "yaml", subdirectory: "Resources"),
      let data = try? Data(contentsOf: url)
    else { return [] }
    return [UInt8](data)
  }()

  @Sendable static func document(_ request: Request, context: some RequestContext) throws
    -> Response
  {
    guard !bytes.isEmpty else { throw APIError.serverFault }
    return Response(
      status: .ok,
      headers: [.contentType: "application/yaml; charset=utf-8", .cacheControl: "no-cache"],
      body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
