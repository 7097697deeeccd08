import Reviews

extension NewReview {
  /// What a post gets when its idempotency key already stored `earlier` (whose content was
  /// `postedContent` before any edit): `earlier`, not created, when theme, content and author
  /// are the same; `idempotencyKeyReused` when not. The stored row is the request as
  /// validated, so comparing it is exact (no hash).
  public func replaying(_ earlier: Review, postedContent: String) throws(ReviewStoreError)
    -> AddedReview
  {
    guard
      earlier.theme == themeId && postedContent == content && earlier.user.userName == userName
    else { throw .idempotencyKeyReused }
    return AddedReview(review: earlier, created: false)
  }
}
