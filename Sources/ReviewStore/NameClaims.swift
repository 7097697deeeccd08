/// Names bound to keys: the first review posted under a name with an author key claims the name
/// for that key, and from then on only that key may post under it (anonymous posts neither).
/// Every store keeps the claims beside the reviews and applies this one rule.
public enum NameClaims {
  /// What adding `review` does to its name, `owner` being the hash that claimed it (nil: none):
  /// `true` when the review claims it now, `false` when there is nothing to claim; throws
  /// `nameTaken` when the name is another key's.
  public static func claims(_ review: NewReview, owner: String?) throws(ReviewStoreError) -> Bool {
    guard review.nameKey != nil else { return false }
    if let owner {
      guard owner == review.authorKeyHash else { throw .nameTaken }
      return false
    }
    return review.authorKeyHash != nil
  }
}
