import Foundation

/// Why a request to the review server failed, in terms a user can act on.
public enum ReviewClientError: Error, Equatable, Sendable {
  /// The server could not be reached; the text says how (for logs).
  case offline(String)
  /// No complete answer within the time limit.
  case timeout
  /// The server answered with an error status; `code`/`message` come from its JSON body, and
  /// `retryAfter` (seconds) from its Retry-After header when it sent one (503, 429).
  case server(status: Int, code: String?, message: String, retryAfter: TimeInterval? = nil)
  /// The answer was not the JSON the API promises; the text says what was wrong (for logs).
  case undecodable(String)
  /// The answer was larger than `ReviewAPI.maxResponseBodyBytes` and was not read.
  case responseTooLarge
  /// The UI's embedded server could not start; the text says why (the database, the disk).
  case serverNotStarted(String)

  /// Whether sending the same request later may succeed (offline, timeout, 5xx, 429).
  public var isRetryable: Bool {
    switch self {
    // A server that did not start may start next time: queued posts wait for it.
    case .offline, .timeout, .serverNotStarted: true
    case .server(let status, _, _, _): status >= 500 || status == 429
    case .undecodable, .responseTooLarge: false
    }
  }

  /// The HTTP status of a server's refusal; nil for the other failures.
  public var status: Int? {
    if case .server(let status, _, _, _) = self { return status }
    return nil
  }

  /// How long the server asked to wait before trying again, if it said.
  public var retryAfter: TimeInterval? {
    if case .server(_, _, _, let retryAfter) = self { return retryAfter }
    return nil
  }

  /// A Korean sentence a user understands.
  public var userMessage: String {
    switch self {
    case .offline:
      "서버에 연결할 수 없어요. 네트워크 연결이나 서버 주소를 확인해 주세요."
    case .timeout:
      "서버가 제때 응답하지 않았어요. 잠시 후 다시 시도해 주세요."
    case .server(let status, _, let message, _):
      Self.serverMessage(status: status, message: message)
    case .undecodable:
      "서버의 응답을 이해할 수 없어요. 서버 주소가 맞는지 확인해 주세요."
    case .responseTooLarge:
      "서버의 응답이 너무 커서 받지 않았어요."
    case .serverNotStarted(let reason):
      "내장 서버를 시작하지 못했어요: \(reason)"
    }
  }

  /// Server messages are shown as sent (they are sentences) but never unbounded.
  private static let maxServerMessageLength = 200

  private static func serverMessage(status: Int, message: String) -> String {
    let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
    if !trimmed.isEmpty {
      return trimmed.count > maxServerMessageLength
        ? String(trimmed.prefix(maxServerMessageLength)) + "…" : trimmed
    }
    switch status {
    case 429: return "요청이 너무 많아요. 잠시 후 다시 시도해 주세요."
    case 500...: return "서버에 문제가 생겼어요 (HTTP \(status)). 잠시 후 다시 시도해 주세요."
    case 404: return "요청한 주소를 서버에서 찾을 수 없어요 (HTTP 404)."
    default: return "서버가 요청을 거절했어요 (HTTP \(status))."
    }
  }
}

extension ReviewClientError: LocalizedError {
  public var errorDescription: String? { userMessage }
}
