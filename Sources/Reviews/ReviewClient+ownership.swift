import Foundation

/// Editing and deleting one's own reviews, an optional extension of the API: a client (or a
/// server, by its capabilities) without it says so with `ReviewOwnershipUnsupported`.
extension ReviewClient {
  public func post(
    content: String, userName: String?, themeId: String, idempotencyKey: String?,
    authorKey: String?
  ) async throws -> PostReceipt {
    try await post(
      content: content, userName: userName, themeId: themeId, idempotencyKey: idempotencyKey)
  }

  public func edit(themeId: String, id: String, content: String, authorKey: String) async throws
    -> Review
  {
    throw ReviewOwnershipUnsupported()
  }

  public func delete(themeId: String, id: String, authorKey: String) async throws {
    throw ReviewOwnershipUnsupported()
  }
}

/// The server (or client) cannot edit or delete reviews.
public struct ReviewOwnershipUnsupported: Error, Equatable, Sendable, LocalizedError {
  public init() {}
  public var errorDescription: String? { Self.message }
  /// What the UI and the CLI say.
  public static let message = "이 서버는 리뷰 고치기와 지우기를 지원하지 않아요."
}

/// `{"content"}`: the body of an edit.
public struct EditReviewBody: Codable, Equatable, Sendable {
  public var content: String
  public init(content: String) { self.content = content }
}

extension ReviewAPI {
  /// Path of one review: `/tmp/theme/{themeId}/review/{id}`.
  public static func reviewPath(themeId: String, id: String) -> String {
    // A filled-in theme is percent-encoded, so it holds no "{id}" for the second fill to meet.
    filling(filling(reviewRoute, "{themeId}", with: themeId), "{id}", with: id)
  }

  /// `PATCH /tmp/theme/{themeId}/review/{id}` with `{"content"}` and the author key.
  public static func edit(themeId: String, id: String, content: String, authorKey: String)
    -> Endpoint
  {
    Endpoint(
      method: .patch, path: reviewPath(themeId: themeId, id: id),
      headers: [("Content-Type", "application/json"), (authorKeyHeader, authorKey)],
      body: try? WireJSON.encoder.encode(EditReviewBody(content: content)))
  }

  /// `DELETE /tmp/theme/{themeId}/review/{id}` with the author key.
  public static func delete(themeId: String, id: String, authorKey: String) -> Endpoint {
    Endpoint(
      method: .delete, path: reviewPath(themeId: themeId, id: id),
      headers: [(authorKeyHeader, authorKey)])
  }
}
