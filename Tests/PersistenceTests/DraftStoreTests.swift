import Foundation
import TestSupport
import Testing

@testable import Persistence

@Suite("DraftStore")
struct DraftStoreTests {
  @Test func aSavedDraftIsLoaded() throws {
    try withTemporaryDirectory { dir in
      let store = DraftStore(directory: dir.appendingPathComponent("data"))
      #expect(store.load() == nil)
      try store.save("오늘 날씨가 좋네요 ❤️")
      #expect(store.load() == "오늘 날씨가 좋네요 ❤️")
      try store.save("고쳤어요")
      #expect(DraftStore(directory: dir.appendingPathComponent("data")).load() == "고쳤어요")
      #expect(try contents(of: dir.appendingPathComponent("data")) == ["draft.txt"])
    }
  }

  @Test func clearingRemovesTheDraftAndIsIdempotent() throws {
    try withTemporaryDirectory { dir in
      let store = DraftStore(directory: dir)
      try store.save("보낼 글")
      try store.clear()
      #expect(store.load() == nil)
      try store.clear()
      #expect(try contents(of: dir) == [])
    }
  }

  @Test func savingEmptyTextClearsTheDraft() throws {
    try withTemporaryDirectory { dir in
      let store = DraftStore(directory: dir)
      try store.save("글")
      try store.save("")
      #expect(store.load() == nil)
      #expect(try contents(of: dir) == [])
    }
  }

  @Test func aDamagedDraftKeepsItsReadableTextAndTheOriginalIsMovedAside() throws {
    try withTemporaryDirectory { dir in
      let store = DraftStore(directory: dir)
      let damaged = Data("안녕".utf8) + Data([0xFF]) + Data("하세요".utf8)
      try damaged.write(to: store.file)
      let report = store.loadReport()
      #expect(report.text == "안녕\u{FFFD}하세요")
      let aside = try #require(report.movedAside)
      #expect(aside.lastPathComponent.hasPrefix("draft.txt.corrupt-"))
      #expect(try Data(contentsOf: aside) == damaged)
      #expect(report.notice?.contains(aside.lastPathComponent) == true)
      #expect(!FileManager.default.fileExists(atPath: store.file.path))
      try store.save("안녕하세요")
      #expect(store.load() == "안녕하세요")
      #expect(try Data(contentsOf: aside) == damaged)
    }
  }

  @Test func aGoodDraftHasNothingToReport() throws {
    try withTemporaryDirectory { dir in
      let store = DraftStore(directory: dir)
      try store.save("멀쩡한 글")
      #expect(store.loadReport() == DraftLoad(text: "멀쩡한 글"))
      #expect(store.loadReport().notice == nil)
    }
  }

  @Test func aFailingLocationThrowsAKoreanReason() throws {
    try withTemporaryDirectory { dir in
      // A file where the data directory should be: no draft can be written below it.
      let blocker = dir.appendingPathComponent("blocker")
      try Data("x".utf8).write(to: blocker)
      let store = DraftStore(directory: blocker.appendingPathComponent("data"))
      do {
        try store.save("남겨야 할 글")
        Issue.record("saving below a file succeeded")
      } catch {
        #expect(StorageErrorText.reason(for: error) == "경로에 디렉터리가 아닌 파일이 있어요", "\(error)")
      }
    }
  }
}
