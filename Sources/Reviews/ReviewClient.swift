import Foundation

/// What the UI and CLI use to talk to a review server.
public protocol ReviewClient: Sendable {
  /// A page of reviews of a theme, newest first.
  func reviews(themeId: String, start: Int, count: Int) async throws -> [Review]
  /// A page of the reviews that match `query` (server-side search, optional: the default throws
  /// `ReviewSearchUnsupported`).
  func reviews(themeId: String, start: Int, count: Int, query: String) async throws -> [Review]
  /// What the server offers beyond the original API (the default: nothing).
  func capabilities() async throws -> ServerCapabilities
  /// Posts a review; the same `idempotencyKey` again returns the first review instead of a copy.
  /// Any 2xx is a receipt: the original server answers with text, not the review.
  func post(content: String, userName: String?, themeId: String, idempotencyKey: String?)
    async throws -> PostReceipt
}
