import Foundation
import ReviewStore
import Reviews

/// The sample reviews a new database starts with (Resources/seed-reviews.json).
public enum SeedReviews {
  /// One entry of the seed file; `minutesAgo` is relative to the first start.
  struct Entry: Decodable {
    var userName: String
    var content: String
    var minutesAgo: Double
    var isAdmin: Bool?
    var theme: String?
  }

  /// The bundled seed reviews, dated relative to `now`.
  public static func bundled(now: Date) throws -> [NewReview] {
    guard
      let url = Bundle.module.url(
        forResource: "seed-reviews", withExtension: "json", subdirectory: "Resources")
    else { throw ReviewServerError.seedUnreadable("seed-reviews.json is missing from the bundle") }
    do {
      return try reviews(from: Data(contentsOf: url), now: now)
    } catch {
      throw ReviewServerError.seedUnreadable("\(error)")
    }
  }

  /// Seed reviews from seed-file JSON, dated relative to `now`.
  public static func reviews(from json: Data, now: Date) throws -> [NewReview] {
    try JSONDecoder().decode([Entry].self, from: json).map { entry in
      NewReview(
        themeId: entry.theme ?? ReviewAPI.defaultThemeId, content: entry.content,
        userName: entry.userName, isAdmin: entry.isAdmin ?? false,
        createdAt: WireDate.truncated(now.addingTimeInterval(-entry.minutesAgo * 60)))
    }
  }
}
