import Foundation
import ReviewStore
import Reviews
import TestSupport
import Testing

@testable import ReviewServer

/// The edit/delete rules of `ReviewStore`, part of the store contract (memory, SQLite,
/// PostgreSQL): only the author key's hash may change a review, an unknown id is `notFound`
/// whatever the key, and nothing else changes.
@Suite("Store contract: editing and deleting your own review")
struct StoreOwnershipTests {
  let mine = "a1" + String(repeating: "0", count: 62)
  let theirs = "b2" + String(repeating: "0", count: 62)

  func post(_ store: any ReviewStore, _ content: String, hash: String?, key: String? = nil)
    async throws -> Review
  {
    try await store.add(
      NewReview(
        themeId: "1", content: content, userName: "영희", createdAt: testNow,
        authorKeyHash: hash),
      idempotencyKey: key
    ).review
  }

  @Test(
    "an edit keeps the id and createdAt, moves updatedAt, and is what the list shows",
    arguments: StoreKind.allCases)
  func edit(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let posted = try await post(store, "처음 쓴 글", hash: mine)
      let later = testNow.addingTimeInterval(90)
      let edited = try await store.edit(
        themeId: "1", id: posted.id, content: "고친 글", authorKeyHash: mine, now: later)
      #expect(edited.id == posted.id)
      #expect(edited.content == "고친 글")
      #expect(edited.createdAt == posted.createdAt)
      #expect(edited.updatedAt == later)
      #expect(try await store.reviews(themeId: "1", start: 0, count: 10) == [edited])
      // The search index follows the edit.
      #expect(
        try await store.reviews(themeId: "1", matching: "고친 글", start: 0, count: 10) == [edited])
      #expect(try await store.reviews(themeId: "1", matching: "처음 쓴", start: 0, count: 10).isEmpty)
    }
  }

  @Test(
    "another author's key, or a review posted without one, is forbidden and unchanged",
    arguments: StoreKind.allCases)
  func forbidden(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let posted = try await post(store, "내 글", hash: mine)
      let keyless = try await post(store, "키 없이 쓴 글", hash: nil)
      await #expect(throws: ReviewStoreError.forbidden) {
        try await store.edit(
          themeId: "1", id: posted.id, content: "남이 고침", authorKeyHash: theirs, now: testNow)
      }
      await #expect(throws: ReviewStoreError.forbidden) {
        try await store.delete(themeId: "1", id: posted.id, authorKeyHash: theirs)
      }
      // A key that owns one review does not open another.
      await #expect(throws: ReviewStoreError.forbidden) {
        try await store.delete(themeId: "1", id: keyless.id, authorKeyHash: mine)
      }
      #expect(try await store.reviews(themeId: "1", start: 0, count: 10).count == 2)
      #expect(try await store.reviews(themeId: "1", start: 0, count: 10).contains(posted))
    }
  }

  @Test(
    "an unknown id, another theme's id, or a deleted review is notFound whatever the key",
    arguments: StoreKind.allCases)
  func notFound(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let posted = try await post(store, "지울 글", hash: mine)
      await #expect(throws: ReviewStoreError.notFound) {
        try await store.edit(
          themeId: "2", id: posted.id, content: "다른 테마", authorKeyHash: mine, now: testNow)
      }
      await #expect(throws: ReviewStoreError.notFound) {
        try await store.delete(themeId: "1", id: "no-such-id", authorKeyHash: theirs)
      }
      try await store.delete(themeId: "1", id: posted.id, authorKeyHash: mine)
      #expect(try await store.reviews(themeId: "1", start: 0, count: 10).isEmpty)
      #expect(try await store.reviews(themeId: "1", matching: "지울", start: 0, count: 10).isEmpty)
      await #expect(throws: ReviewStoreError.notFound) {
        try await store.delete(themeId: "1", id: posted.id, authorKeyHash: mine)
      }
      await #expect(throws: ReviewStoreError.notFound) {
        try await store.edit(
          themeId: "1", id: posted.id, content: "되살리기", authorKeyHash: mine, now: testNow)
      }
    }
  }

  @Test(
    "a retried post of an edited review returns the review as it is now, not a new one",
    arguments: StoreKind.allCases)
  func retryAfterEdit(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let posted = try await post(store, "보낸 글", hash: mine, key: "retry-1")
      let edited = try await store.edit(
        themeId: "1", id: posted.id, content: "고친 글", authorKeyHash: mine, now: testNow)
      let retried = try await store.add(
        NewReview(
          themeId: "1", content: "보낸 글", userName: "영희", createdAt: testNow, authorKeyHash: mine),
        idempotencyKey: "retry-1")
      #expect(retried == AddedReview(review: edited, created: false))
      // The same key with other content is still a reuse, edited or not.
      await #expect(throws: ReviewStoreError.idempotencyKeyReused) {
        try await store.add(
          NewReview(themeId: "1", content: "고친 글", userName: "영희", createdAt: testNow),
          idempotencyKey: "retry-1")
      }
    }
  }

  @Test(
    "concurrent edits and a delete of one review: each answers once, the end is consistent",
    arguments: StoreKind.allCases)
  func concurrentEditAndDelete(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let posted = try await post(store, "경쟁", hash: mine)
      let bystander = try await post(store, "구경꾼", hash: theirs)
      let outcomes = try await withThrowingTaskGroup(of: String.self) { group in
        for n in 0..<8 {
          group.addTask {
            do {
              _ = try await store.edit(
                themeId: "1", id: posted.id, content: "수정 \(n)", authorKeyHash: mine, now: testNow)
              return "edited"
            } catch ReviewStoreError.notFound { return "notFound" }
          }
        }
        group.addTask {
          try await store.delete(themeId: "1", id: posted.id, authorKeyHash: mine)
          return "deleted"
        }
        return try await group.reduce(into: [String]()) { $0.append($1) }
      }
      #expect(outcomes.filter { $0 == "deleted" }.count == 1)
      #expect(outcomes.count == 9)
      #expect(try await store.reviews(themeId: "1", start: 0, count: 10) == [bystander])
    }
  }
}
