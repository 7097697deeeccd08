import Hummingbird

/// A reply of JSON bytes already written (the list's pages, by `WireJSON.page`).
enum JSONResponse {
  static func make(
    status: HTTPResponse.Status, json: some Sequence<UInt8>, headers: HTTPFields = [:]
  ) -> Response {
    var fields = headers
    fields[.contentType] = "application/json; charset=utf-8"
    return Response(
      status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: json)))
  }
}
