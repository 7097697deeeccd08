import Foundation
import Hanja
import Persistence
import TestSupport
import Testing
import TypeMode

/// 한자 picks in `dubeol type` are learned as in the UI: the same hanja-choices.txt, read at the
/// first look-up and saved at each pick, so a pick comes first next time, here and in the UI.
@Suite("dubeol type: learned 한자 choices")
struct TypeHanjaLearningTests {
  /// Tables over a two-line 한자 table in `directory`, with the choices file there.
  static func tables(in directory: URL) throws -> TypeHanjaTables {
    let table = directory.appendingPathComponent("hanja.txt")
    try "한국:韓國:대한민국\n한국:寒菊:\n".write(to: table, atomically: true, encoding: .utf8)
    return TypeHanjaTables(
      table: table, symbols: directory.appendingPathComponent("symbols.txt"),
      cacheDirectory: directory.appendingPathComponent("cache"),
      choices: HanjaChoicesStore(directory: directory))
  }

  static let korea = HanjaConversion(table: .hanja, match: .exact, word: "한국", end: 2)

  static func values(_ result: Result<[HanjaEntry], HanjaTableError>) throws -> [String] {
    try result.get().map(\.value)
  }

  @Test("a pick comes first next time, is saved to hanja-choices.txt, and is read by a new run")
  func learned() throws {
    try withTemporaryDirectory { directory in
      let tables = try Self.tables(in: directory)
      #expect(try Self.values(tables.candidates(for: Self.korea)) == ["韓國", "寒菊"])
      #expect(tables.learn(HanjaEntry(key: "한국", value: "寒菊")) == nil)
      #expect(try Self.values(tables.candidates(for: Self.korea)) == ["寒菊", "韓國"])
      let saved = HanjaChoicesStore(directory: directory).load().choices
      #expect(saved.values(forKey: "한국") == ["寒菊"], "the UI's file, in the UI's format")

      let again = try Self.tables(in: directory)
      #expect(try Self.values(again.candidates(for: Self.korea)) == ["寒菊", "韓國"])
      #expect(again.takeNotice() == nil)
    }
  }

  @Test("a choices file that cannot be read is set aside and said once; picks are saved anew")
  func unreadableFile() throws {
    try withTemporaryDirectory { directory in
      let store = HanjaChoicesStore(directory: directory)
      try "not a choices file\n".write(to: store.file, atomically: true, encoding: .utf8)
      let tables = try Self.tables(in: directory)
      #expect(try Self.values(tables.candidates(for: Self.korea)) == ["韓國", "寒菊"])
      #expect(tables.takeNotice()?.contains("hanja-choices.txt") == true)
      #expect(tables.takeNotice() == nil, "once")
      #expect(tables.learn(HanjaEntry(key: "한국", value: "寒菊")) == nil)
      #expect(store.load().choices.values(forKey: "한국") == ["寒菊"])
    }
  }

  @Test("a save that fails is said in the UI's words")
  func saveFails() throws {
    try withTemporaryDirectory { directory in
      let tables = try Self.tables(in: directory)
      // A directory where the file should be: never replaced, so the save fails.
      try FileManager.default.createDirectory(
        at: HanjaChoicesStore(directory: directory).file, withIntermediateDirectories: true)
      let said = tables.learn(HanjaEntry(key: "한국", value: "寒菊"))
      #expect(said?.hasPrefix("한자 선택 기록을 저장하지 못했어요") == true, "\(said ?? "nil")")
    }
  }
}
