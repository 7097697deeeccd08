import Reviews

/// Why request input was refused, as the client is told: HTTP status, a stable code and a
/// sentence. Free of server types, so that the fuzzer builds the validation on its own.
struct InputRefusal: Error, Equatable {
  var status: Int
  var code: String
  var message: String
}

extension InputRefusal {
  static let invalidJSON = InputRefusal(
    status: 400, code: "invalid_json",
    message: "요청 본문이 올바른 JSON이 아니에요. {\"content\": \"…\"} 형식으로 보내 주세요.")
  static let emptyContent = InputRefusal(
    status: 422, code: "empty_content", message: "리뷰 내용을 입력해 주세요.")
  /// Content over one of `TextLimit`'s bounds, naming that bound and the content's real size.
  static func contentTooLong(_ excess: TextLimit.Excess) -> InputRefusal {
    let message =
      switch excess {
      case .characters(let count, let limit): "리뷰는 \(limit)자까지 쓸 수 있어요. 지금 \(count)자예요."
      case .bytes(let count, let limit):
        "리뷰가 너무 길어요. UTF-8로 \(limit)바이트까지 쓸 수 있는데 지금 \(count)바이트예요."
      case .scalars(let count, let limit):
        "리뷰가 너무 길어요. 유니코드 문자 \(limit)개까지 쓸 수 있는데 지금 \(count)개예요."
      case .scalarsInOneCharacter(let limit):
        "리뷰가 너무 길어요. 한 글자에 붙은 기호는 \(limit)개까지예요."
      }
    return InputRefusal(status: 422, code: "content_too_long", message: message)
  }
  static func controlCharacter(_ scalar: Unicode.Scalar, field: String) -> InputRefusal {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return InputRefusal(
      status: 422, code: "control_character",
      message:
        "\(field)에 쓸 수 없는 제어 문자(U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex))가 있어요."
    )
  }
  static let invalidUserName = InputRefusal(
    status: 422, code: "invalid_user_name",
    message: "이름은 1자 이상 \(ReviewAPI.maxUserNameLength)자 이하로 적어 주세요.")
  static let nameReserved = InputRefusal(
    status: 422, code: "name_reserved",
    message: "그 이름은 운영자의 이름이라 쓸 수 없어요. 다른 이름을 적어 주세요.")
  static let invalidStart = InputRefusal(
    status: 400, code: "invalid_start", message: "start는 0 이상의 정수여야 해요.")
  static let invalidCount = InputRefusal(
    status: 400, code: "invalid_count",
    message: "count는 1부터 \(ReviewAPI.maxPageSize) 사이의 정수여야 해요.")
  static let invalidCursor = InputRefusal(
    status: 400, code: "invalid_cursor",
    message: "before는 이 서버가 준 값이어야 해요. 처음부터 다시 불러와 주세요.")
  static let invalidTheme = InputRefusal(
    status: 400, code: "invalid_theme",
    message: "테마 ID는 1~64자의 영문, 숫자, '-', '_'로 적어 주세요.")
  static let invalidQuery = InputRefusal(
    status: 400, code: "invalid_query",
    message: "검색어는 \(ReviewAPI.maxSearchLength)자까지, 제어 문자 없이 적어 주세요.")
  static let invalidAuthorKey = InputRefusal(
    status: 400, code: "invalid_author_key",
    message: "X-Author-Key는 16~200자의 보이는 ASCII 문자여야 해요.")
  static let invalidIdempotencyKey = InputRefusal(
    status: 400, code: "invalid_idempotency_key",
    message: "Idempotency-Key는 1~200자의 보이는 ASCII 문자여야 해요.")
}
