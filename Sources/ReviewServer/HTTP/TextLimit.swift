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

  /// The bound a text passed, with the text's real count and the limit.
  enum Excess: Equatable {
    case characters(Int, limit: Int)
    case bytes(Int, limit: Int)
    case scalars(Int, limit: Int)
    case scalarsInOneCharacter(limit: Int)
  }

  /// Whether `text` is within every bound.
  func admits(_ text: String) -> Bool { excess(of: text) == nil }

  /// The first bound `text` passes, nil when none. Characters are what people count, so they
  /// are named first; splitting into characters costs time linear in the text, which the
  /// request body's size bounds.
  func excess(of text: String) -> Excess? {
    let bytes = text.utf8.count
    let scalars = text.unicodeScalars.count
    // A text of no more bytes than the character limit cannot have more characters.
    if bytes > characters {
      let count = text.count
      if count > characters { return .characters(count, limit: characters) }
    }
    if bytes > self.bytes { return .bytes(bytes, limit: self.bytes) }
    if scalars > self.scalars { return .scalars(scalars, limit: self.scalars) }
    if text.contains(where: { $0.unicodeScalars.count > scalarsPerCharacter }) {
      return .scalarsInOneCharacter(limit: scalarsPerCharacter)
    }
    return nil
  }
}
