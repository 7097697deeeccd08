import AsyncHTTPClient
import Foundation
import NIOCore
import Reviews

/// Turns what AsyncHTTPClient and NIO throw into `ReviewClientError`.
enum ClientErrorMapping {
  static func map(_ error: any Error) -> any Error {
    switch error {
    case let error as ReviewClientError:
      return error
    case is CancellationError:
      return error
    case is NIOTooManyBytesError:
      return ReviewClientError.responseTooLarge
    case let error as HTTPClientError:
      return map(error)
    default:
      return ReviewClientError.offline(String(describing: error))
    }
  }

  private static func map(_ error: HTTPClientError) -> any Error {
    switch error {
    case .connectTimeout, .deadlineExceeded, .readTimeout, .writeTimeout:
      return ReviewClientError.timeout
    case .cancelled:
      return CancellationError()
    default:
      return ReviewClientError.offline(String(describing: error))
    }
  }
}

/// Decoding of answers: success bodies and the server's JSON errors.
enum ResponseDecoding {
  static func decode<Body: Decodable>(_ type: Body.Type, from data: Data) throws -> Body {
    do {
      return try WireJSON.decoder.decode(Body.self, from: data)
    } catch {
      throw ReviewClientError.undecodable(describe(error))
    }
  }

  /// The server's `{"error":{"code","message"}}` when it sent one, else just the status; with
  /// the wait its Retry-After header asks for (seconds or an HTTP-date).
  static func serverError(
    status: Int, body: Data, retryAfter: String? = nil, now: Date = Date()
  ) -> ReviewClientError {
    let wait = retryAfter.flatMap { RetryAfter.seconds($0, now: now) }
    if let detail = try? WireJSON.decoder.decode(APIErrorBody.self, from: body).error {
      return .server(status: status, code: detail.code, message: detail.message, retryAfter: wait)
    }
    return .server(status: status, code: nil, message: "", retryAfter: wait)
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): "missing field \(key.stringValue)"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
    default: "\(error)"
    }
  }
}
