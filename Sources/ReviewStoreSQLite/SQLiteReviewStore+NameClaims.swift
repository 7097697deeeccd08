import GRDB
import ReviewStore

extension SQLiteReviewStore {
  /// `NameClaims` on the `name_claim` table, inside the post's write transaction (SQLite has
  /// one writer, so two keys cannot both claim one name).
  static func claimName(_ db: Database, for review: NewReview) throws {
    guard let name = review.nameKey else { return }
    let owner = try String.fetchOne(
      db, sql: "SELECT authorKeyHash FROM name_claim WHERE nameKey = ?", arguments: [name])
    guard try NameClaims.claims(review, owner: owner), let claimant = review.authorKeyHash else {
      return
    }
    try db.execute(
      sql: "INSERT INTO name_claim (nameKey, authorKeyHash) VALUES (?, ?)",
      arguments: [name, claimant])
  }
}
