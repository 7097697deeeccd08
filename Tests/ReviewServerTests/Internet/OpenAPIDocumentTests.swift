import Foundation
import TestSupport
import Testing

@testable import ReviewServer

@Suite("The API's own description")
struct OpenAPIDocumentTests {
  static let file = DubeolBinary.packageRoot
    .appendingPathComponent("Sources/ReviewServer/Resources/openapi.yaml")

  @Test("GET /openapi.yaml serves the document kept in the repository")
  func served() async throws {
    try await withServe(.sqlite, []) { port in
      let response = try await rawExchange(port: port, rawRequest("GET", "/openapi.yaml"))
      #expect(response.status == 200)
      #expect(response.header("content-type") == "application/yaml; charset=utf-8")
      #expect(response.body == [UInt8](try Data(contentsOf: Self.file)))
    }
  }

  @Test("every path it describes is served (405 where GET is not one of its methods)")
  func everyPath() async throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    let documented = text.split(separator: "\n")
      .filter { $0.hasPrefix("  /") && $0.hasSuffix(":") }
      .map { String($0.dropFirst(2).dropLast()) }
    #expect(documented.count == 8)
    try await withServe(.sqlite, []) { port in
      for path in documented {
        let target = path.replacing("{themeId}", with: "6")
          .replacing("{id}", with: "0123456789abcdef01234567")
          .replacing("{userId}", with: "0123456789abcdef01234567")
        let response = try await rawExchange(port: port, rawRequest("GET", target))
        #expect([200, 405].contains(response.status), "\(path): \(response.status)")
      }
    }
  }
}
