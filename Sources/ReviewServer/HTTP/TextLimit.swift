import Reviews

/// How long a piece of review text may be, counted three ways: characters as people see them,
/// and Unicode scalars and UTF-8 bytes, which one character can hold without bound
/// ("a" followed by a thousand combining marks is a single character).
struct TextLimit: Equatable {
  var characters: Int
  var scalars: Int
  var bytes: Int
  /// Scalars in any one character: Unicode's stream-safe format allows 30 combining marks in a
  /// row, and the longest emoji sequences are about a dozen scalars.
  var scalarsPerCharacter = 32

  static let content = TextLimit(
    characters: ReviewAPI.maxContentLength, scalars: 4 * ReviewAPI.maxContentLength,
    bytes: 16 * 1024)
  static let userName = TextLimit(
    characters: ReviewAPI.maxUserNameLength, scalars: 4 * ReviewAPI.maxUserNameLength,
    bytes: 16 * ReviewAPI.maxUserNameLength)

  /// Whether `text` is within every bound; the cheap counts go first, so that a huge text is
  /// refused before it is split into characters.
  func admits(_ text: String) -> Bool {
    text.utf8.count <= bytes && text.unicodeScalars.count <= scalars && text.count <= characters
      && !text.contains { $0.unicodeScalars.count > scalarsPerCharacter }
  }
}
