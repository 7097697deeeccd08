import Foundation
import Hangul
import Testing

@Suite("libhangul keyboard \"2\" vectors")
struct VectorTests {
  static let cases = (try? Vectors.libhangulStandard()) ?? []

  @Test("the vector file is found and complete")
  func fileIsComplete() {
    #expect(Self.cases.count == 300)
  }

  @Test(
    "the copy matches ../shared/vectors when the shared folder is beside the repository",
    .enabled(if: FileManager.default.fileExists(atPath: Vectors.sharedURL.path)))
  func copyIsCurrent() throws {
    #expect(try Data(contentsOf: Vectors.copyURL) == Data(contentsOf: Vectors.sharedURL))
  }

  @Test("standard types every vector like libhangul", arguments: cases)
  func standardMatches(_ vector: VectorCase) {
    let script = KeyScript(profile: .standard, backspace: "<")
    #expect(script.text(for: vector.script) == vector.expected)
  }

  @Test("the C oracle agrees with the vectors", arguments: cases)
  func oracleMatches(_ vector: VectorCase) {
    #expect(LibHangul().text(for: vector.script) == vector.expected)
  }
}
