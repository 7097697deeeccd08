import Reviews
import Testing

@Suite("Client errors")
struct ReviewClientErrorTests {
  @Test(
    "retryable: offline, timeout, 5xx and 429; not: other 4xx, bad or huge answers",
    arguments: [
      (ReviewClientError.offline("refused"), true),
      (.timeout, true),
      (.server(status: 500, code: nil, message: ""), true),
      (.server(status: 503, code: "x", message: "점검 중"), true),
      (.server(status: 429, code: nil, message: ""), true),
      (.server(status: 422, code: "empty_content", message: "리뷰 내용을 입력해 주세요."), false),
      (.server(status: 404, code: nil, message: ""), false),
      (.undecodable("bad"), false),
      (.responseTooLarge, false),
    ])
  func retryable(_ error: ReviewClientError, _ expected: Bool) {
    #expect(error.isRetryable == expected)
  }

  @Test("every error has a Korean sentence for the user")
  func messages() {
    let errors: [ReviewClientError] = [
      .offline("connection refused"), .timeout, .server(status: 500, code: nil, message: ""),
      .server(status: 429, code: nil, message: ""), .server(status: 404, code: nil, message: ""),
      .server(status: 400, code: nil, message: ""), .undecodable("x"), .responseTooLarge,
    ]
    for error in errors {
      let message = error.userMessage
      #expect(message.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(error)")
      #expect(!message.contains("connection refused"))
    }
    #expect(Set(errors.map(\.userMessage)).count == errors.count)
  }

  @Test("the server's own message is shown, trimmed and bounded")
  func serverMessage() {
    let error = ReviewClientError.server(
      status: 422, code: "empty_content", message: " 리뷰 내용을 입력해 주세요.\n")
    #expect(error.userMessage == "리뷰 내용을 입력해 주세요.")
    let long = ReviewClientError.server(
      status: 400, code: nil, message: String(repeating: "가", count: 500))
    #expect(long.userMessage.count == 201)
    #expect(
      ReviewClientError.server(status: 502, code: nil, message: "").userMessage.contains("502"))
  }
}
