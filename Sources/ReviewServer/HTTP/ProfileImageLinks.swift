import Hummingbird
import Reviews

/// Fills in every review's `user.profileImage` with an absolute URL (clients treat null as an
/// error): the stored image when there is one, else the avatar this server draws.
struct ProfileImageLinks: Sendable {
  let base: PublicBaseURL

  /// `--public-url` when given, else `http://` + the request's Host, else the loopback name.
  init(publicURL: PublicBaseURL?, request: Request) {
    base =
      publicURL ?? PublicBaseURL(requestHost: request.head.authority)
      ?? PublicBaseURL(requestHost: "localhost")!
  }

  func filling(_ review: Review) -> Review {
    guard review.user.profileImage == nil else { return review }
    var review = review
    review.user.profileImage = base.profileImageURL(userId: review.user.id)
    return review
  }
}
