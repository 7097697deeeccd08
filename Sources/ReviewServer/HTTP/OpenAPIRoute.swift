import Foundation
import Hummingbird

/// `GET /openapi.yaml`: the API's own description (Resources/openapi.yaml), compiled in.
enum OpenAPIRoute {
  static let path: RouterPath = "/openapi.yaml"

  /// The document's bytes, compiled into the binary.
  static let bytes: [UInt8] = PackageResources.openapi_yaml

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
