import Foundation
import Hummingbird
import Reviews

/// Writes replies as wire JSON (`WireJSON.encoder`: sorted keys, slashes and Hangul as they are).
struct WireResponseEncoder: ResponseEncoder {
  func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws
    -> Response
  {
    try encode(value, status: .ok)
  }

  /// `value` with `status`; `headers` come before Content-Type, as `EditedResponse` puts them.
  func encode(_ value: some Encodable, status: HTTPResponse.Status, headers: HTTPFields = [:])
    throws -> Response
  {
    JSONResponse.make(status: status, json: try WireJSON.encoder.encode(value), headers: headers)
  }
}
