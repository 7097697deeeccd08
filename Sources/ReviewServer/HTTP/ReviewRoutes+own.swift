import Foundation
import HTTPTypes
import Hummingbird
import Reviews

/// Editing and deleting one's own review: the author key posted with it is required (its hash
/// is compared by the store, inside the write, so an edit and a delete never both win).
extension ReviewRoutes {
  /// `PATCH /tmp/theme/{themeId}/review/{id}` with `{"content"}`: checked and cleaned as a post
  /// is; keeps `createdAt`, moves `updatedAt`; answers as a post does.
  func edit(_ request: Request, context: ReviewRequestContext) async throws -> Response {
    let target = try reviewTarget(request, context: context)
    let content = try await ReviewValidation.content(
      request.decode(as: EditReviewBody.self, context: context).content)
    let review = try await store.edit(
      themeId: target.themeId, id: target.id, content: content, authorKeyHash: target.keyHash,
      now: WireDate.truncated(clock.now()))
    return try reply(with: review, to: request, context: context)
  }

  /// `DELETE /tmp/theme/{themeId}/review/{id}`: 204 No Content once it is gone.
  func delete(_ request: Request, context: ReviewRequestContext) async throws -> Response {
    let target = try reviewTarget(request, context: context)
    try await store.delete(themeId: target.themeId, id: target.id, authorKeyHash: target.keyHash)
    return Response(status: .noContent)
  }

  /// The theme, the review and the hash of the key the request carries. Without a key the
  /// store is still asked (with a hash that matches nothing), so an unknown review is 404 and
  /// a known one 403, whoever asks.
  private func reviewTarget(_ request: Request, context: ReviewRequestContext) throws -> (
    themeId: String, id: String, keyHash: String
  ) {
    let themeId = try ReviewValidation.themeId(context.parameters.get("themeId") ?? "")
    guard let id = ReviewValidation.reviewId(context.parameters.get("id")) else {
      throw APIError.reviewNotFound
    }
    let key = try ReviewValidation.authorKey(request.headers[Self.authorKeyField])
    return (themeId, id, key.map(AuthorKeyHash.of) ?? AuthorKeyHash.none)
  }
}
