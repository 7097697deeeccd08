import Testing

@testable import Reviews

/// A failure reads the same in the UI and the CLI: server address problems and network errors
/// are one table each, both in Korean like the rest of the UI.
@Suite("failures speak one language")
struct FailureLanguageTests {
  private func isKorean(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
  }

  @Test(
    "every server address problem is said in Korean",
    arguments: [
      ServerAddress.Problem.notAURL, .scheme("ftp"), .noHost, .port("99999"), .userInfo,
    ])
  func addressProblems(_ problem: ServerAddress.Problem) {
    #expect(isKorean(problem.description), "\(problem)")
  }

  @Test(
    "every network error is said in Korean",
    arguments: [
      ReviewClientError.offline("x"), .timeout, .undecodable("x"), .responseTooLarge,
      .server(status: 500, code: nil, message: ""), .server(status: 429, code: nil, message: ""),
      .server(status: 404, code: nil, message: ""), .server(status: 400, code: nil, message: ""),
    ])
  func networkErrors(_ error: ReviewClientError) {
    #expect(isKorean(error.userMessage), "\(error)")
  }

  @Test func aBadAddressIsTheParsersOwnWords() {
    #expect(throws: ServerAddress.Problem.scheme("ftp")) { try ServerAddress.parse("ftp://x") }
    #expect(
      ServerAddress.Problem.scheme("ftp").description
        == "주소는 http:// 또는 https://로 시작해야 해요 ('ftp'는 쓸 수 없어요)")
  }
}
