import Crypto
import Foundation

/// What the server keeps of an author key: its SHA-256 as hex. The key itself is never
/// stored, logged or answered, so a copy of the database cannot be used to change reviews.
enum AuthorKeyHash {
  static func of(_ key: String) -> String {
    SHA256.hash(data: Data(key.utf8)).map { byte in
      let text = String(byte, radix: 16)
      return byte < 16 ? "0" + text : text
    }.joined()
  }

  /// Stands for a missing key in an edit or delete: it is no hash (not 64 hex digits), so it
  /// matches no review, and the store still answers 404 before 403 for an unknown id.
  static let none = "-"
}
