import Foundation

/// What the UI and CLI use to talk to a review server.
public protocol ReviewClient: Sendable {
  /// A page of reviews of a theme, newest first.
  func reviews(themeId: String, start: Int, count: Int) async throws -> [Review]
  /// A page of the reviews that match `query` (server-side search, optional: the default throws
  /// `ReviewSearchUnsupported`).
  func reviews(themeId: String, start: Int, count: Int, query: String) async throws -> [Review]
  /// A page by cursor, newest first (the default throws `ReviewCursorUnsupported`).
  func page(themeId: String, _ request: PageRequest, count: Int) async throws -> CursorPage
  /// What the server offers beyond the original API (the default: nothing).
  func capabilities() async throws -> ServerCapabilities
  /// Posts a review; the same `idempotencyKey` again returns the first review instead of a copy.
  /// Any 2xx is a receipt: the original server answers with text, not the review.
  func post(content: String, userName: String?, themeId: String, idempotencyKey: String?)
    async throws -> PostReceipt
  /// Posts a review signed with `authorKey` (sent only to a server whose capabilities say
  /// `authorKeys`), so that its author can edit and delete it later (the default drops the key).
  func post(
    content: String, userName: String?, themeId: String, idempotencyKey: String?,
    authorKey: String?
  ) async throws -> PostReceipt
  /// Replaces the content of review `id` when `authorKey` is the one it was posted with (the
  /// default throws `ReviewOwnershipUnsupported`).
  func edit(themeId: String, id: String, content: String, authorKey: String) async throws
    -> Review
  /// Deletes review `id` when `authorKey` is the one it was posted with (the default throws
  /// `ReviewOwnershipUnsupported`).
  func delete(themeId: String, id: String, authorKey: String) async throws
}
