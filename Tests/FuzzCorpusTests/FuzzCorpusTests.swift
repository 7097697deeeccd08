import Foundation
import FuzzHarness
import Testing

/// Every saved fuzz input (crashes found once among them) runs through its target on every
/// `make test`, so what was fixed stays fixed.
@Suite("Fuzz corpora")
struct FuzzCorpusTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

  @Test("each target replays its corpus", arguments: FuzzHarness.targets.keys.sorted())
  func replay(target: String) throws {
    let corpus = Self.root.appendingPathComponent(target).appendingPathComponent("corpus")
    let run = try #require(FuzzHarness.targets[target])
    let count = FuzzHarness.replay([corpus.path], through: run)
    #expect(count > 0, "no corpus at \(corpus.path)")
  }

  @Test("every fuzz folder is a known target (or builds from its own sources.txt)")
  func everyFolderHasATarget() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.path).filter {
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: Self.root.appendingPathComponent($0).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    let ownBuild = folders.filter {
      FileManager.default.fileExists(
        atPath: Self.root.appendingPathComponent($0).appendingPathComponent("sources.txt").path)
    }
    #expect(Set(folders).subtracting(ownBuild) == Set(FuzzHarness.targets.keys))
  }
}
