import Foundation
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

  @Test func aDamagedDraftKeepsItsReadableText() throws {
    try withTemporaryDirectory { dir in
      let store = DraftStore(directory: dir)
      try (Data("안녕".utf8) + Data([0xFF]) + Data("하세요".utf8)).write(to: store.file)
      #expect(store.load() == "안녕\u{FFFD}하세요")
    }
  }
}
