import Foundation
import Hanja
import Persistence
import TestSupport
import Testing

/// The learned hanja choices in the data directory: saved atomically, read back, and a file that
/// cannot be read set aside (or left alone) without losing the ranking's use.
@Suite("hanja choices file")
struct HanjaChoicesStoreTests {
  @Test("choices saved are read back; no file is no choices")
  func roundTrip() throws {
    try withTemporaryDirectory { dir in
      let store = HanjaChoicesStore(directory: dir)
      #expect(store.load() == HanjaChoicesLoad(choices: LearnedChoices()))
      var choices = LearnedChoices()
      choices.record(key: "한국", value: "韓國")
      try store.save(choices)
      #expect(store.load().choices == choices)
      #expect(try contents(of: dir) == ["hanja-choices.txt"])
    }
  }

  @Test("a corrupt file is set aside with a notice and the choices start empty")
  func corrupt() throws {
    try withTemporaryDirectory { dir in
      let store = HanjaChoicesStore(directory: dir)
      try Data([0xFF, 0x00, 0x41]).write(to: store.file)
      let load = store.load()
      #expect(load.choices == LearnedChoices() && load.unreadable)
      let moved = try #require(load.movedAside)
      #expect(try Data(contentsOf: moved) == Data([0xFF, 0x00, 0x41]))
      #expect(load.notice?.contains(moved.lastPathComponent) == true)
    }
  }

  @Test("a file that cannot be read is left in place and never written over")
  func unreadable() throws {
    try withTemporaryDirectory { dir in
      let store = HanjaChoicesStore(directory: dir)
      // A directory where the file should be: unreadable as a file, for root too.
      try FileManager.default.createDirectory(at: store.file, withIntermediateDirectories: true)
      let load = store.load()
      #expect(load.unreadable && load.movedAside == nil && load.choices == LearnedChoices())
      #expect(throws: UnreadableFileError.self) { try store.save(LearnedChoices()) }
    }
  }
}
