import Hummingbird
import Reviews
import Synchronization

/// Fills in every review's `user.profileImage` with an absolute URL (clients treat null as an
/// error): the stored image when there is one, else the avatar this server draws.
struct ProfileImageLinks: Sendable {
  let base: PublicBaseURL

  func filling(_ review: Review) -> Review {
    guard review.user.profileImage == nil else { return review }
    var review = review
    review.user.profileImage = base.profileImageURL(userId: review.user.id)
    return review
  }
}

/// Where avatar links point: `--public-url` when given, else the listening address, known once
/// the server is bound (port 0 picks one) and set before the first request is taken.
final class LinkBase: Sendable {
  private let base: Mutex<PublicBaseURL>
  private let configured: Bool

  init(publicURL: PublicBaseURL?, host: String, port: Int) {
    base = Mutex(publicURL ?? PublicBaseURL(listeningOn: host, port: port))
    configured = publicURL != nil
  }

  /// Records the bound address unless `--public-url` was given.
  func bound(host: String, port: Int) {
    guard !configured else { return }
    base.withLock { $0 = PublicBaseURL(listeningOn: host, port: port) }
  }

  var links: ProfileImageLinks { ProfileImageLinks(base: base.withLock { $0 }) }
}
