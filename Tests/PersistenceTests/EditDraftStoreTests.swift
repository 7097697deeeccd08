import Foundation
import Reviews
import TestSupport
import Testing

@testable import Persistence

@Suite("EditDraftStore: an edit in progress survives a crash")
struct EditDraftStoreTests {
  let edit = EditDraft(
    server: .remote("http://reviews.example:8080"),
    review: Review(
      id: "r1", user: ReviewUser(id: "u1", isAdmin: false, userName: "영희", profileImage: nil),
      theme: "PLKEY0-L-81", content: "처음 쓴 글", createdAt: Date(timeIntervalSince1970: 1_700_000_000)
    ),
    text: "고치는 중인 글 ❤️")

  @Test("a saved edit is loaded back whole; clearing removes it and is idempotent")
  func roundTrip() throws {
    try withTemporaryDirectory { dir in
      let store = EditDraftStore(directory: dir)
      #expect(store.load().edit == nil)
      try store.save(edit)
      let loaded = EditDraftStore(directory: dir).load()
      #expect(loaded.edit == edit)
      #expect(loaded.notice == nil)
      let attributes = try FileManager.default.attributesOfItem(atPath: store.file.path)
      #expect((attributes[.posixPermissions] as? Int) == 0o600)
      try store.clear()
      try store.clear()
      #expect(try contents(of: dir) == [])
    }
  }

  @Test("a file that is not an edit is moved aside, told, and never overwritten")
  func corruptFileIsSetAside() throws {
    try withTemporaryDirectory { dir in
      let store = EditDraftStore(directory: dir)
      try Data("{\"not\": \"an edit\"".utf8).write(to: store.file)
      let loaded = store.load()
      #expect(loaded.edit == nil)
      #expect(loaded.notice?.contains("edit.json") == true)
      #expect(!FileManager.default.fileExists(atPath: store.file.path))
      #expect(try contents(of: dir).count == 1, "the bytes are kept under another name")
    }
  }
}
