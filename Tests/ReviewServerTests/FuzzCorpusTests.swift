import Foundation
import Testing

@testable import ReviewServer

/// Fuzz/ServerRequest/corpus, found from this file's place in the repository.
let serverRequestCorpus = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fuzz/ServerRequest/corpus")

@Suite("Fuzz corpus replay")
struct FuzzCorpusTests {
  static let files: [URL] =
    ((try? FileManager.default.contentsOfDirectory(
      at: serverRequestCorpus, includingPropertiesForKeys: nil)) ?? [])
    .sorted { $0.lastPathComponent < $1.lastPathComponent }

  @Test("the ServerRequest corpus is there")
  func corpusExists() {
    #expect(Self.files.count >= 10)
  }

  @Test("every ServerRequest corpus input keeps validation's promises", arguments: files)
  func replay(_ file: URL) throws {
    let broken = ReviewValidation.brokenPromises(try Data(contentsOf: file))
    #expect(broken.isEmpty, "\(file.lastPathComponent): \(broken)")
  }
}
