import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1
import Reviews

/// The JSON error written straight onto a connection when a request never reaches the router
/// (unparsable, headers too large, body too slow), always with `Connection: close`.
struct ProtocolErrorReply: Equatable {
  var status: HTTPResponse.Status
  var code: String
  var message: String

  static let headersTooLarge = ProtocolErrorReply(
    status: .requestHeaderFieldsTooLarge, code: "headers_too_large",
    message: "요청 헤더가 너무 커요.")
  static let malformed = ProtocolErrorReply(
    status: .badRequest, code: "bad_request", message: "HTTP 요청 형식이 올바르지 않아요.")
  static let bodyTimeout = ProtocolErrorReply(
    status: .requestTimeout, code: "request_timeout", message: "요청 본문이 제때 도착하지 않았어요.")

  /// The reply for an error the HTTP decoder or the conversion to HTTP types raised, if it is one.
  static func reply(to error: any Error) -> ProtocolErrorReply? {
    if let error = error as? HTTPParserError {
      return error == .headerOverflow ? .headersTooLarge : .malformed
    }
    return error is HTTP1TypeConversionError ? .malformed : nil
  }

  /// The same error as the router would answer it.
  var apiError: APIError { APIError(status, code: code, message: message) }

  /// Head and body of the reply.
  var parts: (head: HTTPResponse, body: ByteBuffer) {
    let json = (try? WireJSON.encoder.encode(APIErrorBody(code: code, message: message))) ?? Data()
    let head = HTTPResponse(
      status: status,
      headerFields: [
        .contentType: "application/json; charset=utf-8", .contentLength: "\(json.count)",
        .connection: "close",
      ])
    return (head, ByteBuffer(bytes: json))
  }
}
