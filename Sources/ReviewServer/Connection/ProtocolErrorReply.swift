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
  /// Headers besides the content and `Connection: close`.
  var headers: HTTPFields = [:]

  static let headersTooLarge = ProtocolErrorReply(
    status: .requestHeaderFieldsTooLarge, code: "headers_too_large",
    message: "요청 헤더가 너무 커요.")
  static let malformed = ProtocolErrorReply(
    status: .badRequest, code: "bad_request", message: "HTTP 요청 형식이 올바르지 않아요.")
  static let bodyTimeout = ProtocolErrorReply(
    status: .requestTimeout, code: "request_timeout", message: "요청 본문이 제때 도착하지 않았어요.")
  static let duplicateHost = ProtocolErrorReply(
    status: .badRequest, code: "bad_request", message: "Host 헤더는 하나만 보내 주세요.")
  static let methodNotImplemented = ProtocolErrorReply(
    status: .notImplemented, code: "method_not_implemented",
    message: "이 서버는 그 HTTP 메서드를 처리하지 않아요.")
  static let tooManyConnections = ProtocolErrorReply(
    status: .tooManyRequests, code: "too_many_connections",
    message: "이 주소에서 연결을 너무 많이 열었어요. 다른 연결을 닫고 다시 시도해 주세요.",
    headers: [.retryAfter: "1"])

  /// The reply for an error the HTTP decoder or the conversion to HTTP types raised, if it is one.
  static func reply(to error: any Error) -> ProtocolErrorReply? {
    if let error = error as? HTTPParserError {
      switch error {
      case .headerOverflow: return .headersTooLarge
      // A method token the parser does not know (it knows every registered one).
      case .invalidMethod: return .methodNotImplemented
      default: return .malformed
      }
    }
    if error is RequestHeadCheck.DuplicateHost { return .duplicateHost }
    return error is HTTP1TypeConversionError ? .malformed : nil
  }

  /// The same error as the router would answer it.
  var apiError: APIError { APIError(status, code: code, message: message, headers: headers) }

  /// Head and body of the reply.
  var parts: (head: HTTPResponse, body: ByteBuffer) {
    let json = (try? WireJSON.encoder.encode(APIErrorBody(code: code, message: message))) ?? Data()
    var fields = headers
    fields[.contentType] = "application/json; charset=utf-8"
    fields[.contentLength] = "\(json.count)"
    fields[.connection] = "close"
    let head = HTTPResponse(status: status, headerFields: fields)
    return (head, ByteBuffer(bytes: json))
  }

  /// The whole reply as HTTP/1.1 bytes, for writing past the HTTP encoder.
  var http1Bytes: ByteBuffer {
    let head = parts.head
    var body = parts.body
    var text = "HTTP/1.1 \(head.status.code) \(head.status.reasonPhrase)\r\n"
    for field in head.headerFields { text += "\(field.name): \(field.value)\r\n" }
    var buffer = ByteBuffer(string: text + "\r\n")
    buffer.writeBuffer(&body)
    return buffer
  }
}
