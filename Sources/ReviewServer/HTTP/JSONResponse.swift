import Hummingbird

/// A reply of JSON bytes already written (the list's pages, by `WireJSON.page`).
enum JSONResponse {
  static func make(
    status: HTTPResponse.Status, json: some Sequence<UInt8>, headers: HTTPFields = [:]
  ) -> Response {
    make(status: status, body: ByteBuffer(bytes: json), headers: headers)
  }

  /// The same from a buffer, which replies share without copying (the list's kept pages).
  static func make(status: HTTPResponse.Status, body: ByteBuffer, headers: HTTPFields = [:])
    -> Response
  {
    var fields = headers
    fields[.contentType] = "application/json; charset=utf-8"
    return Response(status: status, headers: fields, body: .init(byteBuffer: body))
  }
}
