/// What a server answered to a post it stored: any 2xx means stored.
public enum PostReceipt: Equatable, Sendable {
  /// The server returned the stored review (`{"data":Review}`, as dubeol serve does).
  case review(Review)
  /// A 2xx without a review: the original server replies with the content as text, or nothing.
  case stored(reply: String)

  /// The stored review, when the server returned one.
  public var review: Review? {
    if case .review(let review) = self { review } else { nil }
  }
}
