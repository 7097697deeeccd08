import Foundation
import Hummingbird
import Reviews

/// JSON responses in the wire format.
enum JSONResponse {
  static func make(status: HTTPResponse.Status, body: some Encodable, headers: HTTPFields = [:])
    -> Response
  {
    var fields = headers
    fields[.contentType] = "application/json; charset=utf-8"
    // Encoding our own Codable values cannot fail; an empty object keeps the reply valid JSON.
    let data = (try? WireJSON.encoder.encode(body)) ?? Data("{}".utf8)
    return Response(
      status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: data)))
  }

  /// Already-encoded JSON bytes.
  static func make(status: HTTPResponse.Status, json: [UInt8], headers: HTTPFields = [:])
    -> Response
  {
    var fields = headers
    fields[.contentType] = "application/json; charset=utf-8"
    return Response(
      status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: json)))
  }
}
