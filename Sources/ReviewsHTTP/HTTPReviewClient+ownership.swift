import Foundation
import Reviews

extension HTTPReviewClient {
  /// `PATCH` the review's new content; the server answers the stored review.
  public func edit(themeId: String, id: String, content: String, authorKey: String) async throws
    -> Review
  {
    let endpoint = ReviewAPI.edit(themeId: themeId, id: id, content: content, authorKey: authorKey)
    do {
      return try await send(endpoint, expecting: ReviewEnvelope.self).data
    } catch let error as ReviewClientError {
      throw OwnershipErrors.map(error)
    }
  }

  /// `DELETE` the review; any 2xx means gone.
  public func delete(themeId: String, id: String, authorKey: String) async throws {
    do {
      _ = try await successBody(ReviewAPI.delete(themeId: themeId, id: id, authorKey: authorKey))
    } catch let error as ReviewClientError {
      throw OwnershipErrors.map(error)
    }
  }
}

/// The Korean sentences for the refusals of the edit and delete routes: the server's own words
/// would name the HTTP status or be English on another server; these say what to do.
enum OwnershipErrors {
  static let messages: [Int: (code: String, message: String)] = [
    403: ("forbidden", "내가 쓴 리뷰가 아니라서 고치거나 지울 수 없어요."),
    404: ("not_found", "리뷰를 찾을 수 없어요. 이미 지워졌을 수 있어요."),
  ]

  static func map(_ error: ReviewClientError) -> ReviewClientError {
    guard case .server(let status, let code, _, let retryAfter) = error,
      let known = messages[status]
    else { return error }
    return .server(
      status: status, code: code ?? known.code, message: known.message, retryAfter: retryAfter)
  }
}
