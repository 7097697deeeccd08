import Foundation
import Hummingbird
import Reviews

/// An error answered as `{"error":{"code","message"}}` with a fitting status.
public struct APIError: HTTPResponseError, Equatable {
  public var status: HTTPResponse.Status
  public var code: String
  public var message: String
  /// Extra response headers (`Allow` on a 405, `Connection: close` when the rest is unread).
  public var headers: HTTPFields

  public init(
    _ status: HTTPResponse.Status, code: String, message: String, headers: HTTPFields = [:]
  ) {
    self.status = status
    self.code = code
    self.message = message
    self.headers = headers
  }

  public func response(from request: Request, context: some RequestContext) throws -> Response {
    JSONResponse.make(
      status: status, body: APIErrorBody(code: code, message: message), headers: headers)
  }
}

extension APIError {
  static let notFound = APIError(
    .notFound, code: "not_found", message: "요청한 주소를 찾을 수 없어요.")
  // The rest of an oversized body is never read, so the connection cannot carry another request.
  static let bodyTooLarge = APIError(
    .contentTooLarge, code: "body_too_large",
    message: "요청 본문이 너무 커요. \(ReviewAPI.maxRequestBodyBytes / 1024)KiB 이하로 보내 주세요.",
    headers: [.connection: "close"])
  static let invalidJSON = APIError(
    .badRequest, code: "invalid_json",
    message: "요청 본문이 올바른 JSON이 아니에요. {\"content\": \"…\"} 형식으로 보내 주세요.")
  static let emptyContent = APIError(
    .unprocessableContent, code: "empty_content", message: "리뷰 내용을 입력해 주세요.")
  static func contentTooLong(_ length: Int) -> APIError {
    APIError(
      .unprocessableContent, code: "content_too_long",
      message: "리뷰는 \(ReviewAPI.maxContentLength)자까지 쓸 수 있어요. 지금 \(length)자예요.")
  }
  /// Within 1000 characters but made of far more scalars or bytes ("a" + 1000 combining marks).
  static let contentTooComplex = APIError(
    .unprocessableContent, code: "content_too_long",
    message: "리뷰가 너무 길어요. 한 글자에 붙은 기호가 너무 많아요.")
  static func controlCharacter(_ scalar: Unicode.Scalar, field: String) -> APIError {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return APIError(
      .unprocessableContent, code: "control_character",
      message:
        "\(field)에 쓸 수 없는 제어 문자(U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex))가 있어요."
    )
  }
  static let idempotencyKeyReused = APIError(
    .unprocessableContent, code: "idempotency_key_reused",
    message: "같은 Idempotency-Key로 다른 리뷰를 보냈어요. 새 리뷰에는 새 키를 써 주세요.")
  static let storageFull = APIError(
    .init(code: 507, reasonPhrase: "Insufficient Storage"), code: "storage_full",
    message: "서버의 저장 공간이 가득 찼어요. 잠시 후 다시 시도해 주세요.")
  static let invalidUserName = APIError(
    .unprocessableContent, code: "invalid_user_name",
    message: "이름은 1자 이상 \(ReviewAPI.maxUserNameLength)자 이하로 적어 주세요.")
  static let invalidStart = APIError(
    .badRequest, code: "invalid_start", message: "start는 0 이상의 정수여야 해요.")
  static let invalidCount = APIError(
    .badRequest, code: "invalid_count",
    message: "count는 1부터 \(ReviewAPI.maxPageSize) 사이의 정수여야 해요.")
  static let invalidTheme = APIError(
    .badRequest, code: "invalid_theme",
    message: "테마 ID는 1~64자의 영문, 숫자, '-', '_'로 적어 주세요.")
  static let invalidIdempotencyKey = APIError(
    .badRequest, code: "invalid_idempotency_key",
    message: "Idempotency-Key는 1~200자의 보이는 ASCII 문자여야 해요.")
  static let serverFault = APIError(
    .internalServerError, code: "internal_error",
    message: "서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.")

  static func methodNotAllowed(allow: String) -> APIError {
    APIError(
      .methodNotAllowed, code: "method_not_allowed",
      message: "이 주소는 \(allow) 요청만 받아요.", headers: [.allow: allow])
  }

  /// The JSON form of a store's refusal.
  static func from(_ error: ReviewStoreError) -> APIError {
    switch error {
    case .idempotencyKeyReused: .idempotencyKeyReused
    case .full: .storageFull
    }
  }

  /// The JSON form of a framework error (an unknown route, an unreadable request …).
  static func from(status: HTTPResponse.Status) -> APIError {
    switch status {
    case .notFound: return .notFound
    case .contentTooLarge: return .bodyTooLarge
    case _ where status.code >= 500: return .serverFault
    default:
      return APIError(status, code: "bad_request", message: "요청을 처리할 수 없어요 (HTTP \(status.code)).")
    }
  }
}
