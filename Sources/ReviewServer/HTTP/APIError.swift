import Foundation
import Hummingbird
import ReviewStore
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
    // Always wire JSON, whichever context the error passed through.
    try WireResponseEncoder().encode(
      APIErrorBody(code: code, message: message), status: status, headers: headers)
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
  static let idempotencyKeyReused = APIError(
    .unprocessableContent, code: "idempotency_key_reused",
    message: "같은 Idempotency-Key로 다른 리뷰를 보냈어요. 새 리뷰에는 새 키를 써 주세요.")
  static let storageFull = APIError(
    .init(code: 507, reasonPhrase: "Insufficient Storage"), code: "storage_full",
    message: "서버의 저장 공간이 가득 찼어요. 잠시 후 다시 시도해 주세요.")
  // Fast, so that a client retries (with its Idempotency-Key) instead of waiting it out.
  static let storageUnavailable = APIError(
    .serviceUnavailable, code: "storage_unavailable",
    message: "서버의 데이터베이스에 닿지 않아요. 잠시 후 다시 시도해 주세요.",
    headers: [.retryAfter: "1"])
  static let reviewNotFound = APIError(
    .notFound, code: "review_not_found", message: "그 리뷰는 없어요. 이미 지워졌을 수 있어요.")
  static let notYourReview = APIError(
    .forbidden, code: "not_your_review", message: "내가 쓴 리뷰만 고치거나 지울 수 있어요.")
  static let nameTaken = APIError(
    .unprocessableContent, code: "name_taken",
    message: "그 이름은 다른 사람이 쓰고 있어요. 다른 이름을 적어 주세요.")
  static let serverFault = APIError(
    .internalServerError, code: "internal_error",
    message: "서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.")

  static func methodNotAllowed(allow: String) -> APIError {
    APIError(
      .methodNotAllowed, code: "method_not_allowed",
      message: "이 주소는 \(allow) 요청만 받아요.", headers: [.allow: allow])
  }

  /// The JSON form of refused input.
  init(_ refusal: InputRefusal) {
    self.init(.init(code: refusal.status), code: refusal.code, message: refusal.message)
  }

  /// The JSON form of a store's refusal.
  static func from(_ error: ReviewStoreError) -> APIError {
    switch error {
    case .idempotencyKeyReused: .idempotencyKeyReused
    case .full: .storageFull
    case .unavailable: .storageUnavailable
    case .notFound: .reviewNotFound
    case .forbidden: .notYourReview
    case .nameTaken: .nameTaken
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

extension APIError {
  /// Over a per-client limit: Retry-After says when the next request will be taken (whole
  /// seconds, rounded up, at least 1).
  static func rateLimited(retryAfter wait: Duration) -> APIError {
    let seconds = max(1, Int(wait.inSeconds.rounded(.up)))
    return APIError(
      .tooManyRequests, code: "rate_limited",
      message: "요청이 너무 많아요. \(seconds)초 뒤에 다시 시도해 주세요.",
      headers: [.retryAfter: "\(seconds)"])
  }
}
