import Foundation
import ReviewStore
import Reviews
import TestSupport
import Testing

@testable import ReviewServer

/// Name claims, part of the store contract (memory, SQLite, PostgreSQL): the first author key to
/// post under a name owns it; another key and anonymous posts are refused, nothing is stored.
@Suite("Store contract: a name belongs to the first key that posts under it")
struct StoreNameClaimTests {
  let mine = "a1" + String(repeating: "0", count: 62)
  let theirs = "b2" + String(repeating: "0", count: 62)

  func post(
    _ store: any ReviewStore, as name: String, hash: String?, claims: Bool = true,
    key: String? = nil
  ) async throws -> Review {
    try await store.add(
      NewReview(
        themeId: "1", content: "\(name)의 글", userName: name, createdAt: testNow,
        authorKeyHash: hash, nameKey: claims ? ReservedNames.claimable(name) : nil),
      idempotencyKey: key
    ).review
  }

  @Test(
    "the first key owns the name: it posts again, another key and anonymous posts are nameTaken",
    arguments: StoreKind.allCases)
  func firstKeyOwns(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      _ = try await post(store, as: "열쇠주인", hash: mine)
      _ = try await post(store, as: "열쇠주인", hash: mine)
      await #expect(throws: ReviewStoreError.nameTaken) {
        try await post(store, as: "열쇠주인", hash: theirs)
      }
      // The same name written another way is the same name.
      await #expect(throws: ReviewStoreError.nameTaken) {
        try await post(store, as: "열쇠 주인", hash: nil)
      }
      #expect(try await store.count(themeId: "1") == 2)
      // The other key has a name of its own.
      _ = try await post(store, as: "다른사람", hash: theirs)
      await #expect(throws: ReviewStoreError.nameTaken) {
        try await post(store, as: "다른사람", hash: mine)
      }
    }
  }

  @Test(
    "anonymous posts claim nothing, the default name is everyone's, and a post without the rule is not checked",
    arguments: StoreKind.allCases)
  func whatClaimsNothing(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      _ = try await post(store, as: "지나가는이", hash: nil)
      _ = try await post(store, as: "지나가는이", hash: mine)
      _ = try await post(store, as: ReviewAPI.defaultUserName, hash: mine)
      _ = try await post(store, as: ReviewAPI.defaultUserName, hash: theirs)
      _ = try await post(store, as: ReviewAPI.defaultUserName, hash: nil)
      _ = try await post(store, as: "지나가는이", hash: theirs, claims: false)
      #expect(try await store.count(themeId: "1") == 6)
    }
  }

  @Test(
    "a retried post (same idempotency key) is replayed, not refused", arguments: StoreKind.allCases)
  func retry(_ kind: StoreKind) async throws {
    try await withStore(kind) { store in
      let first = try await post(store, as: "재시도", hash: mine, key: "k-1")
      let again = try await post(store, as: "재시도", hash: mine, key: "k-1")
      #expect(again == first)
    }
  }
}
