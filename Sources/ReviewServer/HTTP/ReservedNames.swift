import Foundation
import ReviewStore
import Reviews

/// Administrators' names, which anonymous posts may not take: the seed's administrators and
/// `--admin-name`. A name is refused when it reads the same (Unicode compatibility form, case,
/// spaces and invisible characters aside: "두벌식운영팀", "두벌식\u{200B} 운영팀", "두벌식 운영팀\u{3164}") or when it
/// would get the same user id.
struct ReservedNames: Sendable {
  private let folded: Set<String>
  private let userIds: Set<String>

  init(_ names: [String]) {
    folded = Set(names.map(Self.fold))
    userIds = Set(names.map(ReviewIdentifiers.userId(forName:)))
  }

  /// The seed's administrators and `extra`.
  static func administrators(adding extra: [String]) -> ReservedNames {
    let seeded = (try? SeedReviews.bundled(now: Date()))?.filter(\.isAdmin).map(\.userName) ?? []
    return ReservedNames(seeded + extra)
  }

  func reserves(_ name: String) -> Bool {
    folded.contains(Self.fold(name)) || userIds.contains(ReviewIdentifiers.userId(forName: name))
  }

  /// What a name claim is kept under (`NameClaims`): the name as it reads, so that another
  /// width, case or spacing is the same name; nil for the anonymous default, which is everyone's.
  static func claimable(_ name: String) -> String? {
    let folded = fold(name)
    return folded == fold(ReviewAPI.defaultUserName) ? nil : folded
  }

  /// `name` as it reads: NFKC, case-folded, without white space, format characters or anything
  /// a terminal draws as nothing (default-ignorable code points, the Hangul fillers U+115F,
  /// U+1160, U+3164 and U+FFA0 among them).
  static func fold(_ name: String) -> String {
    let scalars = name.precomposedStringWithCompatibilityMapping.lowercased().unicodeScalars
      .filter {
        !$0.properties.isWhitespace && $0.properties.generalCategory != .format
          && !$0.properties.isDefaultIgnorableCodePoint
      }
    return String(String.UnicodeScalarView(scalars))
  }
}
